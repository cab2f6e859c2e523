// Returns of delivered orders (issue 44): the customer asks within RETURN_WINDOW_DAYS, staff approve or decline,
// receive the parcel (stock back) and refund (money through the way it was paid, redeemed coins back, the returned
// share of the reward taken back). The endpoints are in orders.ts, whose Order carries its returns.
import { z } from 'zod';
import { RETURN_REASONS, RETURN_STATUSES } from '../returns';
import { MoneyAmount, ProductId } from './catalog';

export const OrderReturnLine = z.object({
  productId: z.string(),
  name: z.string(),
  quantity: z.number().int().min(1),
  unitPrice: MoneyAmount,
});

export const OrderReturn = z
  .object({
    id: z.string(),
    status: z.enum(RETURN_STATUSES),
    reason: z.enum(RETURN_REASONS),
    note: z.string().nullable().describe("The customer's words."),
    lines: z.array(OrderReturnLine),
    refundAmount: MoneyAmount.describe('What the refund step gives back (computed when asked, by common/returns.ts).'),
    coinsBack: z.number().int().min(0),
    rewardCoinsBack: z.number().int().min(0),
    decisionNote: z.string().nullable().describe("Staff's note when approving or declining (why, how to send it back)."),
    requestedAt: z.iso.datetime(),
    decidedAt: z.iso.datetime().nullable(),
    receivedAt: z.iso.datetime().nullable(),
    refundedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'OrderReturn' });
export type OrderReturn = z.infer<typeof OrderReturn>;

export const ReturnRequest = z
  .object({
    items: z
      .array(z.object({ productId: ProductId, quantity: z.number().int().min(1).max(100) }))
      .min(1)
      .max(50)
      .refine((items) => new Set(items.map((item) => item.productId)).size === items.length, 'list each product once'),
    reason: z.enum(RETURN_REASONS),
    note: z.string().trim().max(1000).optional(),
  })
  .meta({ id: 'ReturnRequest' });
export type ReturnRequest = z.infer<typeof ReturnRequest>;

export const ReturnStatusChange = z
  .object({
    status: z.enum(['approved', 'declined', 'received', 'refunded']),
    note: z.string().trim().max(500).optional().describe('Shown to the customer: why declined, how to send it back.'),
  })
  .meta({ id: 'ReturnStatusChange' });
export type ReturnStatusChange = z.infer<typeof ReturnStatusChange>;

export const ReturnIdParams = z.object({ id: z.string().trim().min(1).max(64) });

export const RETURN_ERROR_CODES = [
  'RETURN_NOT_DELIVERED',
  'RETURN_WINDOW_CLOSED',
  'RETURN_QUANTITY_UNAVAILABLE',
  'RETURN_ALREADY_OPEN',
  'RETURN_NOT_FOUND',
  'RETURN_STATUS_CONFLICT',
  'RETURN_OPEN',
] as const;
export type ReturnErrorCode = (typeof RETURN_ERROR_CODES)[number];
