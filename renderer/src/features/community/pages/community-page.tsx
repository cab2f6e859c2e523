// /community (issue 43): the Guardian Council's six circles, the rules every member agrees to, the member's own
// panel (display name, trust level, privacy) and their notifications.
import { Anchor, Container, Grid, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { COMMUNITY_RULES } from '@common/community';
import { STAFF_ROLES } from '@common/roles';
import { errorSentence } from '../../../api/error-texts';
import { useSession } from '../../../identity/session-context';
import { CardGridSkeleton, ErrorNotice } from '../../../ui/query-status';
import { useCircles } from '../api/get-circles';
import { CircleCard } from '../components/circle-card';
import { CommunityRules } from '../components/community-rules';
import { MemberPanel } from '../components/member-panel';
import { NotificationsPanel } from '../components/notifications-panel';

export function CommunityPage() {
  const circles = useCircles();
  const session = useSession();
  const isStaff = session.user?.roles.some((role) => (STAFF_ROLES as readonly string[]).includes(role)) ?? false;

  return (
    <Container size="lg" py="xl" px="md">
      <Stack gap="lg">
        <div>
          <Title order={1}>Guardian Community</Title>
          <Text c="dimmed">
            Members sharing what they eat, move, measure and learn, one circle per guardian. Experiences, not medical advice.
            {isStaff && (
              <>
                {' '}
                <Anchor component={Link} to="/admin/community">
                  Open the moderation queue
                </Anchor>
              </>
            )}
          </Text>
        </div>
        <Grid gutter="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg">
              <Stack gap="sm" component="section" aria-labelledby="circles-title">
                <Title order={2} size="h3" id="circles-title">
                  Circles
                </Title>
                {circles.isError ? (
                  <ErrorNotice
                    title="The circles could not be loaded"
                    sentence={errorSentence(circles.error, 'Check your connection, then try again.')}
                    onRetry={() => void circles.refetch()}
                  />
                ) : !circles.data ? (
                  <CardGridSkeleton label="Loading the circles…" count={6} cols={{ base: 1, sm: 2 }} lines={3} />
                ) : (
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                    {circles.data.circles.map((circle) => (
                      <CircleCard key={circle.id} circle={circle} />
                    ))}
                  </SimpleGrid>
                )}
              </Stack>
              <CommunityRules rules={circles.data?.communityRules ?? COMMUNITY_RULES} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="lg">
              <MemberPanel />
              <NotificationsPanel />
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
