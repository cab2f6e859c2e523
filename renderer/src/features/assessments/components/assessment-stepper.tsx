import { Button, Group, Progress, Radio, Stack, Text } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import { useEffect, useRef, useState } from 'react';
import type { AssessmentAnswers } from '@common/assessments/answers';
import type { AssessmentQuestion } from '@common/assessments/question-banks';

interface AssessmentStepperProps {
  questions: readonly AssessmentQuestion[];
  submitting: boolean;
  onSubmit: (answers: AssessmentAnswers) => void;
}

const NEXT_KEYS = new Set(['ArrowDown', 'ArrowRight']);
const PREVIOUS_KEYS = new Set(['ArrowUp', 'ArrowLeft']);

/**
 * One question at a time. Answers live here for the whole run, so Back shows the answer given before.
 * Arrow keys move through the options (handled here so they behave the same in every browser); Enter goes on.
 */
export function AssessmentStepper({ questions, submitting, onSubmit }: AssessmentStepperProps) {
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<AssessmentAnswers>({});
  const groupRef = useRef<HTMLDivElement>(null);
  const question = questions[step];
  const isLast = step === questions.length - 1;

  // Keyboard users land on the new question's options rather than on a button that moved away.
  useEffect(() => {
    const checked = groupRef.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked');
    const first = groupRef.current?.querySelector<HTMLInputElement>('input[type="radio"]');
    (checked ?? first)?.focus({ preventScroll: true });
  }, [step]);

  if (!question) return null;
  const answer = answers[question.id];
  const answered = answer !== undefined;

  function choose(value: number) {
    if (!question) return;
    setAnswers((current) => ({ ...current, [question.id]: value }));
  }

  function goOn() {
    if (!answered || submitting) return;
    if (isLast) onSubmit(answers);
    else setStep((current) => current + 1);
  }

  function onOptionKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!question) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      goOn();
      return;
    }
    const direction = NEXT_KEYS.has(event.key) ? 1 : PREVIOUS_KEYS.has(event.key) ? -1 : 0;
    if (direction === 0) return;
    event.preventDefault();
    const options = question.options;
    const currentIndex = options.findIndex((option) => option.value === answer);
    const nextIndex = currentIndex === -1 ? 0 : (currentIndex + direction + options.length) % options.length;
    const option = options[nextIndex];
    if (!option) return;
    choose(option.value);
    groupRef.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]')[nextIndex]?.focus();
  }

  const questionNumber = step + 1;
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Text size="sm" c="dimmed" aria-live="polite">
          Question {questionNumber} of {questions.length}
        </Text>
        <Progress value={(questionNumber / questions.length) * 100} aria-label={`Question ${questionNumber} of ${questions.length}`} />
      </Stack>

      <Radio.Group
        key={question.id}
        value={answered ? String(answer) : null}
        onChange={(value) => choose(Number(value))}
        label={question.text}
        size="md"
        labelProps={{ fz: { base: 'lg', sm: 'xl' }, fw: 600 }}
        name={`question-${question.id}`}
      >
        <Stack gap="sm" mt="md" ref={groupRef} onKeyDown={onOptionKeyDown}>
          {question.options.map((option) => (
            <Radio key={option.value} value={String(option.value)} label={option.label} />
          ))}
        </Stack>
      </Radio.Group>

      <Group justify="space-between">
        <Button variant="default" onClick={() => setStep((current) => current - 1)} disabled={step === 0 || submitting}>
          Back
        </Button>
        <Button onClick={goOn} disabled={!answered} loading={submitting && isLast}>
          {isLast ? 'See my results' : 'Next'}
        </Button>
      </Group>
    </Stack>
  );
}
