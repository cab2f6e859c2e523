// Answers a server-rendered page was drawn with (a product's page, the landing, a customer's dashboard: server/web-render), carried
// in a JSON data block.
// They go into the query cache before hydration, so the first render draws what the HTML shows rather than a
// placeholder (which would replace the page until the same answer came back over the network). An answer is checked
// with its read's own schema, as one asked for would be; anything else in the block is ignored and asked for as usual.
import type { QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { PAGE_ANSWERS_ELEMENT_ID } from '@common/prerendered-pages';
import type { PageAnswer } from '@common/prerendered-pages';
import { contract } from './contract-loaders';
import { urlFromQueryKey } from './query-client';
import { CUSTOMER_READ_PATHS } from '@common/customer-reads';
import { PUBLIC_READ_PATHS } from '@common/public-reads';

/** An answer checked with its schema, ready for the query cache. */
export interface SeededAnswer {
  queryKey: QueryKey;
  data: unknown;
}

/** What follows a read's path in its query key: a path segment (a product's slug) or the query's parameters. */
type KeyPartKind = 'segment' | 'parameters';

interface CarriedRead {
  path: string;
  rest: readonly KeyPartKind[];
  schema: () => Promise<z.ZodType>;
}

/**
 * The reads a page may carry answers of, by their path (the query key's first part) and the kinds of the key's other
 * parts: a product's page its product; the landing the guardians; the marketplace a page of products; a page drawn
 * for its signed-in customer (common/prerendered-pages.ts, SESSION_DRAWN_PATHS) who they are, their cart,
 * assessments and lab orders (server/customer-page-answers.ts).
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

/** The read a carried entry is an answer of, or undefined (not one we know: it is asked for as usual). */
function carriedReadOf(value: unknown): CarriedRead | undefined {
  if (typeof value !== 'object' || value === null || !('queryKey' in value) || !('answer' in value)) return undefined;
  const { queryKey } = value;
  if (!Array.isArray(queryKey) || typeof queryKey[0] !== 'string') return undefined;
  const rest = queryKey.slice(1).map(kindOf);
  return CARRIED_READS.find((read) => read.path === queryKey[0] && read.rest.length === rest.length && read.rest.every((kind, index) => kind === rest[index]));
}

function isPageAnswer(value: unknown): value is PageAnswer {
  return carriedReadOf(value) !== undefined;
}

let carried: PageAnswer[] | undefined;

/** The block's answers of reads we know (read once; a missing, broken or foreign block is none). */
function carriedAnswers(): PageAnswer[] {
  if (carried) return carried;
  carried = [];
  const block = typeof document === 'undefined' ? null : document.getElementById(PAGE_ANSWERS_ELEMENT_ID);
  if (block instanceof HTMLScriptElement && block.type === 'application/json') {
    try {
      const parsed: unknown = JSON.parse(block.text);
      if (Array.isArray(parsed)) carried = parsed.filter(isPageAnswer);
    } catch {
      // Not JSON: nothing is carried, the screen asks.
    }
  }
  return carried;
}

/** Whether the page carries the answer of GET `url` (a route's loader need not start that read: app/routes.tsx). */
export function pageCarries(url: string): boolean {
  return carriedAnswers().some((entry) => urlFromQueryKey(entry.queryKey) === url);
}

/** The page's answers that pass their read's schema, as the query cache takes them. */
export async function checkedPageAnswers(entries: readonly PageAnswer[] = carriedAnswers()): Promise<SeededAnswer[]> {
  // The schemas' modules load side by side (a customer's page carries four reads), each answer checked as it arrives.
  const checked = await Promise.all(
    entries.filter(isPageAnswer).map(async (entry): Promise<SeededAnswer | undefined> => {
      const schema = await carriedReadOf(entry)!.schema();
      const parsed = schema.safeParse(entry.answer);
      return parsed.success ? { queryKey: entry.queryKey, data: parsed.data } : undefined;
    }),
  );
  return checked.filter((answer) => answer !== undefined);
}

/** Tests only: the block is read again. */
export function forgetPageAnswersForTests(): void {
  carried = undefined;
}
