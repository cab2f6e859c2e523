// The welcome of spec 4 ("Onboarding"): shown in the shell's onboarding slot until finished or skipped, and again
// after "Show the introduction again". Four short steps end with the call to take the assessment.
import { Box, Button, Group, List, Modal, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { GUARDIANS } from '@common/guardians';
import { PERSONAS } from '@common/personas';
import { REFLECTION_REWARD_COINS } from '@common/rewards';
import { useFirstRun, useOnboardingCompleted } from '../../../domain/first-run/seen-features';

export const ASSESSMENT_PATH = '/assessment';

interface OnboardingStep {
  title: string;
  body: ReactNode;
}

export const ONBOARDING_STEPS: readonly OnboardingStep[] = [
  {
    title: 'Meet your five wellness guardians',
    body: (
      <Stack gap="sm">
        <Text>Each guardian watches over one part of your wellbeing:</Text>
        <List spacing="xs" listStyleType="none" aria-label="The guardians">
          {GUARDIANS.map((guardian) => (
            <List.Item key={guardian.id} icon={<ThemeIcon size={14} radius="xl" color={PERSONAS[guardian.id].hexColor} aria-hidden />}>
              <Text span fw={600}>
                {guardian.personaName}
              </Text>
              <Text span c="dimmed">
                {' '}
                · {guardian.title}
              </Text>
            </List.Item>
          ))}
        </List>
      </Stack>
    ),
  },
  {
    title: 'Find your guardian',
    body: (
      <Text>
        The Guardian Assessment asks a few short questions about how you feel, scores each of the five areas from 0 to 100 and names your primary and secondary
        guardian. Take it again later to follow your progress over time.
      </Text>
    ),
  },
  {
    title: 'Ask a guardian anytime',
    body: (
      <Text>
        The chat button in the corner opens a quick chat: pick a guardian, tap a quick question or write your own, and get advice with products from the
        guardian’s own collection.
      </Text>
    ),
  },
  {
    title: 'Earn rewards in your wallet',
    body: (
      <Text>
        With an account, your wallet collects reward coins: {REFLECTION_REWARD_COINS} coins for each Vitamin D reflection you share, and more for assessments
        and purchases. Watch for blessings from your guardians along the way.
      </Text>
    ),
  },
];

export function OnboardingWelcome() {
  const firstRun = useFirstRun();
  const completed = useOnboardingCompleted();
  const navigate = useNavigate();
  const [stepIndex, setStepIndex] = useState(0);
  const step = ONBOARDING_STEPS[stepIndex] ?? ONBOARDING_STEPS[0]!;
  const last = stepIndex === ONBOARDING_STEPS.length - 1;

  const finish = () => {
    firstRun.completeOnboarding();
    setStepIndex(0);
  };
  const startAssessment = () => {
    finish();
    void navigate(ASSESSMENT_PATH);
  };

  return (
    <Modal opened={!completed} onClose={finish} title={step.title} centered size="lg" closeButtonProps={{ 'aria-label': 'Skip the introduction' }}>
      <Stack gap="md">
        <Box>
          <Text size="sm" c="dimmed" aria-hidden>
            Step {stepIndex + 1} of {ONBOARDING_STEPS.length}
          </Text>
          <Progress
            value={((stepIndex + 1) / ONBOARDING_STEPS.length) * 100}
            size="sm"
            aria-label={`Step ${stepIndex + 1} of ${ONBOARDING_STEPS.length}`}
            mt={4}
          />
        </Box>
        {step.body}
        <Group justify="space-between" gap="xs">
          <Button variant="subtle" color="gray" onClick={finish}>
            Skip introduction
          </Button>
          <Group gap="xs">
            {stepIndex > 0 && (
              <Button variant="default" onClick={() => setStepIndex((index) => index - 1)}>
                Back
              </Button>
            )}
            {last ? (
              <Button onClick={startAssessment}>Take the Guardian Assessment</Button>
            ) : (
              <Button onClick={() => setStepIndex((index) => index + 1)}>Next</Button>
            )}
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
