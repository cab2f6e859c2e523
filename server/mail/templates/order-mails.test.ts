import { describe, expect, it } from 'vitest';
import { orderCancelledMail, orderDeliveredMail, orderPlacedMail, orderShippedMail, type OrderPlacedMailInput } from './order-mails';
import { ORIGIN } from './mail-samples';

const order = { to: 'asha@example.com', name: 'Asha', publicOrigin: ORIGIN, orderId: '3f2a9c1e-7b6d-4e1f-9a0b-1c2d3e4f5a6b' };

const placed: OrderPlacedMailInput = {
  ...order,
  lines: [
    { name: 'Vitamin D3 1000 IU', quantity: 2, lineTotal: 59_800 },
    { name: 'Omega-3 Fish Oil', quantity: 1, lineTotal: 70_100 },
  ],
  total: 129_900,
  currency: 'INR',
  paymentMethod: 'cod',
  shippingAddress: { name: 'Asha Rao', city: 'Bengaluru', postalCode: '560025', country: 'IN' },
  delivery: { estimatedFrom: '2026-11-27', estimatedTo: '2026-11-30' },
};

describe('orderPlacedMail', () => {
  const mail = orderPlacedMail(placed);

  it('names the order by its short reference', () => {
    expect(mail.subject).toBe('Your Guardians order 3f2a9c1e is placed');
    expect(mail.text).toContain('We have your order 3f2a9c1e.');
  });

  it('lists each item with its quantity and price, and the total, in rupees', () => {
    expect(mail.text).toContain('- 2 × Vitamin D3 1000 IU: ₹598.00\n- 1 × Omega-3 Fish Oil: ₹701.00');
    expect(mail.text).toContain('Total: ₹1,299.00');
    expect(mail.html).toContain('<li>2 × Vitamin D3 1000 IU: ₹598.00</li>');
  });

  it('names the payment method, the address in short and the delivery estimate', () => {
    expect(mail.text).toContain('Payment: Cash on delivery (you pay when the parcel arrives).');
    expect(orderPlacedMail({ ...placed, paymentMethod: 'card' }).text).toContain('Payment: Card.');
    expect(mail.text).toContain('Delivering to: Asha Rao, Bengaluru 560025, India.');
    expect(mail.text).toContain('Expected between 27 November 2026 and 30 November 2026.');
    expect(orderPlacedMail({ ...placed, delivery: { estimatedFrom: '2026-11-27', estimatedTo: '2026-11-27' } }).text).toContain(
      'Expected on 27 November 2026.',
    );
  });

  it('links to the profile, where the order is', () => {
    expect(mail.text).toContain(`See your order in your profile: ${ORIGIN}/profile`);
  });
});

describe('orderShippedMail', () => {
  it("passes on the courier's tracking note", () => {
    const mail = orderShippedMail({ ...order, trackingNote: 'Blue Dart AWB 12345678' });
    expect(mail.subject).toBe('Your Guardians order 3f2a9c1e is on its way');
    expect(mail.text).toContain('Tracking: Blue Dart AWB 12345678');
  });

  it('says so when there is no tracking note', () => {
    for (const trackingNote of [null, '   ']) {
      const mail = orderShippedMail({ ...order, trackingNote });
      expect(mail.text).not.toContain('Tracking:');
      expect(mail.text).toContain('We have no tracking details for this parcel');
    }
  });
});

describe('orderDeliveredMail', () => {
  it('confirms the delivery and says whom to write when something is wrong', () => {
    const mail = orderDeliveredMail(order);
    expect(mail.subject).toBe('Your Guardians order 3f2a9c1e was delivered');
    expect(mail.text).toContain('care@guardians.example');
    expect(mail.text).toContain('mention the order 3f2a9c1e');
  });
});

describe('orderCancelledMail', () => {
  it('gives the reason, the card refund and what happens to the coins', () => {
    const mail = orderCancelledMail({
      ...order,
      reason: 'Out of stock at the warehouse',
      paymentRefund: { amount: 129_900, currency: 'INR', paidWith: 'the card you paid with' },
      coinsReturned: 50,
      rewardCoinsTakenBack: 12,
    });
    expect(mail.subject).toBe('Your Guardians order 3f2a9c1e is cancelled');
    expect(mail.text).toContain('Reason: Out of stock at the warehouse');
    expect(mail.text).toContain('The ₹1,299.00 you paid goes back to the card you paid with.');
    expect(mail.text).toContain('The 50 coins you used on this order are back in your wallet.');
    expect(mail.text).toContain('The 12 coins this order earned as a reward have been taken back.');
  });

  it('says nothing was charged when nothing was, and leaves out coins and reason that do not apply', () => {
    const mail = orderCancelledMail({ ...order, reason: null, paymentRefund: null, coinsReturned: 0, rewardCoinsTakenBack: 0 });
    expect(mail.text).toContain('You were not charged for this order, so there is nothing to refund.');
    expect(mail.text).not.toMatch(/Reason:|coins/);
  });

  it('writes one coin in the singular', () => {
    const mail = orderCancelledMail({ ...order, reason: null, paymentRefund: null, coinsReturned: 1, rewardCoinsTakenBack: 1 });
    expect(mail.text).toContain('The 1 coin you used on this order is back in your wallet.');
    expect(mail.text).toContain('The 1 coin this order earned as a reward has been taken back.');
  });
});
