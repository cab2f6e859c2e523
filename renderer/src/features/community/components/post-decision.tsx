// A moderator's decision on one queued post: approve it, hide it with a reason its author reads, or edit its text
// with a note beside it. Reasons are checked with the contract's schema before anything is sent.
import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { PostDecisionRequest } from '@common/contracts/community';
import type { CommunityPost } from '@common/contracts/community';
import { useApiClient } from '../../../api/use-api';
import { ErrorAlert } from '../../../ui/error-alert';
import { decidePost } from '../api/decide-post';
import type { ModerationReport } from '../hooks/use-moderation-action';
import { useModerationAction } from '../hooks/use-moderation-action';
import { moderationProblems } from '../lib/post-rules';

type Decision = PostDecisionRequest['action'];

export function PostDecision({ post, report }: { post: CommunityPost; report: ModerationReport }) {
  const api = useApiClient();
  const { running, busy, error, run } = useModerationAction<Decision>(report);
  const [mode, setMode] = useState<'hide' | 'edit' | null>(null);
  const [reason, setReason] = useState('');
  const [body, setBody] = useState(post.body);
  const [problems, setProblems] = useState<Record<string, string>>({});

  function open(next: 'hide' | 'edit') {
    setMode(next);
    setProblems({});
  }

  async function decide(decision: PostDecisionRequest) {
    const found = moderationProblems(PostDecisionRequest, decision);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    await run(decision.action, () => decidePost(api, post.id, PostDecisionRequest.parse(decision)));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (mode === 'hide') void decide({ action: 'hide', reason });
    if (mode === 'edit') void decide({ action: 'edit', body, reason });
  }

  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="wrap">
        <Button size="xs" color="teal" loading={running === 'approve'} onClick={() => void decide({ action: 'approve' })}>
          Approve
        </Button>
        <Button size="xs" color="red" variant={mode === 'hide' ? 'filled' : 'light'} onClick={() => open('hide')} aria-expanded={mode === 'hide'}>
          Hide…
        </Button>
        <Button size="xs" variant={mode === 'edit' ? 'filled' : 'light'} onClick={() => open('edit')} aria-expanded={mode === 'edit'}>
          Edit…
        </Button>
      </Group>
      {mode && (
        <form onSubmit={submit} noValidate aria-label={mode === 'hide' ? 'Hide this post' : 'Edit this post'}>
          <Stack gap="xs">
            {mode === 'edit' && (
              <Textarea
                label="New text"
                value={body}
                onChange={(event) => setBody(event.currentTarget.value)}
                error={problems.body}
                autosize
                minRows={3}
                required
              />
            )}
            <TextInput
              label={mode === 'hide' ? 'Why it is hidden (the author reads this)' : 'Note beside the edited post (the author reads this)'}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              error={problems.reason}
              maxLength={500}
              required
              autoFocus={mode === 'hide'}
            />
            <Group gap="xs">
              <Button type="submit" size="xs" color={mode === 'hide' ? 'red' : undefined} loading={running === mode}>
                {mode === 'hide' ? 'Hide post' : 'Save edit'}
              </Button>
              <Button size="xs" variant="subtle" onClick={() => setMode(null)} disabled={busy}>
                Cancel
              </Button>
            </Group>
          </Stack>
        </form>
      )}
      <ErrorAlert inline error={error} />
    </Stack>
  );
}
