// The answers a page drawn for its signed-in customer carries (common/prerendered-pages.ts, SESSION_DRAWN_PATHS;
// server/web-render/session-pages.ts): the same bodies the API gives that customer for the reads the page makes as it
// opens, under the same query keys (the reads' URLs), so the browser's first render draws what the HTML shows. Each is
// checked there with its read's own schema (renderer/src/api/page-answers.ts).
import type { Request, Response } from 'express';
import type { CurrentUserResponse } from '@common/contracts/accounts';
import type { MyAssessmentsResponse } from '@common/contracts/assessments';
import type { CartResponse } from '@common/contracts/cart';
import type { LabOrderListResponse } from '@common/contracts/labs';
import type { PageAnswer } from '@common/prerendered-pages';
import type { AssessmentsService } from './modules/assessments/assessments.service';
import type { CartService } from './modules/cart/cart.service';
import type { LabsService } from './modules/labs/labs.service';
import type { SessionsService } from './modules/sessions/sessions.service';

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
      { queryKey: ['/api/auth/me'], answer: { user } satisfies CurrentUserResponse },
      { queryKey: ['/api/cart'], answer: { cart } satisfies CartResponse },
      { queryKey: ['/api/assessment/mine'], answer: { email: user.email, temporary: false, assessments } satisfies MyAssessmentsResponse },
      { queryKey: ['/api/care/lab-orders'], answer: { orders } satisfies LabOrderListResponse },
    ];
  };
}
