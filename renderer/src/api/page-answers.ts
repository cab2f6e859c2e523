// Answers a server-rendered page was drawn with (a product's page, a customer's dashboard: server/web-render), carried
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

/** An answer checked with its schema, ready for the query cache. */
export interface SeededAnswer {
  queryKey: QueryKey;
  data: unknown;
}

/**
 * The reads a page may carry answers of, by their path (the query key's first part) and how many parts their key has:
 * a product's page its product; a page drawn for its signed-in customer (common/prerendered-pages.ts,
 * SESSION_DRAWN_PATHS) who they are, their cart, assessments and lab orders (server/customer-page-answers.ts).
 */
const CARRIED_READS: Record<string, { keyLength: number; schema: () => Promise<z.ZodType> }> = {
  '/api/products': { keyLength: 2, schema: contract.catalog.ProductResponse },
  [CUSTOMER_READ_PATHS.session]: { keyLength: 1, schema: contract.accounts.CurrentUserResponse },
  [CUSTOMER_READ_PATHS.cart]: { keyLength: 1, schema: contract.cart.CartResponse },
  [CUSTOMER_READ_PATHS.myAssessments]: { keyLength: 1, schema: contract.assessments.MyAssessmentsResponse },
  [CUSTOMER_READ_PATHS.myLabOrders]: { keyLength: 1, schema: contract.labs.LabOrderListResponse },
};

function isPageAnswer(value: unknown): value is PageAnswer {
  if (typeof value !== 'object' || value === null || !('queryKey' in value) || !('answer' in value)) return false;
  const { queryKey } = value;
  if (!Array.isArray(queryKey) || !queryKey.every((part) => typeof part === 'string')) return false;
  return Object.hasOwn(CARRIED_READS, queryKey[0] as string) && CARRIED_READS[queryKey[0] as string]!.keyLength === queryKey.length;
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

/** Whether the page carries the answer of GET `url` (a route need not start that read early: api/early-reads.ts). */
export function pageCarries(url: string): boolean {
  return carriedAnswers().some((entry) => urlFromQueryKey(entry.queryKey) === url);
}

/** The page's answers that pass their read's schema, as the query cache takes them. */
export async function checkedPageAnswers(entries: readonly PageAnswer[] = carriedAnswers()): Promise<SeededAnswer[]> {
  // The schemas' modules load side by side (a customer's page carries four reads), each answer checked as it arrives.
  const checked = await Promise.all(
    entries.filter(isPageAnswer).map(async (entry): Promise<SeededAnswer | undefined> => {
      const schema = await CARRIED_READS[entry.queryKey[0]!]!.schema();
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
