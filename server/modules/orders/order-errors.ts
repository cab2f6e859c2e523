// The refusals every orders use case shares, with the codes the orders contract declares (ORDER_ERROR_CODES).
import type { OrderErrorCode } from '@common/contracts/orders';
import { AppError } from '../../http/app-error';

/** A refusal with one of the codes the orders contract declares (ORDER_ERROR_CODES). */
export function orderError(status: number, code: OrderErrorCode, message: string, details?: Record<string, unknown>): AppError {
  return new AppError(status, code, message, details);
}

export function orderNotFound(orderId: string): AppError {
  return orderError(404, 'ORDER_NOT_FOUND', 'There is no such order. Open your orders in your profile to find it.', { orderId });
}
