// The query cache a server-rendered page was drawn with (a product's page, the landing, the marketplace, a customer's
// dashboard: server/web-render), carried to the browser as TanStack Query's own dehydrated state in a JSON data block
// (`dehydrate` on the server, `hydrate` in the browser before the router starts), so the first render draws what the
// HTML shows and the router's loaders find their reads answered. Each carried query is checked with its read's own
// schema, as an answer asked for would be; anything else in the block is left out and asked for as usual.
import type { DehydratedState, QueryClient, QueryKey } from '@tanstack/react-query';
import { dehydrate, hashKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { QUERY_STATE_ELEMENT_ID } from '@common/prerendered-pages';
import type { PageAnswer } from '@common/prerendered-pages';
import { CUSTOMER_READ_PATHS } from '@common/customer-reads';
import { PUBLIC_READ_PATHS } from '@common/public-reads';
import { contract } from '../../api/contract-loaders';

/** What follows a read's path in its query key: a path segment (a product's slug) or the query's parameters. */
type KeyPartKind = 'segment' | 'parameters';

interface CarriedRead {
  path: string;
  rest: readonly KeyPartKind[];
  schema: () => Promise<z.ZodType>;
}

/**
 * The reads a page may carry, by their path (the query key's first part) and the kinds of the key's other parts: a
 * product's page its product; the landing the guardians; the marketplace a page of products; a page drawn for its
 * signed-in customer (common/prerendered-pages.ts, SESSION_DRAWN_PATHS) who they are, their cart, assessments and lab
 * orders (server/customer-page-answers.ts).
 */
const CARRIED_READS: readonly CarriedRead[] = [
  { path: PUBLIC_READ_PATHS.products, rest: ['segment'], schema: contract.catalog.ProductResponse },
  { path: PUBLIC_READ_PATHS.products, rest: ['parameters'], schema: contract.catalog.ProductListResponse },
  { path: PUBLIC_READ_PATHS.guardians, rest: [], schema: contract.guardians.GuardianListResponse },
  { path: CUSTOMER_READ_PATHS.session, rest: [], schema: contract.accounts.CurrentUserResponse },
  { path: CUSTOMER_READ_PATHS.cart, rest: [], schema: contract.cart.CartResponse },
  { path: CUSTOMER_READ_PATHS.myAssessments, rest: [], schema: contract.assessments.MyAssessmentsResponse },
  { path: CUSTOMER_READ_PATHS.myLabOrders, rest: [], schema: contract.labs.LabOrderListResponse },
];

function kindOf(part: unknown): KeyPartKind | undefined {
  if (typeof part === 'string') return 'segment';
  if (typeof part !== 'object' || part === null || Array.isArray(part)) return undefined;
  return Object.values(part).every((value) => typeof value === 'string' || typeof value === 'number') ? 'parameters' : undefined;
}

/** The read a query key is a key of, or undefined (not one a page may carry). */
function carriedReadOf(queryKey: unknown): CarriedRead | undefined {
  if (!Array.isArray(queryKey) || typeof queryKey[0] !== 'string') return undefined;
  const rest = queryKey.slice(1).map(kindOf);
  return CARRIED_READS.find((read) => read.path === queryKey[0] && read.rest.length === rest.length && read.rest.every((kind, index) => kind === rest[index]));
}

/** `data` checked with the schema of the read `queryKey` is a key of: the parsed data, or undefined. */
async function checked(queryKey: unknown, data: unknown): Promise<{ data: unknown } | undefined> {
  const read = carriedReadOf(queryKey);
  if (!read) return undefined;
  const parsed = (await read.schema()).safeParse(data);
  return parsed.success ? { data: parsed.data } : undefined;
}

/**
 * The server's side: `answers` (the server's answers for the page: server/http/web-app.ts) checked with their reads'
 * schemas and put in `client`, the query client the page is then drawn with.
 */
export async function seedPageAnswers(client: QueryClient, answers: readonly PageAnswer[]): Promise<void> {
  const seeded = await Promise.all(answers.map(async ({ queryKey, answer }) => ({ queryKey: queryKey as QueryKey, answer: await checked(queryKey, answer) })));
  for (const { queryKey, answer } of seeded) if (answer) client.setQueryData(queryKey, answer.data);
}

/** The server's side: the queries of `client` a page carries (its answered reads a page may carry), or undefined: none. */
export function pageQueryState(client: QueryClient): DehydratedState | undefined {
  const state = dehydrate(client, { shouldDehydrateQuery: (query) => query.state.status === 'success' && carriedReadOf(query.queryKey) !== undefined });
  return state.queries.length > 0 ? state : undefined;
}

/** A carried query as the browser's cache takes it: a successful answer, at the time it was given (never later than now). */
async function checkedQuery(value: unknown, now: number): Promise<DehydratedState['queries'][number] | undefined> {
  if (typeof value !== 'object' || value === null || !('queryKey' in value) || !('state' in value)) return undefined;
  const { queryKey, state } = value;
  if (typeof state !== 'object' || state === null || !('data' in state) || !('dataUpdatedAt' in state)) return undefined;
  const { dataUpdatedAt } = state;
  if (typeof dataUpdatedAt !== 'number' || !Number.isFinite(dataUpdatedAt) || dataUpdatedAt <= 0) return undefined;
  const answer = await checked(queryKey, state.data);
  if (!answer) return undefined;
  const key = queryKey as QueryKey;
  const updatedAt = Math.min(dataUpdatedAt, now);
  return {
    queryKey: key,
    queryHash: hashKey(key),
    dehydratedAt: updatedAt,
    state: {
      data: answer.data,
      dataUpdateCount: 1,
      dataUpdatedAt: updatedAt,
      error: null,
      errorUpdateCount: 0,
      errorUpdatedAt: 0,
      fetchFailureCount: 0,
      fetchFailureReason: null,
      fetchMeta: null,
      isInvalidated: false,
      status: 'success',
      fetchStatus: 'idle',
    },
  };
}

/**
 * The browser's side: the dehydrated state the page carries (server/web-render/page-html.ts), its queries each checked,
 * for `hydrate`. A missing, broken or foreign block, and anything in it that is not a carried read's good answer, is
 * nothing. Never rejects.
 */
export async function carriedQueryState(page: Document, now = Date.now()): Promise<DehydratedState> {
  const none: DehydratedState = { mutations: [], queries: [] };
  const block = page.getElementById(QUERY_STATE_ELEMENT_ID);
  if (!(block instanceof HTMLScriptElement) || block.type !== 'application/json') return none;
  let parsed: unknown;
  try {
    parsed = JSON.parse(block.text);
  } catch {
    return none;
  }
  if (typeof parsed !== 'object' || parsed === null || !('queries' in parsed) || !Array.isArray(parsed.queries)) return none;
  try {
    const queries = await Promise.all(parsed.queries.map((query: unknown) => checkedQuery(query, now)));
    return { mutations: [], queries: queries.filter((query) => query !== undefined) };
  } catch {
    // A schema's code could not be loaded (offline): the screen asks for its reads as usual.
    return none;
  }
}
