// What the orders endpoints check before their handlers: the Idempotency-Key of a purchase, and Razorpay being on.
import type { RequestHandler } from 'express';
import { IDEMPOTENCY_KEY_HEADER, IdempotencyKey } from '@common/contracts/orders';
import { AppError } from '../../http/app-error';
import { orderError } from './order-errors';

/** Checked before the body, so a client that forgot the header learns that first. */
export const requireIdempotencyKey: RequestHandler = (req, res, next) => {
  const key = req.get(IDEMPOTENCY_KEY_HEADER);
  if (key === undefined || key.trim() === '') {
    throw orderError(
      400,
      'IDEMPOTENCY_KEY_REQUIRED',
      `Send an ${IDEMPOTENCY_KEY_HEADER} header (e.g. a UUID made when the checkout opened) so a retried purchase is never charged twice.`,
    );
  }
  const parsed = IdempotencyKey.safeParse(key.trim());
  if (!parsed.success) {
    throw orderError(400, 'IDEMPOTENCY_KEY_INVALID', `The ${IDEMPOTENCY_KEY_HEADER} header must be 8 to 200 letters, digits or - _ : . characters.`);
  }
  res.locals.idempotencyKey = parsed.data;
  next();
};

export function razorpayNotConfigured(): AppError {
  return new AppError(404, 'NOT_FOUND', 'Razorpay is not configured on this server (set RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET).');
}
