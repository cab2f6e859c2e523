import { Button, Group, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { MAX_REFLECTION_LENGTH } from '@common/contracts/reflections';
import type { StoryId } from '@common/stories';
import { errorSentence } from '../../../api/error-texts';
import { useSaveReflection } from '../api/reflections-api';

export const SAVE_FAILED_DEFAULT = 'Failed to save wellness reflection';

/**
 * 'Add Reflection' and its form (spec 4): closed → open → submitting → closed and cleared on success, open on failure.
 * `userId` undefined means signed out: the button then explains that a reflection needs an account (spec 5).
 */
export function ReflectionForm({ storyId, storyTitle, userId }: { storyId: StoryId; storyTitle: string; userId: string | undefined }) {
  const [open, setOpen] = useState(false);
  const [content, setContent] = useState('');
  const save = useSaveReflection();

  function startReflection() {
    if (userId === undefined) {
      notifications.show({ title: 'Authentication Required', message: 'Please sign in to share your Vitamin D wellness story', color: 'red' });
      return;
    }
    setOpen(true);
  }

  function submit() {
    const trimmed = content.trim();
    if (trimmed === '' || userId === undefined || save.isPending) return;
    save.mutate(
      { user_id: userId, story_id: storyId, content: trimmed },
      {
        onSuccess: ({ coinsAwarded }) => {
          notifications.show({
            title: 'Wellness Reflection Saved',
            // Coins are paid once per story: a second save says so rather than promising coins that never arrive.
            message:
              coinsAwarded > 0
                ? `Your reflection was added to your journey and you earned ${coinsAwarded} reward coins.`
                : 'Your reflection was updated. You already earned the reward coins for this story.',
            color: 'teal',
          });
          setContent('');
          setOpen(false);
        },
        onError: (error) => {
          notifications.show({ title: 'Failed to Save Reflection', message: errorSentence(error, SAVE_FAILED_DEFAULT), color: 'red' });
        },
      },
    );
  }

  if (!open) {
    return (
      <Group>
        <Button variant="light" onClick={startReflection}>
          Add Reflection
        </Button>
      </Group>
    );
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="xs">
        <Textarea
          label={`Your reflection on “${storyTitle}”`}
          value={content}
          onChange={(event) => setContent(event.currentTarget.value)}
          autosize
          minRows={3}
          maxLength={MAX_REFLECTION_LENGTH}
          data-autofocus
          autoFocus
        />
        <Group justify="flex-end">
          <Button
            variant="default"
            onClick={() => {
              setOpen(false);
              setContent('');
            }}
          >
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending} disabled={content.trim() === ''}>
            Submit Reflection
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
