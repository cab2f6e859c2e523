import { Badge, Button, Group, Loader, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CHECK_IN_QUESTION } from '@common/care-plans';
import type { CarePlan, CareItem } from '@common/contracts/protocols';
import { CHECK_IN_NOTE_MAX, MEDICINE_NAME_MAX } from '@common/contracts/protocols';
import { ROLE_LABELS } from '@common/roles';
import { errorSentence } from '../../../api/error-texts';
import { useApiClient } from '../../../api/use-api';
import { CART_QUERY_KEY } from '../../../domain/cart/api/get-cart';
import { storeCardKey, storeRazorpayKey, useCheckoutOptions } from '../../../domain/payments/checkout-options';
import { formatPrice } from '../../../ui/money';
import { checkInPlan } from '../api/check-in-plan';
import { myPlansQueryOptions, useMyPlans } from '../api/get-my-plans';
import { addMedicine, medicinesQueryOptions, removeMedicine, useMedicines } from '../api/medicines';
import { openPlan } from '../api/open-plan';
import { orderPlan } from '../api/order-plan';
import { InteractionWarnings } from './interaction-warnings';
import { PlanSubscribeForm, PlanSubscriptionLine, useOpenPlanSubscription } from './plan-subscription';
import { ErrorAlert } from '../../../ui/error-alert';
import { useApiAction } from '../../../api/use-api-action';
import { SectionHeading } from '../../../ui/section-heading';

const sentFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/**
 * /profile: plans from the practitioners the customer shares with, ordered in one click or delivered every 30, 60 or 90
 * days, and their medicines list.
 */
export function MyPlansSection() {
  const plans = useMyPlans();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="plans-title">
      <Stack gap="md">
        <SectionHeading id="plans-title" title="Plans from your practitioners">
          Suggestions from practitioners you share with. Prices are today’s store prices. This is not medical advice: ask your doctor or pharmacist if you are
          unsure.
        </SectionHeading>
        {plans.isPending && <Loader size="sm" role="status" aria-label="Loading plans" />}
        {plans.isError && (
          <ErrorAlert
            title="Plans could not be loaded"
            error={errorSentence(plans.error, 'Check your connection, then try again.')}
            onRetry={() => void plans.refetch()}
          />
        )}
        {plans.data?.plans.length === 0 && (
          <Text size="sm" c="dimmed">
            No plans yet. When a practitioner you share with sends you one, it appears here.
          </Text>
        )}
        {plans.data?.plans.map((plan) => (
          <PlanCard key={plan.id} plan={plan} />
        ))}
        <MedicinesList />
      </Stack>
    </Paper>
  );
}

function itemLine(item: CareItem): string {
  const how = [item.dose, item.frequency, item.timing, item.durationDays ? `for ${item.durationDays} days` : ''].filter((part) => part !== '').join(', ');
  return how === '' ? item.productName : `${item.productName}: ${how}`;
}

function PlanCard({ plan }: { plan: CarePlan }) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [subscribing, setSubscribing] = useState(false);
  const planSubscription = useOpenPlanSubscription(plan.id);
  const checkoutOptions = useCheckoutOptions().data;
  const discount = checkoutOptions?.subscriptionDiscountPercent;
  const unavailable = plan.items.filter((item) => !item.available);
  const from = plan.practitioner.name || 'Your practitioner';
  const profession = plan.practitioner.profession ? ROLE_LABELS[plan.practitioner.profession] : null;

  async function show() {
    setOpen((value) => !value);
    // The first opening tells the practitioner the plan was viewed.
    if (!open && plan.viewedAt === null) {
      await openPlan(api, plan.id).catch(() => undefined);
      await queryClient.invalidateQueries(myPlansQueryOptions);
    }
  }

  async function order() {
    setBusy(true);
    setError(null);
    try {
      await orderPlan(api, plan.id);
      await Promise.all([queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY }), queryClient.invalidateQueries(myPlansQueryOptions)]);
      await navigate('/checkout');
    } catch (caught) {
      setError(errorSentence(caught, 'The plan could not be added to your cart. Try again in a moment.'));
      setBusy(false);
    }
  }

  return (
    <Paper withBorder p="sm" radius="sm" component="article" aria-label={`Plan ${plan.title}`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <div>
            <Text fw={600}>{plan.title}</Text>
            <Text size="sm" c="dimmed">
              From {from}
              {profession ? ` · ${profession}` : ''} · {sentFormat.format(new Date(plan.sentAt))}
            </Text>
          </div>
          {plan.status === 'ordered' && <Badge color="teal">Ordered</Badge>}
        </Group>
        {plan.message !== '' && <Text size="sm">“{plan.message}”</Text>}
        <InteractionWarnings warnings={plan.warnings} reader="client" />
        <Stack gap={2}>
          {plan.items.map((item) => (
            <Group key={item.productId} justify="space-between" wrap="nowrap">
              <Text size="sm">
                {item.quantity} × {open ? itemLine(item) : item.productName}
                {item.available ? '' : ' (not available now)'}
              </Text>
              <Text size="sm">{formatPrice(item.unitPrice * item.quantity, plan.currency)}</Text>
            </Group>
          ))}
          {open && plan.items.some((item) => item.notes !== '') && (
            <Text size="xs" c="dimmed">
              {plan.items
                .filter((item) => item.notes !== '')
                .map((item) => `${item.productName}: ${item.notes}`)
                .join(' · ')}
            </Text>
          )}
        </Stack>
        <Text size="sm" fw={600}>
          Total: {formatPrice(plan.total, plan.currency)}
        </Text>
        <Group gap="xs">
          <Button loading={busy} onClick={() => void order()} disabled={plan.items.every((item) => !item.available)}>
            Order this plan
          </Button>
          {!planSubscription && discount !== undefined && (
            <Button variant="light" aria-expanded={subscribing} disabled={unavailable.length > 0} onClick={() => setSubscribing((value) => !value)}>
              Deliver every 30, 60 or 90 days · save {discount}%
            </Button>
          )}
          <Button variant="subtle" onClick={() => void show()}>
            {open ? 'Hide how to take it' : 'How to take it'}
          </Button>
        </Group>
        {!planSubscription && unavailable.length > 0 && discount !== undefined && (
          <Text size="xs" c="dimmed">
            Regular delivery starts once every product is available again.
          </Text>
        )}
        <ErrorAlert inline error={error} />
        {planSubscription && !subscribing && <PlanSubscriptionLine subscription={planSubscription} />}
        {subscribing && discount !== undefined && (
          <PlanSubscribeForm
            plan={plan}
            discountPercent={discount}
            offered={{ cardPublishableKey: storeCardKey(checkoutOptions), razorpayKeyId: storeRazorpayKey(checkoutOptions) }}
            onClose={() => setSubscribing(false)}
          />
        )}
        {plan.checkInOpen && <CheckInForm plan={plan} />}
        {plan.checkIn && (
          <Text size="sm" c="dimmed">
            You told {from} it is going {plan.checkIn.score} out of 5.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

function CheckInForm({ plan }: { plan: CarePlan }) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const [score, setScore] = useState(0);
  const [note, setNote] = useState('');
  const { busy, error, setError, run } = useApiAction();

  async function answer() {
    if (score < 1) {
      setError('Choose a number from 1 to 5.');
      return;
    }
    await run(async () => {
      await checkInPlan(api, plan.id, { score, note });
      await queryClient.invalidateQueries(myPlansQueryOptions);
    }, 'Your answer could not be sent. Try again in a moment.');
  }

  return (
    <Stack
      gap={6}
      component="form"
      aria-label={CHECK_IN_QUESTION}
      onSubmit={(event) => {
        event.preventDefault();
        void answer();
      }}
    >
      <Text size="sm" fw={600}>
        {CHECK_IN_QUESTION}
      </Text>
      <Group gap={4} role="group" aria-label="From 1 (not well) to 5 (very well)">
        {[1, 2, 3, 4, 5].map((value) => (
          <Button key={value} size="xs" variant={score === value ? 'filled' : 'default'} aria-pressed={score === value} onClick={() => setScore(value)}>
            {value}
          </Button>
        ))}
      </Group>
      <Textarea
        label="A note for your practitioner (optional)"
        autosize
        minRows={2}
        maxLength={CHECK_IN_NOTE_MAX}
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
      />
      <ErrorAlert inline error={error} />
      <Group>
        <Button type="submit" size="xs" loading={busy}>
          Send answer
        </Button>
      </Group>
    </Stack>
  );
}

function MedicinesList() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const medicines = useMedicines();
  const [name, setName] = useState('');
  const action = useApiAction();
  const { busy, error } = action;

  function run(change: () => Promise<unknown>) {
    return action.run(async () => {
      await change();
      await queryClient.invalidateQueries(medicinesQueryOptions);
    }, 'Your medicines could not be saved. Try again in a moment.');
  }

  return (
    <Stack gap={6} component="section" aria-labelledby="medicines-title">
      <Title order={3} size="h4" id="medicines-title">
        My medicines
      </Title>
      <Text size="sm" c="dimmed">
        Practitioners you share with are warned when a product they suggest may not suit a medicine listed here.
      </Text>
      {medicines.data?.medicines.length === 0 && (
        <Text size="sm" c="dimmed">
          No medicines listed.
        </Text>
      )}
      {medicines.data?.medicines.map((medicine) => (
        <Group key={medicine.id} gap="xs">
          <Text size="sm">{medicine.name}</Text>
          <Button size="compact-xs" variant="subtle" color="red" disabled={busy} onClick={() => void run(() => removeMedicine(api, medicine.id))}>
            Remove
          </Button>
        </Group>
      ))}
      <Group
        gap="xs"
        align="end"
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          if (name.trim() === '') return;
          void run(async () => {
            await addMedicine(api, name);
            setName('');
          });
        }}
      >
        <TextInput
          label="Add a medicine"
          placeholder="e.g. warfarin"
          maxLength={MEDICINE_NAME_MAX}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <Button type="submit" variant="light" loading={busy}>
          Add
        </Button>
      </Group>
      <ErrorAlert inline error={error} />
    </Stack>
  );
}
