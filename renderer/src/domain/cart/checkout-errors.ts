import { FIRST_ORDER_PROMO } from '@common/commerce';
import { OutOfStockDetails } from '@common/contracts/orders';
import { ApiError } from '../../api/api-error';
import { errorSentence } from '../../api/error-texts';

/** The sentence checkout shows for a refused order, naming the code or the product the buyer has to change. */
export function checkoutErrorSentence(error: unknown, promoCode: string): string {
  if (error instanceof ApiError) {
    if (error.code === 'PROMO_NOT_APPLICABLE') {
      return `${FIRST_ORDER_PROMO.code} is for the first order of an account, and this account has ordered before. Remove the code to place your order.`;
    }
    if (error.code === 'PROMO_UNKNOWN') return `We do not know the promo code “${promoCode}”. Check its spelling, or remove it.`;
    if (error.code === 'OUT_OF_STOCK') {
      const details = OutOfStockDetails.safeParse(error.details);
      if (details.success) {
        const { name, available } = details.data;
        return available === 0
          ? `${name} has just sold out. Remove it from your cart to place your order.`
          : `Only ${available} of ${name} ${available === 1 ? 'is' : 'are'} left. Lower the quantity in your cart to place your order.`;
      }
      return 'A product in your cart has sold out. Check the quantities in your cart.';
    }
    if (error.code === 'PAYMENT_DECLINED') return 'The payment was declined and nothing was charged. Try again, or use another payment method.';
  }
  return errorSentence(error, 'Your order could not be placed. Nothing was charged; try again.');
}
