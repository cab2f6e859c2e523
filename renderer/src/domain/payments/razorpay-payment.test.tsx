import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { databaseAvailable, installFakeServer, json } from '../../api/test-support/fake-server';
import { renderAppScreen } from '../../testing/render-app-screen';
import { testOrder } from '../../testing/test-order';
import type { Order } from '@common/contracts/orders';
import { PayOrderOnline } from './pay-order-online';
import { fakeCheckout } from '../../testing/fake-razorpay-checkout';
import type { RazorpayLoader } from './razorpay-payment';

const order = testOrder({
  id: 'ord-razorpay-1',
  payment: { method: 'razorpay', provider: 'razorpay', reference: 'order_Abc123Def456Gh', paidAt: null, refundedAmount: 0 },
});
const answer = {
  razorpay_order_id: 'order_Abc123Def456Gh',
  razorpay_payment_id: 'pay_Xyz987Wvu654Ts',
  razorpay_signature: 'f'.repeat(64),
};

/** The payment step as checkout and /profile use it for an order (the amount and the contact come from the order). */
function OrderPayment({
  keyId,
  onPaid,
  loadCheckout,
}: {
  keyId: string;
  onPaid: (paid: Order) => void;
  loadCheckout: RazorpayLoader;
  amountText: string;
  prefill?: object;
}) {
  return <PayOrderOnline keyId={keyId} order={order} onPaid={onPaid} loadCheckout={loadCheckout} />;
}

/** Renders the payment step with a stand-in checkout.js and presses Pay once it is ready. */
async function openPayment() {
  const { Razorpay, opened } = fakeCheckout();
  const onPaid = vi.fn();
  renderAppScreen(<OrderPayment keyId="rzp_test_1" amountText="₹1,000.00" onPaid={onPaid} loadCheckout={async () => Razorpay} />);
  const pay = await screen.findByRole('button', { name: /Pay ₹1,000.00/ });
  await waitFor(() => expect((pay as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(pay);
  return { opened, onPaid };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RazorpayPayment', () => {
  it("opens Razorpay's checkout on the order's Razorpay order and sends its signed answer to the server", async () => {
    const server = installFakeServer({
      'GET /api/db-status': databaseAvailable,
      [`POST /api/orders/${order.id}/razorpay-payment`]: () => json({ order: { ...order, status: 'paid' } }),
    });
    const { Razorpay, opened } = fakeCheckout();
    const onPaid = vi.fn();
    renderAppScreen(
      <OrderPayment keyId="rzp_test_1" amountText="₹1,000.00" prefill={{ contact: '+91 98765 43210' }} onPaid={onPaid} loadCheckout={async () => Razorpay} />,
    );
    const pay = await screen.findByRole('button', { name: 'Pay ₹1,000.00 with UPI, card or netbanking' });
    await waitFor(() => expect((pay as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(pay);
    expect(opened).toHaveLength(1);
    expect(opened[0]?.options).toMatchObject({
      key: 'rzp_test_1',
      order_id: 'order_Abc123Def456Gh',
      amount: 100_000,
      currency: 'INR',
      prefill: { contact: '+91 98765 43210' },
    });
    opened[0]?.options.handler(answer);
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith(expect.objectContaining({ status: 'paid' })));
    const [sent] = server.requestsTo(`POST /api/orders/${order.id}/razorpay-payment`);
    expect(JSON.parse(String(sent?.init.body))).toEqual({
      razorpayOrderId: answer.razorpay_order_id,
      razorpayPaymentId: answer.razorpay_payment_id,
      razorpaySignature: answer.razorpay_signature,
    });
  });

  it('says the order is kept when the window is closed, and shows why a payment failed', async () => {
    installFakeServer({});
    const { opened, onPaid } = await openPayment();
    opened[0]?.failed.forEach((callback) => callback({ error: { description: 'Your bank declined the payment.' } }));
    expect(await screen.findByText(/Your bank declined the payment\. Nothing was taken/)).toBeTruthy();
    opened[0]?.options.modal.ondismiss();
    expect(await screen.findByText(/You closed the payment window before paying\. It is kept, awaiting payment/)).toBeTruthy();
    expect((screen.getByRole('button', { name: /Pay ₹1,000.00/ }) as HTMLButtonElement).disabled).toBe(false);
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('tells the customer the payment will still arrive when the server cannot confirm it at once', async () => {
    installFakeServer({
      'GET /api/db-status': databaseAvailable,
      [`POST /api/orders/${order.id}/razorpay-payment`]: () => json({ code: 'PAYMENT_PROVIDER_UNAVAILABLE', message: 'Razorpay did not answer' }, 502),
    });
    const { opened, onPaid } = await openPayment();
    opened[0]?.options.handler(answer);
    expect(await screen.findByText(/Razorpay took your payment, but we could not confirm it just now/)).toBeTruthy();
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('says the window could not load when checkout.js does not arrive, and keeps the order', async () => {
    renderAppScreen(<OrderPayment keyId="rzp_test_1" amountText="₹1,000.00" onPaid={vi.fn()} loadCheckout={() => Promise.reject(new Error('blocked'))} />);
    expect(await screen.findByText("Razorpay's payment window could not load")).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('it is kept, awaiting payment');
  });
});
