import { Alert, Anchor, Button, Checkbox, Group, Paper, Radio, Stack, Text, Textarea, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { CARE_SCOPES } from '@common/contracts/care';
import type { CareScope } from '@common/contracts/care';
import type { Consultation, ExpertDetail } from '@common/contracts/experts';
import { useApiClient } from '../../../api/use-api';
import { ApiError } from '../../../api/api-error';
import { errorSentence } from '../../../api/error-texts';
import { SESSION_FLAGS } from '../../../identity/auth-storage';
import { SIGN_IN_PATH } from '../../../identity/sign-in-path';
import { useSession } from '../../../identity/session-context';
import { cancellationTerms, policySentence } from '@common/consultation-payments';
import type { ConsultationPaymentMethod } from '@common/consultation-payments';
import { bookConsultation, confirmConsultationPayment } from '../../../domain/consultations/api/book-consultation';
import { useCheckoutOptions } from '../../../domain/payments/checkout-options';
import { CardPayment } from '../../../domain/payments/card-payment';
import { RazorpayPayment } from '../../../domain/payments/razorpay-payment';
import { CONSULTATIONS_QUERY_KEY } from '../../../domain/consultations/api/get-consultations';
import { expertQueryOptions } from '../../../domain/consultations/api/get-expert';
import { formatSlot } from '../../../ui/consultations/slot-time';
import { formatPrice } from '../../../ui/money';
import { ErrorAlert } from '../../../ui/error-alert';
import { SlotCalendar } from './slot-calendar';

const SHARE_LABELS: Readonly<Record<CareScope, string>> = { assessments: 'My assessments', lab_results: 'My lab results', orders: 'My orders' };
const SHARE_WORDS: Readonly<Record<CareScope, string>> = { assessments: 'assessments', lab_results: 'lab results', orders: 'orders' };
const shareList = new Intl.ListFormat('en-US', { style: 'long', type: 'conjunction' });

/** The step between booking and booked: what is held, and how to pay for it. */
function PayForConsultation({ consultation, timeZone, children }: { consultation: Consultation; timeZone: string | undefined; children: React.ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Pay for your consultation
        </Title>
        <Text size="sm">
          {consultation.expert.name}, {formatSlot(consultation.startsAt, timeZone)}. The time is held for you for 30 minutes while you pay.
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * Choose one of an expert's free slots on the month calendar and book it; visitors sign in first and come back here.
 * `timeZone` is the visitor's (the browser's when not given).
 */
export function BookSlot({ expert, timeZone }: { expert: ExpertDetail; timeZone?: string }) {
  const api = useApiClient();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [slot, setSlot] = useState<string | null>(null);
  const [notes, setNotes] = useState('');
  const [booking, setBooking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [booked, setBooked] = useState<{ consultation: Consultation; sharedScopes: readonly CareScope[] } | null>(null);
  // Sharing is offered, never assumed: nothing is ticked until the customer chooses.
  const [share, setShare] = useState<CareScope[]>([]);
  const options = useCheckoutOptions();
  const razorpayKey = options.data?.razorpayKeyId ?? null;
  const cardKey = options.data?.cardPublishableKey ?? null;
  const methods: ConsultationPaymentMethod[] = [
    ...(expert.policy.payAtVisit ? ['pay_at_visit' as const] : []),
    ...(razorpayKey ? ['razorpay' as const] : []),
    ...(cardKey ? ['card' as const] : []),
  ];
  const [chosenMethod, setChosenMethod] = useState<ConsultationPaymentMethod | null>(null);
  const paymentMethod = chosenMethod ?? methods[0] ?? null;
  const [awaitingPayment, setAwaitingPayment] = useState<{ consultation: Consultation; sharedScopes: readonly CareScope[] } | null>(null);
  const lateFee = cancellationTerms(expert.policy, expert.price, new Date().toISOString(), new Date()).lateFee;
  const [cardSent, setCardSent] = useState(false);
  const cardSecret = awaitingPayment?.consultation.payment.method === 'card' ? awaitingPayment.consultation.payment.clientSecret : undefined;

  if (awaitingPayment && cardSecret && cardKey && !booked) {
    const { consultation } = awaitingPayment;
    return (
      <PayForConsultation consultation={consultation} timeZone={timeZone}>
        {cardSent ? (
          <Alert color="teal" role="status" title="Payment sent">
            Stripe has your payment. The booking shows as paid in your profile as soon as Stripe confirms it to us, usually within seconds.
          </Alert>
        ) : (
          <CardPayment
            publishableKey={cardKey}
            clientSecret={cardSecret}
            amountText={formatPrice(consultation.price, consultation.currency)}
            onPaid={() => {
              setCardSent(true);
              void queryClient.invalidateQueries({ queryKey: CONSULTATIONS_QUERY_KEY });
            }}
          />
        )}
        <Button component={Link} to="/profile" size="xs" variant="light" w="fit-content">
          See my consultations
        </Button>
      </PayForConsultation>
    );
  }

  if (awaitingPayment && awaitingPayment.consultation.payment.method === 'razorpay' && razorpayKey && !booked) {
    const { consultation } = awaitingPayment;
    return (
      <PayForConsultation consultation={consultation} timeZone={timeZone}>
        <RazorpayPayment
          keyId={razorpayKey}
          payable={{
            id: consultation.id,
            reference: consultation.payment.reference ?? '',
            amount: consultation.price,
            currency: consultation.currency,
            description: `Consultation with ${consultation.expert.name}`,
          }}
          amountText={formatPrice(consultation.price, consultation.currency)}
          confirm={async (answer) => (await confirmConsultationPayment(api, consultation.id, answer)).consultation}
          onPaid={(paid) => {
            setBooked({ consultation: paid, sharedScopes: awaitingPayment.sharedScopes });
            void queryClient.invalidateQueries({ queryKey: CONSULTATIONS_QUERY_KEY });
          }}
        />
      </PayForConsultation>
    );
  }

  if (booked) {
    return (
      <Alert color="teal" title="Your consultation is booked" aria-live="polite">
        <Stack gap="xs">
          <Text size="sm">
            {booked.consultation.expert.name}, {formatSlot(booked.consultation.startsAt, timeZone)}. You can cancel or move it from your profile.
          </Text>
          <Text size="sm">
            {booked.consultation.payment.status === 'paid'
              ? `Paid: ${formatPrice(booked.consultation.price, booked.consultation.currency)}.`
              : `You pay ${formatPrice(booked.consultation.price, booked.consultation.currency)} at the visit.`}
          </Text>
          {booked.consultation.joinUrl && (
            <Text size="sm">
              Your video call:{' '}
              <Anchor href={booked.consultation.joinUrl} target="_blank" rel="noopener noreferrer">
                join link
              </Anchor>{' '}
              (also in your profile and the calendar invite).
            </Text>
          )}
          {booked.sharedScopes.length > 0 && (
            <Text size="sm">
              You share your {shareList.format(booked.sharedScopes.map((scope) => SHARE_WORDS[scope]))} with {booked.consultation.expert.name}. You can stop
              sharing at any time in your profile.
            </Text>
          )}
          <Button component={Link} to="/profile" size="xs" variant="light" w="fit-content">
            See my consultations
          </Button>
        </Stack>
      </Alert>
    );
  }

  async function book() {
    if (!slot) return;
    setBooking(true);
    setError(null);
    try {
      const answer = await bookConsultation(api, {
        expertId: expert.id,
        startsAt: slot,
        ...(paymentMethod ? { paymentMethod } : {}),
        ...(notes.trim() ? { notes: notes.trim() } : {}),
        ...(share.length > 0 ? { shareWithExpert: share } : {}),
      });
      const result = { consultation: answer.consultation, sharedScopes: answer.sharedScopes ?? [] };
      if (answer.consultation.payment.status === 'pending') setAwaitingPayment(result);
      else setBooked(result);
      await queryClient.invalidateQueries({ queryKey: CONSULTATIONS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: expertQueryOptions(expert.slug).queryKey });
    } catch (caught) {
      if (caught instanceof ApiError && caught.code === 'SLOT_TAKEN') {
        setError('Someone has just booked that slot. The free slots are updated: choose another.');
        setSlot(null);
        void queryClient.invalidateQueries({ queryKey: expertQueryOptions(expert.slug).queryKey });
      } else {
        setError(errorSentence(caught, 'The consultation could not be booked. Try again.'));
      }
    } finally {
      setBooking(false);
    }
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby="book-title">
      <Title order={2} size="h3" id="book-title">
        Book a slot ({expert.sessionMinutes} minutes, {formatPrice(expert.price, expert.currency)})
      </Title>
      <SlotCalendar expert={expert} value={slot} onChange={setSlot} timeZone={timeZone} />
      <Textarea
        label="What would you like to discuss? (optional)"
        value={notes}
        onChange={(event) => setNotes(event.currentTarget.value)}
        maxLength={1000}
        autosize
        minRows={2}
      />
      {session.user && (
        <Checkbox.Group
          label={`Share with ${expert.name} (optional)`}
          description="Only what you tick, and you can stop sharing at any time in your profile. Every time they look, it is listed there."
          value={share}
          onChange={(value) => setShare(CARE_SCOPES.filter((scope) => value.includes(scope)))}
        >
          <Group gap="md" mt={4}>
            {CARE_SCOPES.map((scope) => (
              <Checkbox key={scope} value={scope} label={SHARE_LABELS[scope]} />
            ))}
          </Group>
        </Checkbox.Group>
      )}
      {methods.length > 1 ? (
        <Radio.Group label="How to pay" value={paymentMethod ?? ''} onChange={(value) => setChosenMethod(value as ConsultationPaymentMethod)}>
          <Stack gap={4} mt={4}>
            {methods.includes('razorpay') && (
              <Radio value="razorpay" label="Pay now online" description="UPI, card, netbanking or wallet in Razorpay's window, right after booking." />
            )}
            {methods.includes('card') && (
              <Radio value="card" label="Pay now by card" description="With a card through Stripe's secure form, right after booking." />
            )}
            {methods.includes('pay_at_visit') && (
              <Radio
                value="pay_at_visit"
                label="Pay at the visit"
                description={`${formatPrice(expert.price, expert.currency)} to ${expert.name} when you meet.`}
              />
            )}
          </Stack>
        </Radio.Group>
      ) : (
        <Text size="sm">
          {paymentMethod === 'razorpay'
            ? `${expert.name} takes the fee online: you pay in Razorpay's window right after booking.`
            : paymentMethod === 'card'
              ? `${expert.name} takes the fee online: you pay by card right after booking.`
              : `You pay ${formatPrice(expert.price, expert.currency)} at the visit.`}
        </Text>
      )}
      <Text size="sm" c="dimmed">
        {policySentence(expert.policy, formatPrice(lateFee, expert.currency))}
      </Text>
      <ErrorAlert error={error} />
      {session.user ? (
        <Button onClick={() => void book()} disabled={slot === null} loading={booking} w="fit-content">
          Book consultation
        </Button>
      ) : (
        <Button
          w="fit-content"
          onClick={() => {
            window.sessionStorage.setItem(SESSION_FLAGS.authRedirectTo, `${location.pathname}${location.search}`);
            void navigate(SIGN_IN_PATH);
          }}
        >
          Sign in to book
        </Button>
      )}
    </Stack>
  );
}
