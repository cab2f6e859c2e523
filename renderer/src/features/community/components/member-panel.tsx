// The signed-in member on /community: the name others see (editable in place), their trust level, whether others
// may see their activity, and the way to their own member page.
import { Anchor, Button, Group, Paper, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { DISPLAY_NAME_MAX } from '@common/community';
import type { CommunityMember, UpdateCommunityMemberRequest } from '@common/contracts/community';
import { errorSentence } from '../../../api/error-texts';
import { useApiAction } from '../../../api/use-api-action';
import { useApiClient } from '../../../api/use-api';
import { useSession } from '../../../identity/session-context';
import { ErrorAlert } from '../../../ui/error-alert';
import { ErrorNotice, LoadingBlock } from '../../../ui/query-status';
import { communityMeQueryOptions, useCommunityMe } from '../api/get-community-me';
import { ALL_MEMBER_PAGES_KEY } from '../api/get-member-activity';
import { updateCommunityMe } from '../api/update-community-me';
import { useReturnFocus } from '../hooks/use-return-focus';
import { displayNameProblem } from '../lib/post-rules';
import { memberPagePath } from './author-name';
import { ModerationNotices } from './moderation-notices';
import { TrustLevelPanel } from './trust-level-panel';

/**
 * Saves a change and puts the server's answer in the cache, so every part of the page shows the member as saved; the
 * member pages kept (their own among them) are asked again when next shown, with the new name or privacy.
 */
function useMemberUpdate() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return async (update: UpdateCommunityMemberRequest) => {
    const answer = await updateCommunityMe(api, update);
    queryClient.setQueryData(communityMeQueryOptions.queryKey, answer);
    void queryClient.invalidateQueries({ queryKey: ALL_MEMBER_PAGES_KEY });
  };
}

export function MemberPanel() {
  const me = useCommunityMe();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="member-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="member-title">
          You in the community
        </Title>
        {me.isError ? (
          <ErrorNotice
            title="Your community profile could not be loaded"
            sentence={errorSentence(me.error, 'Check your connection, then try again.')}
            onRetry={() => void me.refetch()}
          />
        ) : !me.data ? (
          <LoadingBlock label="Loading your community profile…" />
        ) : (
          <MemberDetails member={me.data.member} />
        )}
      </Stack>
    </Paper>
  );
}

function MemberDetails({ member }: { member: CommunityMember }) {
  return (
    <Stack gap="md">
      <ModerationNotices member={member} />
      <DisplayNameField member={member} />
      <TrustLevelPanel level={member.trustLevel} progress={member.progress} />
      <HideActivitySwitch member={member} />
      <OwnPageLink />
    </Stack>
  );
}

/** "Your member page": what others see of you. The member's id is their account's, known once the session is. */
function OwnPageLink() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <Anchor component={Link} to={memberPagePath(user.id)} size="sm">
      Your member page
    </Anchor>
  );
}

function DisplayNameField({ member }: { member: CommunityMember }) {
  const save = useMemberUpdate();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(member.displayName);
  const [saved, setSaved] = useState(false);
  const { busy, error, setError, run } = useApiAction();
  const changeButton = useReturnFocus<HTMLButtonElement>(editing);

  function startEditing() {
    setName(member.displayName);
    setError(null);
    setSaved(false);
    setEditing(true);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = displayNameProblem(name);
    if (problem) {
      setError(problem);
      return;
    }
    const done = await run(() => save({ displayName: name.trim() }), 'Your name could not be saved. Try again in a moment.');
    if (done) {
      setEditing(false);
      setSaved(true);
    }
  }

  if (!editing) {
    return (
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          Others see you as
        </Text>
        <Group gap="sm" wrap="wrap">
          <Text fw={600} data-testid="display-name">
            {member.displayName}
          </Text>
          {member.badge && <Text size="sm">· {member.badge}</Text>}
          <Button ref={changeButton} size="xs" variant="light" onClick={startEditing} aria-label="Change your display name">
            Change
          </Button>
        </Group>
        {saved && (
          <Text size="sm" c="teal" role="status">
            Saved. New posts show your new name.
          </Text>
        )}
      </Stack>
    );
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Change your display name">
      <Stack gap="xs">
        <TextInput
          label="Display name"
          description={`The name others see beside your posts, 2 to ${DISPLAY_NAME_MAX} characters. Never your email address.`}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          maxLength={DISPLAY_NAME_MAX}
          error={error}
          autoComplete="nickname"
          autoFocus
        />
        <Group gap="xs">
          <Button type="submit" size="xs" loading={busy}>
            Save name
          </Button>
          <Button size="xs" variant="subtle" onClick={() => setEditing(false)} disabled={busy}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function HideActivitySwitch({ member }: { member: CommunityMember }) {
  const save = useMemberUpdate();
  // The position moved to, shown while it is saved; the member's saved choice otherwise.
  const [moving, setMoving] = useState<boolean | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function change(hideActivity: boolean) {
    setMoving(hideActivity);
    setError(null);
    try {
      await save({ hideActivity });
    } catch (caught) {
      setError(errorSentence(caught, 'Your choice was not saved. Try again in a moment.'));
    } finally {
      setMoving(null);
    }
  }

  return (
    <Stack gap={4}>
      <Switch
        label="Hide my activity"
        description="Others do not see your topics and replies on your member page. Your posts still show where you wrote them."
        checked={moving ?? member.hideActivity}
        disabled={moving !== null}
        onChange={(event) => void change(event.currentTarget.checked)}
      />
      <ErrorAlert inline error={error} />
    </Stack>
  );
}
