import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MEETING_LINK_MAX_LENGTH, MEETING_LINK_PLACEHOLDER, meetingLinkFor, meetingLinkTemplateProblems } from '@common/meeting-link';
import { errorSentence } from '../../../api/error-texts';
import { useApiClient } from '../../../api/use-api';
import type { Outcome } from '../../../ui/outcome-line';
import { OutcomeLine } from '../../../ui/outcome-line';
import { availabilityQueryOptions, saveMeetingLink } from '../api/practice-api';

const EXAMPLE_TEMPLATE = `https://meet.jit.si/guardians-${MEETING_LINK_PLACEHOLDER}`;
/** What the preview fills in: a consultation's id looks like this. */
const EXAMPLE_ID = '3f2b8c1e-8d4a-4c55-9a51-0c7e2f0d9b11';

/**
 * The practice's meeting link template (issue 44): every consultation booked from then on gets its join link from it,
 * checked here by the server's own rule (common/meeting-link.ts) before anything is sent.
 */
export function MeetingLinkForm({ saved }: { saved: string | null }) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const [template, setTemplate] = useState(saved ?? '');
  const [busy, setBusy] = useState<'save' | 'remove' | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const problems = template.trim() === '' ? [] : meetingLinkTemplateProblems(template);
  const example = problems.length === 0 && template.trim() !== '' ? meetingLinkFor(template, EXAMPLE_ID) : undefined;

  async function send(kind: 'save' | 'remove', value: string | null) {
    if (value !== null && meetingLinkTemplateProblems(value).length > 0) {
      setOutcome({ kind: 'error', text: meetingLinkTemplateProblems(value).join(' ') });
      return;
    }
    setBusy(kind);
    setOutcome(null);
    try {
      await saveMeetingLink(api, { template: value });
      await queryClient.invalidateQueries(availabilityQueryOptions);
      setOutcome({
        kind: 'saved',
        text:
          value === null ? 'Removed. New bookings get no link; add one per consultation under Today.' : 'Saved. Every new booking gets its own link from it.',
      });
      if (value === null) setTemplate('');
    } catch (caught) {
      setOutcome({ kind: 'error', text: errorSentence(caught, 'The link could not be saved. Try again in a moment.') });
    } finally {
      setBusy(null);
    }
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void send('save', template.trim());
      }}
    >
      <Stack gap="sm">
        <Title order={2} size="h3">
          Video calls
        </Title>
        <TextInput
          label="Meeting link template"
          description={`The https link of your video calls. ${MEETING_LINK_PLACEHOLDER} becomes each consultation's id, so every booking gets its own room; without it, everyone joins the same link (a personal meeting room). Clients see the link with their booking and in the calendar invite.`}
          placeholder={EXAMPLE_TEMPLATE}
          maxLength={MEETING_LINK_MAX_LENGTH}
          value={template}
          onChange={(event) => setTemplate(event.currentTarget.value)}
          error={problems.length > 0 ? problems.join(' ') : undefined}
        />
        {example && (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            A booking would get a link like {example}
          </Text>
        )}
        <OutcomeLine outcome={outcome} />
        <Group gap="xs">
          <Button type="submit" loading={busy === 'save'} disabled={busy !== null || template.trim() === ''}>
            Save link
          </Button>
          {saved !== null && (
            <Button variant="subtle" color="red" loading={busy === 'remove'} disabled={busy !== null} onClick={() => void send('remove', null)}>
              Remove template
            </Button>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          Consultations already booked keep the link they have; change one under Today.
        </Text>
      </Stack>
    </form>
  );
}
