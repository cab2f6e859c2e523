// The answers a page drawn for its signed-in customer carries (common/prerendered-pages.ts, SESSION_DRAWN_PATHS;
// server/web-render/session-pages.ts): the same bodies the API gives that customer for the reads the page makes as it
// opens, under the same query keys (the reads' URLs, common/customer-reads.ts), so the browser's first render draws what the HTML shows. Each is
// checked there with its read's own schema (renderer/src/app/ssr/query-state.ts).
import type { Request, Response } from 'express';
import type { CurrentUserResponse } from '@common/contracts/accounts';
import type { MyAssessmentsResponse } from '@common/contracts/assessments';
import type { CartResponse } from '@common/contracts/cart';
import type { LabOrderListResponse } from '@common/contracts/labs';
import type { PageAnswer } from '@common/prerendered-pages';
import type { AssessmentsService } from './modules/assessments/assessments.exports';
import type { CartService } from './modules/cart/cart.exports';
import type { LabsService } from './modules/labs/labs.exports';
import type { SessionsService } from './modules/sessions/sessions.exports';
import { CUSTOMER_READ_PATHS } from '@common/customer-reads';

export interface CustomerPageReads {
  sessions: SessionsService;
  assessments: AssessmentsService;
  labs: LabsService;
  cart: CartService;
}

/** The signed-in customer's answers (who they are, their cart, assessments and lab orders), or undefined when signed out. */
export function customerPageAnswers(reads: CustomerPageReads): (req: Request, res: Response) => Promise<PageAnswer[] | undefined> {
  return async (req, res) => {
    const signedIn = await reads.sessions.current(req, res);
    if (!signedIn) return undefined;
    const { user } = signedIn;
    const [assessments, orders, cart] = await Promise.all([
      reads.assessments.list({ kind: 'account', userId: user.id, email: user.email }),
      reads.labs.customerOrders(user.id),
      reads.cart.get(user.id),
    ]);
    return [
      { queryKey: [CUSTOMER_READ_PATHS.session], answer: { user } satisfies CurrentUserResponse },
      { queryKey: [CUSTOMER_READ_PATHS.cart], answer: { cart } satisfies CartResponse },
      { queryKey: [CUSTOMER_READ_PATHS.myAssessments], answer: { email: user.email, temporary: false, assessments } satisfies MyAssessmentsResponse },
      { queryKey: [CUSTOMER_READ_PATHS.myLabOrders], answer: { orders } satisfies LabOrderListResponse },
    ];
  };
}
