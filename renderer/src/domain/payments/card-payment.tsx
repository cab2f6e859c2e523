// The card step of a card order: Stripe's Payment Element (Stripe.js, loaded from js.stripe.com only now, with the
// store's publishable key) confirms the order's PaymentIntent in the browser. The card details go to Stripe, never to
// us; the order turns paid when Stripe's signed webhook reaches the server.
import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { useEffect, useRef, useState } from 'react';
import { ErrorAlert } from '../../ui/error-alert';

export type StripeLoader = (publishableKey: string) => Promise<Stripe | null>;

const loadStripeJs: StripeLoader = async (publishableKey) => (await import('@stripe/stripe-js')).loadStripe(publishableKey);

export interface CardPaymentProps {
  publishableKey: string;
  clientSecret: string;
  /** "₹1,299.00" */
  amountText: string;
  onPaid: () => void;
  /** Tests pass a stand-in for Stripe.js. */
  loadStripe?: StripeLoader;
}

type Phase = 'loading' | 'ready' | 'paying' | 'unavailable';

export function CardPayment({ publishableKey, clientSecret, amountText, onPaid, loadStripe = loadStripeJs }: CardPaymentProps) {
  const mountPoint = useRef<HTMLDivElement>(null);
  const stripeParts = useRef<{ stripe: Stripe; elements: StripeElements } | null>(null);
  const [phase, setPhase] = useState<Phase>('loading');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    let destroy: (() => void) | undefined;
    loadStripe(publishableKey)
      .then((stripe) => {
        if (cancelled) return;
        if (!stripe || !mountPoint.current) {
          setPhase('unavailable');
          return;
        }
        const elements = stripe.elements({ clientSecret });
        const element = elements.create('payment');
        element.on('ready', () => setPhase('ready'));
        element.mount(mountPoint.current);
        destroy = () => element.destroy();
        stripeParts.current = { stripe, elements };
      })
      .catch(() => {
        if (!cancelled) setPhase('unavailable');
      });
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [publishableKey, clientSecret, loadStripe]);

  async function pay() {
    const parts = stripeParts.current;
    if (!parts) return;
    setPhase('paying');
    setError(null);
    const result = await parts.stripe.confirmPayment({
      elements: parts.elements,
      redirect: 'if_required',
      confirmParams: { return_url: `${window.location.origin}/profile` },
    });
    if (result.error) {
      setError(result.error.message ?? 'The card payment did not go through. Nothing was taken; try again or use another card.');
      setPhase('ready');
      return;
    }
    onPaid();
  }

  return (
    <Stack gap="sm" aria-label="Card payment">
      {phase === 'unavailable' ? (
        <Alert color="red" role="alert" title="The card form could not load">
          Stripe's card form did not load (check your connection or a content blocker). Your order is kept, awaiting payment: reload to try again, or cancel it
          in your profile.
        </Alert>
      ) : (
        <>
          {phase === 'loading' && (
            <Text size="sm" c="dimmed">
              <Loader size="xs" mr="xs" />
              Loading Stripe's secure card form…
            </Text>
          )}
          <div ref={mountPoint} data-testid="stripe-payment-element" />
          <ErrorAlert error={error} title="Payment not taken" />
          <Button onClick={() => void pay()} loading={phase === 'paying'} disabled={phase === 'loading'}>
            Pay {amountText}
          </Button>
        </>
      )}
    </Stack>
  );
}
