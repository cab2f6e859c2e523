// The online step of a Razorpay order: Razorpay's checkout (checkout.js, loaded from checkout.razorpay.com only now)
// opens on the order's Razorpay order, where the customer pays by UPI, card, netbanking or a wallet. Its signed answer
// goes to our server, which checks it with Razorpay before the order turns paid; Razorpay's webhook does the same if
// this page is closed mid-payment. A subscription's order that registers a UPI AutoPay mandate opens the checkout for
// its customer with recurring: 1, where the customer pays by UPI and approves the mandate in their UPI app.
import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { ErrorAlert } from '../../ui/error-alert';
import { UpiAutoPayMandateNote } from './upi-autopay-mandate';

const CHECKOUT_SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

/** What checkout.js hands the handler when a payment succeeds. */
export interface RazorpayCheckoutResponse {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

/** The options of Razorpay's checkout that this page sets. */
export interface RazorpayCheckoutOptions {
  key: string;
  order_id: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  prefill?: { email?: string; contact?: string; name?: string };
  theme?: { color: string };
  /** A UPI AutoPay registration: the customer at Razorpay the mandate is for, and recurring "1". */
  customer_id?: string;
  recurring?: '1';
  handler: (response: RazorpayCheckoutResponse) => void;
  modal: { ondismiss: () => void };
}

export interface RazorpayCheckout {
  open(): void;
  on(event: 'payment.failed', callback: (response: { error: { description?: string } }) => void): void;
}

export type RazorpayCheckoutConstructor = new (options: RazorpayCheckoutOptions) => RazorpayCheckout;
export type RazorpayLoader = () => Promise<RazorpayCheckoutConstructor>;

/** Adds checkout.js to the page once; resolves with its `Razorpay` constructor. */
const loadCheckoutScript: RazorpayLoader = () =>
  new Promise((resolve, reject) => {
    const ready = (window as { Razorpay?: RazorpayCheckoutConstructor }).Razorpay;
    if (ready) {
      resolve(ready);
      return;
    }
    const script = document.createElement('script');
    script.src = CHECKOUT_SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      const loaded = (window as { Razorpay?: RazorpayCheckoutConstructor }).Razorpay;
      if (loaded) resolve(loaded);
      else reject(new Error('checkout.js defined no Razorpay'));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error('checkout.js did not load'));
    };
    document.head.appendChild(script);
  });

/** What is paid: an order, a consultation. */
export interface RazorpayPayable {
  id: string;
  /** The Razorpay order to pay: razorpay_order_id. */
  reference: string;
  amount: number;
  currency: string;
  /** Shown in Razorpay's window: "Order 1a2b3c4d". */
  description: string;
  /** Its payment registers a UPI AutoPay mandate for this customer at Razorpay (a subscription's order). */
  recurringCustomerId?: string;
}

export interface RazorpayPaymentProps<Paid> {
  keyId: string;
  payable: RazorpayPayable;
  /** Sends the checkout's signed answer to our server, which checks it with Razorpay. */
  confirm: (answer: RazorpayCheckoutResponse) => Promise<Paid>;
  /** "₹1,299.00" */
  amountText: string;
  /** Filled in Razorpay's window so the customer types less. */
  prefill?: { email?: string; contact?: string; name?: string };
  onPaid: (paid: Paid) => void;
  /** Tests pass a stand-in for checkout.js. */
  loadCheckout?: RazorpayLoader;
}

type Phase = 'loading' | 'ready' | 'open' | 'confirming' | 'unavailable';

export function RazorpayPayment<Paid>({
  keyId,
  payable,
  confirm: send,
  amountText,
  prefill,
  onPaid,
  loadCheckout = loadCheckoutScript,
}: RazorpayPaymentProps<Paid>) {
  const checkout = useRef<RazorpayCheckoutConstructor | null>(null);
  const [phase, setPhase] = useState<Phase>('loading');
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    loadCheckout()
      .then((constructor) => {
        if (cancelled) return;
        checkout.current = constructor;
        setPhase('ready');
      })
      .catch(() => {
        if (!cancelled) setPhase('unavailable');
      });
    return () => {
      cancelled = true;
    };
  }, [loadCheckout]);

  async function confirm(response: RazorpayCheckoutResponse) {
    setPhase('confirming');
    try {
      onPaid(await send(response));
    } catch {
      // Razorpay has the money; its webhook tells the server even when this call did not get through.
      setNotice('Razorpay took your payment, but we could not confirm it just now. It shows as paid within minutes: check it in your profile.');
      setPhase('ready');
    }
  }

  function open() {
    const Razorpay = checkout.current;
    if (!Razorpay) return;
    setError(null);
    setNotice(null);
    const payment = new Razorpay({
      key: keyId,
      order_id: payable.reference,
      amount: payable.amount,
      currency: payable.currency,
      name: 'Guardians',
      description: payable.description,
      prefill,
      theme: { color: '#0b7285' },
      ...(payable.recurringCustomerId ? { customer_id: payable.recurringCustomerId, recurring: '1' as const } : {}),
      handler: (response) => void confirm(response),
      modal: {
        ondismiss: () => {
          setNotice('You closed the payment window before paying. It is kept, awaiting payment: pay now, or cancel it in your profile.');
          setPhase('ready');
        },
      },
    });
    payment.on('payment.failed', (response) => {
      const reason = (response.error.description ?? 'The payment did not go through').replace(/[.\s]+$/, '');
      setError(`${reason}. Nothing was taken; try again or choose another way to pay in the window.`);
    });
    setPhase('open');
    payment.open();
  }

  if (phase === 'unavailable') {
    return (
      <Alert color="red" role="alert" title="Razorpay's payment window could not load">
        Razorpay's checkout did not load (check your connection or a content blocker). Nothing was taken; it is kept, awaiting payment: reload to try again, or
        cancel it in your profile.
      </Alert>
    );
  }
  return (
    <Stack gap="sm" aria-label="Online payment">
      {phase === 'loading' && (
        <Text size="sm" c="dimmed">
          <Loader size="xs" mr="xs" />
          Loading Razorpay's secure checkout…
        </Text>
      )}
      {notice && (
        <Alert color="yellow" role="status">
          {notice}
        </Alert>
      )}
      <ErrorAlert error={error} title="Payment not taken" />
      <Button onClick={open} loading={phase === 'open' || phase === 'confirming'} disabled={phase === 'loading'}>
        {payable.recurringCustomerId ? `Pay ${amountText} by UPI and set up AutoPay` : `Pay ${amountText} with UPI, card or netbanking`}
      </Button>
      {payable.recurringCustomerId && <UpiAutoPayMandateNote />}
      <Text size="xs" c="dimmed">
        Razorpay's window opens over this page. Your payment details go to Razorpay, never to us.
      </Text>
    </Stack>
  );
}
