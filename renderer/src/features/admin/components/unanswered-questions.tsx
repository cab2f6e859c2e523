// The questions the chat said it could not answer, most asked first: what an editor should write next. Each group
// names the topic and what was asked about it, with the newest questions in the askers' own words.
import { Badge, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { chatGuardian } from '@common/chat-guardians';
import { formatDisplayDate } from '@common/dates';
import { errorSentence } from '../../../api/error-texts';
import { useUnansweredQuestions } from '../api/get-unanswered-questions';
import { INTENT_LABELS } from './knowledge-labels';
import { ErrorAlert } from '../../../ui/error-alert';

export function UnansweredQuestions() {
  const unanswered = useUnansweredQuestions();
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="unanswered-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="unanswered-title">
          Unanswered questions
        </Title>
        <Text size="sm" c="dimmed">
          The chat told these askers it had no reliable answer. Writing the missing entry answers the next one.
        </Text>
        {unanswered.isPending && <Loader size="sm" aria-label="Loading unanswered questions" />}
        {unanswered.isError && (
          <ErrorAlert
            title="Unanswered questions could not be loaded"
            error={errorSentence(unanswered.error, 'Check your connection, then try again.')}
            onRetry={() => void unanswered.refetch()}
            stacked
          />
        )}
        {unanswered.data?.groups.length === 0 && (
          <Text size="sm" c="dimmed">
            None yet: every question so far had an answer.
          </Text>
        )}
        {unanswered.data && unanswered.data.groups.length > 0 && (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {unanswered.data.groups.map((group) => (
              <li key={`${group.topic}-${group.intent}`}>
                <Stack gap={4}>
                  <Group gap="xs">
                    <Text fw={600} size="sm">
                      {group.topicLabel}: {INTENT_LABELS[group.intent]}
                    </Text>
                    <Badge variant="light" size="sm">
                      asked {group.count} {group.count === 1 ? 'time' : 'times'}
                    </Badge>
                  </Group>
                  <Text size="xs" c="dimmed">
                    Last asked {formatDisplayDate(group.lastAskedAt)}
                  </Text>
                  {group.examples.map((example) => (
                    <Text size="sm" key={`${example.askedAt}-${example.question}`}>
                      “{example.question}”{' '}
                      <Text span size="xs" c="dimmed">
                        — to {chatGuardian(example.guardianId).name}
                      </Text>
                    </Text>
                  ))}
                </Stack>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
