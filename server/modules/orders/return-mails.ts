// A return's mails (issue 44): each step the customer is told of — asked for, approved, declined, refunded — once its
// write committed, keyed by the return and the step so a step tried again mails nobody twice. Receiving the parcel is
// not mailed: the refund that follows it is.
import type { Kysely } from 'kysely';
import type { Order } from '@common/contracts/orders';
import { REFUND_DESTINATIONS } from '@common/order-lifecycle';
import type { ReturnStatus } from '@common/returns';
import type { Database } from '../../db/schema';
import { returnStepMail } from '../../mail/templates/return-mails';
import type { ReturnStep } from '../../mail/templates/return-mails';
import { accountNamesByIds } from '../accounts/accounts.exports';
import { queueOrderMail } from './order-mails';
import type { OrderMailDependencies } from './order-mails';

export function returnMailKey(returnId: string, step: ReturnStep): string {
  return `return:${returnId}:${step}`;
}

function stepOf(status: ReturnStatus): ReturnStep | undefined {
  return status === 'received' ? undefined : status;
}

/** Asks for the mail of the step `returnId` of `order` has just reached, to the account that placed the order. */
export async function mailReturnStep(
  deps: OrderMailDependencies & { db: Kysely<Database> },
  order: Order,
  returnId: string,
  customerId: string,
  origin: string | undefined,
): Promise<void> {
  const found = order.returns.find((candidate) => candidate.id === returnId);
  const step = found && stepOf(found.status);
  if (!found || !step) return;
  const customer = async () => {
    const account = (await accountNamesByIds(deps.db, [customerId])).get(customerId);
    return account && { email: account.email, name: account.displayName };
  };
  await queueOrderMail(deps, { orderId: order.id, key: returnMailKey(returnId, step), origin }, customer, (recipient) =>
    returnStepMail(step, {
      ...recipient,
      orderId: order.id,
      lines: found.lines,
      refundAmount: found.refundAmount,
      currency: order.currency,
      paidWith: REFUND_DESTINATIONS[order.payment.method],
      coinsBack: found.coinsBack,
      rewardCoinsBack: found.rewardCoinsBack,
      note: found.decisionNote,
    }),
  );
}
