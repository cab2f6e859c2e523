// What a UPI AutoPay mandate lets the store do, in the words a customer reads before approving it in their UPI app,
// beside the choice of paying a subscription through Razorpay and on the payment that registers it.
import { Text } from '@mantine/core';
import { formatMoney } from '@common/commerce';
import { UPI_AUTOPAY_MAX_AMOUNT } from '@common/subscriptions';

/** "₹15,000.00": the most one debit of the mandate takes. */
export const UPI_AUTOPAY_LIMIT_TEXT = formatMoney(UPI_AUTOPAY_MAX_AMOUNT, 'INR');

export function UpiAutoPayMandateNote() {
  return (
    <Text size="sm">
      Your UPI app (Google Pay, PhonePe, Paytm or your bank's) asks you to approve a UPI AutoPay mandate for Guardians. It lets us take each delivery's amount
      from your bank account when the order is placed, never more than {UPI_AUTOPAY_LIMIT_TEXT} a delivery. Your bank tells you before each debit, and you can
      pause or cancel the mandate in your UPI app at any time.
    </Text>
  );
}
