// "Report" on someone else's post: why (one of the contract's reasons) and an optional note, then a confirmation that
// says whether the reports now hide the post until a moderator looks.
import { Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { REPORT_REASON_LABELS, REPORT_REASONS } from '@common/community';
import type { ReportReason } from '@common/community';
import type { CommunityPost } from '@common/contracts/community';
import { ReportRequest } from '@common/contracts/community';
import { useApiAction } from '../../../api/use-api-action';
import { useApiClient } from '../../../api/use-api';
import { ErrorAlert } from '../../../ui/error-alert';
import { topicKey } from '../api/get-topic';
import { reportPost } from '../api/report-post';

const NOTE_MAX = ReportRequest.shape.note.unwrap().maxLength ?? 500;

export function ReportButton({ post }: { post: CommunityPost }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [hidden, setHidden] = useState<boolean | null>(null);

  function close() {
    setOpen(false);
    // Only now: a post the reports hid leaves the page, and the dialog with it.
    if (hidden) void queryClient.invalidateQueries({ queryKey: topicKey(post.topicId) });
  }

  return (
    <>
      <Button size="xs" variant="subtle" color="gray" onClick={() => setOpen(true)} aria-label={`Report the post by ${post.author.displayName}`}>
        Report
      </Button>
      <Modal opened={open} onClose={close} title={hidden === null ? 'Report this post' : 'Thank you for reporting it'} centered>
        {hidden === null ? <ReportForm post={post} onReported={setHidden} onCancel={close} /> : <ReportSent hidden={hidden} onClose={close} />}
      </Modal>
    </>
  );
}

function ReportForm({ post, onReported, onCancel }: { post: CommunityPost; onReported: (hidden: boolean) => void; onCancel: () => void }) {
  const api = useApiClient();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [reasonProblem, setReasonProblem] = useState<string | null>(null);
  const { busy, error, run } = useApiAction();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason) {
      setReasonProblem('Choose what is wrong with the post.');
      return;
    }
    setReasonProblem(null);
    await run(async () => {
      const trimmed = note.trim();
      const answer = await reportPost(api, post.id, { reason, ...(trimmed ? { note: trimmed } : {}) });
      onReported(answer.hidden);
    }, 'Your report could not be sent. Try again in a moment.');
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <Text size="sm">A moderator reads every report. The member is not told who reported them.</Text>
        <Radio.Group
          label="What is wrong with it?"
          value={reason}
          onChange={(value) => setReason(REPORT_REASONS.find((candidate) => candidate === value) ?? null)}
          error={reasonProblem}
          required
        >
          <Stack gap={6} mt={6}>
            {REPORT_REASONS.map((candidate, index) => (
              <Radio key={candidate} value={candidate} label={REPORT_REASON_LABELS[candidate]} data-autofocus={index === 0 ? true : undefined} />
            ))}
          </Stack>
        </Radio.Group>
        <Textarea
          label="Anything the moderators should know (optional)"
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          maxLength={NOTE_MAX}
          description={`Up to ${NOTE_MAX} characters.`}
          autosize
          minRows={2}
        />
        <ErrorAlert error={error} />
        <Group justify="flex-end" gap="xs">
          <Button variant="subtle" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" color="red" loading={busy}>
            Send report
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function ReportSent({ hidden, onClose }: { hidden: boolean; onClose: () => void }) {
  // The form's button is gone: focus moves to the one way on, and the screen reader reads the confirmation.
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => close.current?.focus(), []);
  return (
    <Stack gap="sm">
      <Text size="sm" role="status">
        {hidden
          ? 'Your report was sent. With the reports of other members, the post is now hidden until a moderator looks at it.'
          : 'Your report was sent. A moderator will look at the post.'}
      </Text>
      <Group justify="flex-end">
        <Button ref={close} onClick={onClose}>
          Close
        </Button>
      </Group>
    </Stack>
  );
}
