// /checkout: where the order goes, how it travels, coins and promo, how it is paid, and the server's quote of all of
// it; 'Place order' sends the quote's id, so the total shown is the total charged (a changed total comes back as
// 409 QUOTE_STALE and the fresh quote is shown instead). Signed-out shoppers check out as guests
// (components/guest-checkout.tsx) or sign in and come back here.
import { Alert, Button, Container, Grid, Group, NumberInput, Radio, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { BLESSING_TRIGGER_EVENT } from '@common/blessings';
import type { BlessingTriggerDetail } from '@common/blessings';
import { FIRST_ORDER_PROMO } from '@common/commerce';
import type { DeliveryMethod } from '@common/checkout';
import type { PaymentMethod, Quote, QuoteRequest } from '@common/contracts/checkout';
import type { Order, PurchaseRequest } from '@common/contracts/orders';
import { ApiError } from '../../../api/api-error';
import { errorSentence } from '../../../api/error-texts';
import { useApiClient } from '../../../api/use-api';
import { AddressForm } from '../../../domain/addresses/address-form';
import { ADDRESSES_QUERY_KEY, addressLine, useAddresses } from '../../../domain/addresses/addresses-api';
import { CART_QUERY_KEY } from '../../../domain/cart/api/get-cart';
import { placeOrder } from '../../../domain/cart/api/place-order';
import { checkoutErrorSentence } from '../../../domain/cart/checkout-errors';
import { CHECKOUT_PATH, ORDERS_QUERY_KEY } from '../../../domain/cart/checkout-panel';
import { clearOfferedPromo, readOfferedPromo } from '../../../domain/cart/offered-promo';
import { useCart } from '../../../domain/cart/use-cart';
import { writeAttribution } from '../../../domain/cart/visitor-cart';
import { readAttribution } from '../../../domain/cart/visitor-cart-records';
import { WALLET_QUERY_KEY } from '../../../identity/api/get-wallet';
import { SESSION_FLAGS } from '../../../identity/auth-storage';
import { SIGN_IN_PATH } from '../../../identity/sign-in-path';
import { OrderPlaced } from '../../../ui/cart/checkout-views';
import { formatPrice } from '../../../ui/money';
import { useQuote } from '../api/checkout-api';
import { CheckoutFrame, DeliveryStep, OrderPayment, PaymentChoice, PlaceOrderPanel, Section } from '../components/checkout-steps';
import { GuestCheckout } from '../components/guest-checkout';
import { usePlatform } from '../../../platform/platform-context';

function AddressStep({ addressId, onChoose }: { addressId: string | undefined; onChoose: (id: string) => void }) {
  const addresses = useAddresses();
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const list = addresses.data?.addresses;

  if (addresses.isError)
    return <Alert color="red">{errorSentence(addresses.error, 'Your addresses could not be loaded. Reload the page to try again.')}</Alert>;
  if (!list) return <Skeleton height={60} aria-label="Loading your addresses" />;
  const showForm = adding || list.length === 0;
  return (
    <Stack gap="sm">
      {list.length > 0 && (
        <Radio.Group value={addressId ?? null} onChange={onChoose} label="Deliver to" aria-label="Deliver to">
          <Stack gap="xs" mt="xs">
            {list.map((address) => (
              <Radio key={address.id} value={address.id} label={addressLine(address)} description={`Phone ${address.phone}`} />
            ))}
          </Stack>
        </Radio.Group>
      )}
      {showForm ? (
        <AddressForm
          onSaved={(saved) => {
            setAdding(false);
            onChoose(saved.id);
            void queryClient.invalidateQueries({ queryKey: ADDRESSES_QUERY_KEY });
          }}
          onCancel={list.length > 0 ? () => setAdding(false) : undefined}
        />
      ) : (
        <Group>
          <Button variant="light" size="xs" onClick={() => setAdding(true)}>
            Add a new address
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function CoinsStep({ quote, coins, onChange }: { quote: Quote | undefined; coins: number; onChange: (coins: number) => void }) {
  if (!quote) return <Skeleton height={40} />;
  const { balance, max, coinsPerMajorUnit, maxPercentOfOrder } = quote.coins;
  const rate = `${coinsPerMajorUnit} coins = ${formatPrice(100, quote.currency)}`;
  if (max === 0) {
    return (
      <Text size="sm" c="dimmed">
        You have {Math.max(balance, 0)} coins. {rate}; coins can pay up to {maxPercentOfOrder}% of an order. Earn them with assessments, reflections and orders.
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="sm">
        <NumberInput
          label="Coins to use"
          description={`You have ${balance}. ${rate}; up to ${max} on this order (${maxPercentOfOrder}%).`}
          min={0}
          max={max}
          step={10}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="strict"
          value={coins}
          onChange={(value) => onChange(typeof value === 'number' ? Math.min(Math.max(0, Math.floor(value)), max) : 0)}
          w={220}
        />
        <Button variant="light" size="sm" onClick={() => onChange(max)}>
          Use {max}
        </Button>
      </Group>
      {coins > 0 && (
        <Text size="sm" c="green">
          {coins} coins take {formatPrice(quote.coins.value, quote.currency)} off.
        </Text>
      )}
    </Stack>
  );
}

export function CheckoutPage() {
  const cart = useCart();
  const api = useApiClient();
  const { storage } = usePlatform();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const addresses = useAddresses(cart.signedIn);
  const [addressId, setAddressId] = useState<string | undefined>();
  const [delivery, setDelivery] = useState<DeliveryMethod>('standard');
  const [coins, setCoins] = useState(0);
  const [promoDraft, setPromoDraft] = useState(() => readOfferedPromo(storage.local));
  const [promoCode, setPromoCode] = useState(() => readOfferedPromo(storage.local).trim().toUpperCase());
  const [placing, setPlacing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>('cod');
  const [order, setOrder] = useState<Order | null>(null);
  const [cardKey, setCardKey] = useState<string | null>(null);
  const [razorpayKey, setRazorpayKey] = useState<string | null>(null);
  const attempt = useRef<{ body: string; key: string } | null>(null);

  // The default address (listed first) until the shopper picks another.
  const firstAddress = addresses.data?.addresses[0]?.id;
  useEffect(() => {
    if (addressId === undefined && firstAddress !== undefined) setAddressId(firstAddress);
  }, [addressId, firstAddress]);

  const items = useMemo(() => cart.lines.map((line) => ({ productId: line.productId, quantity: line.quantity })), [cart.lines]);
  const selection = useMemo<QuoteRequest | null>(
    () =>
      cart.signedIn && items.length > 0
        ? { items, delivery, coins, paymentMethod, ...(addressId ? { addressId } : {}), ...(promoCode ? { promoCode } : {}) }
        : null,
    [cart.signedIn, items, delivery, coins, paymentMethod, addressId, promoCode],
  );
  const quote = useQuote(selection);
  const quoteError = quote.isError ? quote.error : null;

  // A code that no longer applies or coins above what this order allows: take them back out and say why.
  useEffect(() => {
    if (!(quoteError instanceof ApiError)) return;
    if (quoteError.code === 'COINS_OVER_LIMIT' || quoteError.code === 'COINS_INSUFFICIENT') setCoins(0);
    if (quoteError.code === 'PROMO_UNKNOWN' || quoteError.code === 'PROMO_NOT_APPLICABLE') {
      setError(checkoutErrorSentence(quoteError, promoCode));
      setPromoCode('');
    }
  }, [quoteError, promoCode]);

  if (order) {
    return (
      <Container size="sm" py="xl" px="md">
        <Stack gap="lg">
          <OrderPayment
            order={order}
            cardKey={cardKey}
            razorpayKey={razorpayKey}
            onPaid={(paid) => {
              if (paid) setOrder(paid);
              void queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY });
              void queryClient.invalidateQueries({ queryKey: WALLET_QUERY_KEY });
            }}
          />
          <OrderPlaced order={order} onSeeOrders={() => void navigate('/profile#orders-title')} />
        </Stack>
      </Container>
    );
  }

  if (cart.status === 'ready' && cart.lines.length === 0) {
    return (
      <Container size="sm" py="xl" px="md">
        <Stack gap="md" align="flex-start">
          <Title order={1}>Checkout</Title>
          <Text>Your cart is empty.</Text>
          <Button component={Link} to="/marketplace">
            Browse the marketplace
          </Button>
        </Stack>
      </Container>
    );
  }

  if (!cart.signedIn) {
    return (
      <CheckoutFrame>
        <GuestCheckout
          cart={cart}
          onSignIn={() => {
            window.sessionStorage.setItem(SESSION_FLAGS.authRedirectTo, CHECKOUT_PATH);
            void navigate(SIGN_IN_PATH);
          }}
        />
      </CheckoutFrame>
    );
  }

  const shown = quote.data?.quote;
  const unavailable = cart.lines.filter((line) => !line.available);

  async function submit() {
    if (!shown || !addressId) return;
    setError(null);
    const attribution = readAttribution(storage.local);
    const request: PurchaseRequest = {
      items,
      delivery,
      coins,
      paymentMethod,
      addressId,
      quoteId: shown.quoteId,
      ...(promoCode ? { promoCode } : {}),
      ...(attribution ? { attribution } : {}),
    };
    const { quoteId: _quoteId, ...sameOrder } = request;
    const body = JSON.stringify(sameOrder);
    // One key per order attempt: pressing again after a lost answer resends it, so the order is placed once.
    if (attempt.current?.body !== body) attempt.current = { body, key: crypto.randomUUID() };
    setPlacing(true);
    try {
      const answer = await placeOrder(api, request, attempt.current.key);
      attempt.current = null;
      writeAttribution(storage.local, undefined);
      clearOfferedPromo(storage.local);
      setCardKey(shown.cardPublishableKey);
      setRazorpayKey(shown.razorpayKeyId);
      setOrder(answer.order);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: WALLET_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY }),
      ]);
      window.dispatchEvent(new CustomEvent<BlessingTriggerDetail>(BLESSING_TRIGGER_EVENT, { detail: { action: 'purchase_complete' } }));
    } catch (caught) {
      if (caught instanceof ApiError && caught.code === 'QUOTE_STALE') {
        setError('The total changed since you saw it (a price, your coins or the delivery). Check the new total below, then place the order again.');
        await quote.refetch();
      } else {
        setError(checkoutErrorSentence(caught, promoCode));
      }
      void queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
    } finally {
      setPlacing(false);
    }
  }

  return (
    <CheckoutFrame>
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <Section title="Delivery address">
              <AddressStep addressId={addressId} onChoose={setAddressId} />
            </Section>
            <Section title="Delivery">
              <DeliveryStep quote={shown} value={delivery} onChange={setDelivery} />
            </Section>
            <Section title="Coins and promo code">
              <CoinsStep quote={shown} coins={coins} onChange={setCoins} />
              <form
                onSubmit={(event) => {
                  event.preventDefault();
                  setError(null);
                  setPromoCode(promoDraft.trim().toUpperCase());
                }}
              >
                <Group align="flex-end" gap="sm">
                  <TextInput
                    label="Promo code"
                    // Hinted only while the server says the account has not ordered yet (issue 39).
                    description={
                      shown?.firstOrderPromoAvailable ? `${FIRST_ORDER_PROMO.code} takes ${FIRST_ORDER_PROMO.percentOff}% off your first order.` : undefined
                    }
                    value={promoDraft}
                    onChange={(event) => setPromoDraft(event.currentTarget.value)}
                    autoComplete="off"
                    maxLength={32}
                  />
                  <Button type="submit" variant="light">
                    Apply
                  </Button>
                </Group>
              </form>
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
            quoteError={
              quoteError !== null && !(quoteError instanceof ApiError && quoteError.code?.startsWith('PROMO_'))
                ? checkoutErrorSentence(quoteError, promoCode)
                : null
            }
            unavailable={unavailable}
            error={error}
            missing={!addressId && addresses.data ? 'Add a delivery address to place the order.' : null}
            placing={placing}
            busy={quote.isFetching}
            onPlace={() => void submit()}
          />
        </Grid.Col>
      </Grid>
    </CheckoutFrame>
  );
}
