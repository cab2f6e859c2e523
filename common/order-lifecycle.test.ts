import { describe, expect, it } from 'vitest';
import type { OrderStatus } from './contracts/orders';
import { moveRecordsPayment } from './order-lifecycle';

describe('moveRecordsPayment', () => {
  it.each<[OrderStatus, boolean, boolean]>([
    ['paid', false, true],
    ['delivered', false, true],
    ['delivered', true, false],
    ['paid', true, false],
    ['packed', false, false],
    ['shipped', false, false],
    ['cancelled', false, false],
    ['refunded', false, false],
    ['refunded', true, false],
  ])('a move to %s when already paid is %s records the payment: %s', (to, alreadyPaid, records) => {
    expect(moveRecordsPayment(to, alreadyPaid)).toBe(records);
  });
});
