import { Alert, Badge, Button, Group, Loader, Paper, SegmentedControl, Select, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CarePlan, PlanPreviewResponse, SendPlanRequest } from '@common/contracts/protocols';
import { PLAN_MESSAGE_MAX, PROTOCOL_NAME_MAX } from '@common/contracts/protocols';
import { errorSentence } from '../../../api/error-texts';
import { useApiClient } from '../../../api/use-api';
import { formatPrice } from '../../../ui/money';
import { clientPlansQueryOptions, useClientPlans } from '../api/get-client-plans';
import { useProtocols } from '../api/get-protocols';
import { previewPlan } from '../api/preview-plan';
import { sendPlan } from '../api/send-plan';
import { CareItemsEditor, itemInput } from './care-items-editor';
import type { EditedItem } from './care-items-editor';
import { InteractionWarnings } from './interaction-warnings';
import { ErrorAlert } from '../../../ui/error-alert';

const STATUS_LABELS: Readonly<Record<CarePlan['status'], string>> = { sent: 'Sent', viewed: 'Viewed', ordered: 'Ordered' };
const STATUS_COLORS: Readonly<Record<CarePlan['status'], string>> = { sent: 'gray', viewed: 'blue', ordered: 'teal' };
const sentFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

type Source = 'protocol' | 'adhoc';

/**
 * Sends a plan to one consenting client: a published protocol or ad-hoc products, with a message. "Review" shows the
 * plan at current prices and any product that may not suit what the client told us, before anything is sent.
 */
export function SendPlanForm({ clientId }: { clientId: string }) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const protocols = useProtocols();
  const published = protocols.data?.protocols.filter((protocol) => protocol.status === 'published') ?? [];
  const [source, setSource] = useState<Source>('protocol');
  const [protocolId, setProtocolId] = useState<string | null>(null);
  const [items, setItems] = useState<EditedItem[]>([]);
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState('');
  const [preview, setPreview] = useState<{ key: string; result: PlanPreviewResponse } | null>(null);
  const [busy, setBusy] = useState<'preview' | 'send' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  function request(): SendPlanRequest | null {
    const base = { message, ...(title.trim() === '' ? {} : { title }) };
    if (source === 'protocol') return protocolId === null ? null : { ...base, protocolId };
    return items.length === 0 ? null : { ...base, items: items.map(itemInput) };
  }
  const current = request();
  const key = JSON.stringify(current);
  const reviewed = preview !== null && preview.key === key ? preview.result : null;

  async function review() {
    if (current === null) {
      setError(source === 'protocol' ? 'Choose a published protocol.' : 'Add at least one product.');
      return;
    }
    setBusy('preview');
    setError(null);
    setSent(null);
    try {
      setPreview({ key, result: await previewPlan(api, clientId, current) });
    } catch (caught) {
      setError(errorSentence(caught, 'The plan could not be checked. Try again in a moment.'));
    } finally {
      setBusy(null);
    }
  }

  async function send() {
    if (current === null || reviewed === null) return;
    setBusy('send');
    setError(null);
    try {
      const { plan } = await sendPlan(api, clientId, current);
      setSent(`"${plan.title}" was sent. You will see when it is viewed and ordered.`);
      setPreview(null);
      setItems([]);
      setMessage('');
      setTitle('');
      await queryClient.invalidateQueries(clientPlansQueryOptions(clientId));
    } catch (caught) {
      setError(errorSentence(caught, 'The plan could not be sent. Try again in a moment.'));
    } finally {
      setBusy(null);
    }
  }

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={`send-plan-${clientId}`}>
      <Stack gap="sm">
        <Title order={3} size="h4" id={`send-plan-${clientId}`}>
          Send a plan
        </Title>
        <SegmentedControl
          value={source}
          onChange={(value) => setSource(value === 'adhoc' ? 'adhoc' : 'protocol')}
          data={[
            { value: 'protocol', label: 'From a protocol' },
            { value: 'adhoc', label: 'Choose products' },
          ]}
        />
        {source === 'protocol' &&
          (protocols.isPending ? (
            <Loader size="xs" role="status" aria-label="Loading protocols" />
          ) : published.length === 0 ? (
            <Text size="sm" c="dimmed">
              You have no published protocol yet. Publish one in Protocols, or choose products.
            </Text>
          ) : (
            <Select
              label="Protocol"
              placeholder="Choose a published protocol"
              data={published.map((protocol) => ({ value: protocol.id, label: protocol.name }))}
              value={protocolId}
              onChange={setProtocolId}
            />
          ))}
        {source === 'adhoc' && <CareItemsEditor items={items} onChange={setItems} />}
        <TextInput label="Title (optional)" maxLength={PROTOCOL_NAME_MAX} value={title} onChange={(event) => setTitle(event.currentTarget.value)} />
        <Textarea
          label="Message to your client"
          autosize
          minRows={2}
          maxLength={PLAN_MESSAGE_MAX}
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
        />
        {reviewed && <PreviewSummary preview={reviewed} />}
        <ErrorAlert inline error={error} />
        {sent && (
          <Alert color="teal" role="status">
            {sent}
          </Alert>
        )}
        <Group gap="xs">
          <Button variant={reviewed ? 'default' : 'filled'} loading={busy === 'preview'} disabled={busy !== null} onClick={() => void review()}>
            Review plan
          </Button>
          <Button loading={busy === 'send'} disabled={busy !== null || reviewed === null} onClick={() => void send()}>
            {reviewed && reviewed.warnings.length > 0 ? 'Send anyway' : 'Send plan'}
          </Button>
        </Group>
        <SentPlans clientId={clientId} />
      </Stack>
    </Paper>
  );
}

function PreviewSummary({ preview }: { preview: PlanPreviewResponse }) {
  return (
    <Stack gap={6} aria-label="Plan review">
      <InteractionWarnings warnings={preview.warnings} reader="practitioner" />
      {preview.warnings.length === 0 && (
        <Text size="sm" c="dimmed">
          Nothing the client told us conflicts with these products.
        </Text>
      )}
      {preview.items.map((item) => (
        <Text size="sm" key={item.productId}>
          {item.quantity} × {item.productName} · {formatPrice(item.unitPrice * item.quantity, preview.currency)}
          {item.available ? '' : ' · not available now'}
        </Text>
      ))}
      <Text size="sm" fw={600}>
        Total today: {formatPrice(preview.total, preview.currency)}
      </Text>
    </Stack>
  );
}

function SentPlans({ clientId }: { clientId: string }) {
  const plans = useClientPlans(clientId);
  if (plans.isPending || plans.isError || plans.data.plans.length === 0) return null;
  return (
    <Stack gap={6} component="section" aria-label="Plans sent">
      <Text fw={600} size="sm">
        Plans sent
      </Text>
      {plans.data.plans.map((plan) => (
        <Group key={plan.id} justify="space-between" wrap="nowrap" component="article" aria-label={`Plan ${plan.title}`}>
          <Text size="sm">
            {plan.title} · {sentFormat.format(new Date(plan.sentAt))}
            {plan.checkIn ? ` · check-in ${plan.checkIn.score}/5${plan.checkIn.note ? `: “${plan.checkIn.note}”` : ''}` : ''}
          </Text>
          <Badge color={STATUS_COLORS[plan.status]}>{STATUS_LABELS[plan.status]}</Badge>
        </Group>
      ))}
    </Stack>
  );
}
