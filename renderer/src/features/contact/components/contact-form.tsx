// The contact form: checked by the contract first, so each problem shows at its field; a signed-in customer's name and
// e-mail are filled in. On success the form gives way to the reference to quote.
import { Alert, Button, NativeSelect, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { CONTACT_LIMITS, CONTACT_TOPIC_LABELS, CONTACT_TOPICS, ContactMessageRequest } from '@common/contracts/contact';
import type { ContactMessageReceipt, ContactTopic } from '@common/contracts/contact';
import { STORE_CONTACT } from '@common/store-contact';
import { errorSentence } from '../../../api/error-texts';
import { useApiClient } from '../../../api/use-api';
import { useSession } from '../../../identity/session-context';
import { sendContactMessage } from '../api/send-contact-message';
import { ErrorAlert } from '../../../ui/error-alert';

interface Draft {
  name: string;
  email: string;
  topic: ContactTopic | null;
  orderReference: string;
  message: string;
}

const isTopic = (value: string | null): value is ContactTopic => CONTACT_TOPICS.some((topic) => topic === value);

export function ContactForm() {
  const api = useApiClient();
  const { user } = useSession();
  const account = user && !user.isDemo ? user : null;
  const [draft, setDraft] = useState<Draft>({ name: '', email: '', topic: null, orderReference: '', message: '' });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [receipt, setReceipt] = useState<ContactMessageReceipt | null>(null);
  const set = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));
  // The account's name and address until the person types their own.
  const name = draft.name || (account?.displayName ?? '');
  const email = draft.email || (account?.email ?? '');

  async function submit() {
    setError(null);
    const candidate = ContactMessageRequest.safeParse({
      name,
      email,
      topic: draft.topic ?? undefined,
      orderReference: draft.orderReference.trim() || undefined,
      message: draft.message,
    });
    if (!candidate.success) {
      setFieldErrors(
        Object.fromEntries(
          candidate.error.issues.map((issue) => [String(issue.path[0]), issue.path[0] === 'topic' ? 'Choose what your message is about' : issue.message]),
        ),
      );
      return;
    }
    setFieldErrors({});
    setSending(true);
    try {
      setReceipt(await sendContactMessage(api, candidate.data));
    } catch (caught) {
      setError(errorSentence(caught, `Your message could not be sent. Try again, or write to ${STORE_CONTACT.email}.`));
    } finally {
      setSending(false);
    }
  }

  if (receipt) {
    return (
      <Alert color="teal" title="Message sent" role="status">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            Thank you. Your reference is <strong>{receipt.reference}</strong>; we answer by e-mail within {STORE_CONTACT.replyWithinWorkingDays} working days.
          </Text>
          <Button
            variant="light"
            size="xs"
            onClick={() => {
              setReceipt(null);
              setDraft({ name: '', email: '', topic: null, orderReference: '', message: '' });
            }}
          >
            Write another message
          </Button>
        </Stack>
      </Alert>
    );
  }

  return (
    <form
      aria-labelledby="contact-form-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        <Title order={2} size="h3" id="contact-form-title">
          Write to us
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Your name"
            required
            autoComplete="name"
            maxLength={CONTACT_LIMITS.name.max}
            value={name}
            onChange={(event) => set({ name: event.currentTarget.value })}
            error={fieldErrors.name}
          />
          <TextInput
            label="E-mail for our reply"
            required
            type="email"
            autoComplete="email"
            maxLength={CONTACT_LIMITS.email.max}
            value={email}
            onChange={(event) => set({ email: event.currentTarget.value })}
            error={fieldErrors.email}
          />
          <NativeSelect
            label="About"
            required
            data={[{ value: '', label: 'Choose one' }, ...CONTACT_TOPICS.map((topic) => ({ value: topic, label: CONTACT_TOPIC_LABELS[topic] }))]}
            value={draft.topic ?? ''}
            onChange={(event) => {
              const value = event.currentTarget.value;
              set({ topic: isTopic(value) ? value : null });
            }}
            error={fieldErrors.topic}
          />
          <TextInput
            label="Order or booking number (optional)"
            maxLength={CONTACT_LIMITS.orderReference.max}
            value={draft.orderReference}
            onChange={(event) => set({ orderReference: event.currentTarget.value })}
            error={fieldErrors.orderReference}
          />
        </SimpleGrid>
        <Textarea
          label="Message"
          required
          description={`${CONTACT_LIMITS.message.min} to ${CONTACT_LIMITS.message.max.toLocaleString('en-IN')} characters. Please leave out card numbers and passwords.`}
          autosize
          minRows={5}
          maxLength={CONTACT_LIMITS.message.max}
          value={draft.message}
          onChange={(event) => set({ message: event.currentTarget.value })}
          error={fieldErrors.message}
        />
        <ErrorAlert error={error} />
        <Button type="submit" loading={sending} w="fit-content">
          Send message
        </Button>
      </Stack>
    </form>
  );
}
