// Checking out as a guest (issue 44): the e-mail address for the confirmation, the delivery address typed here (never
// saved to an address book), delivery, payment and the server's quote; 'Place order' sends the quote's id, as an
// account's checkout does. The placed order opens on its own page (/guest-order), which keeps the link's token.
import { Alert, Anchor, Grid, Stack, Text, TextInput } from '@mantine/core';
import { useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { DeliveryMethod } from '@common/checkout';
import type { PaymentMethod } from '@common/contracts/checkout';
import { GUEST_ORDER_PATH, GuestEmail } from '@common/contracts/guest-checkout';
import type { GuestPurchaseRequest, GuestQuoteRequest } from '@common/contracts/guest-checkout';
import { ApiError } from '../../../api/api-error';
import { useApiClient } from '../../../api/use-api';
import { AddressFieldset, addressErrors, emptyAddressFields } from '../../../domain/addresses/address-form';
import type { AddressFields } from '../../../domain/addresses/addresses-api';
import { checkoutErrorSentence } from '../../../domain/cart/checkout-errors';
import type { CartView } from '../../../domain/cart/use-cart';
import { writeAttribution } from '../../../domain/cart/visitor-cart';
import { readAttribution } from '../../../domain/cart/visitor-cart-records';
import { usePlatform } from '../../../platform/platform-context';
import { placeGuestOrder, useGuestQuote } from '../api/guest-checkout-api';
import { rememberGuestOrderLink } from '../guest-order-links';
import { DeliveryStep, PaymentChoice, PlaceOrderPanel, Section } from './checkout-steps';

export function GuestCheckout({ cart, onSignIn }: { cart: CartView; onSignIn: () => void }) {
  const api = useApiClient();
  const { storage } = usePlatform();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [address, setAddress] = useState<AddressFields>(emptyAddressFields);
  const [touched, setTouched] = useState(false);
  const [delivery, setDelivery] = useState<DeliveryMethod>('standard');
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>('cod');
  const [placing, setPlacing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const attempt = useRef<{ body: string; key: string } | null>(null);

  const items = useMemo(() => cart.lines.map((line) => ({ productId: line.productId, quantity: line.quantity })), [cart.lines]);
  const fieldErrors = addressErrors(address);
  const addressReady = Object.keys(fieldErrors).length === 0;
  const emailCheck = GuestEmail.safeParse(email);
  // The address joins the quote once it is complete: its country decides the tax.
  const selection = useMemo<GuestQuoteRequest | null>(
    () =>
      items.length > 0
        ? { items, delivery, paymentMethod, ...(addressReady ? { address: { ...address, isDefault: false } as GuestQuoteRequest['address'] } : {}) }
        : null,
    [items, delivery, paymentMethod, addressReady, address],
  );
  const quote = useGuestQuote(selection);
  const shown = quote.data?.quote;
  const unavailable = cart.lines.filter((line) => !line.available);

  async function submit() {
    setTouched(true);
    if (!shown || !addressReady || !emailCheck.success) return;
    setError(null);
    const attribution = readAttribution(storage.local);
    const request = {
      items,
      delivery,
      paymentMethod,
      email: emailCheck.data,
      address: { ...address, isDefault: false },
      quoteId: shown.quoteId,
      ...(attribution ? { attribution } : {}),
    } as GuestPurchaseRequest;
    const { quoteId: _quoteId, ...sameOrder } = request;
    const body = JSON.stringify(sameOrder);
    // One key per order attempt: pressing again after a lost answer resends it, so the order is placed once.
    if (attempt.current?.body !== body) attempt.current = { body, key: crypto.randomUUID() };
    setPlacing(true);
    try {
      const answer = await placeGuestOrder(api, request, attempt.current.key);
      attempt.current = null;
      writeAttribution(storage.local, undefined);
      rememberGuestOrderLink(window.sessionStorage, answer.order.id, answer.token);
      for (const line of answer.order.lines) await cart.setQuantity(line.productId, 0);
      void navigate(`${GUEST_ORDER_PATH}?order=${encodeURIComponent(answer.order.id)}`, {
        state: { cardKey: shown.cardPublishableKey, razorpayKey: shown.razorpayKeyId },
      });
    } catch (caught) {
      if (caught instanceof ApiError && caught.code === 'QUOTE_STALE') {
        setError('The total changed since you saw it (a price or the delivery). Check the new total below, then place the order again.');
        await quote.refetch();
      } else {
        setError(checkoutErrorSentence(caught, ''));
      }
    } finally {
      setPlacing(false);
    }
  }

  const shownFieldErrors = touched ? fieldErrors : {};
  return (
    <Grid gutter="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="md">
          <Alert color="blue" variant="light" title="Have an account?">
            <Stack gap={6} align="flex-start">
              <Text size="sm">Sign in to use your coins, your saved addresses and GUARDIAN10 on a first order. Your cart comes with you.</Text>
              <Anchor component="button" type="button" size="sm" onClick={onSignIn}>
                Sign in to check out
              </Anchor>
            </Stack>
          </Alert>
          <Section title="Your e-mail">
            <TextInput
              label="E-mail address"
              description="For the confirmation and the link to your order. We create no account unless you ask for one."
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              onBlur={() => setTouched(true)}
              error={touched && !emailCheck.success ? 'Enter an e-mail address such as name@example.com.' : undefined}
              maxLength={254}
            />
          </Section>
          <Section title="Delivery address">
            <AddressFieldset fields={address} onChange={setAddress} errors={shownFieldErrors} />
          </Section>
          <Section title="Delivery">
            <DeliveryStep quote={shown} value={delivery} onChange={setDelivery} />
          </Section>
          <Section title="Payment">
            <PaymentChoice quote={shown} value={paymentMethod} onChange={setPaymentMethod} />
          </Section>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <PlaceOrderPanel
          quote={shown}
          loading={quote.isPending && selection !== null}
          quoteError={quote.isError ? checkoutErrorSentence(quote.error, '') : null}
          unavailable={unavailable}
          error={error}
          missing={touched && (!addressReady || !emailCheck.success) ? 'Fill in your e-mail and the delivery address to place the order.' : null}
          placing={placing}
          busy={quote.isFetching}
          onPlace={() => void submit()}
        />
      </Grid.Col>
    </Grid>
  );
}
