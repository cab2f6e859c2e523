import { Alert, List, Stack, Text } from '@mantine/core';
import type { AssessmentType } from '@common/assessments/question-banks';
import type { InvalidAnswersDetails } from '@common/contracts/assessments';
import { ApiError } from '../../../api/api-error';
import { errorNoticeSentence, errorSentence } from '../../../api/error-texts';
import { ErrorNotice, LoadingBlock } from '../../../ui/query-status';
import { useAssessmentQuestions } from '../api/get-assessment-questions';
import { useSubmitAssessment } from '../api/submit-assessment';
import { AssessmentResult } from './assessment-result';
import { AssessmentStepper } from './assessment-stepper';

function invalidAnswerProblems(error: unknown): InvalidAnswersDetails['problems'] {
  if (!(error instanceof ApiError) || error.code !== 'INVALID_ANSWERS') return [];
  const details = error.details as Partial<InvalidAnswersDetails> | undefined;
  return Array.isArray(details?.problems) ? details.problems : [];
}

function SubmitError({ error, questionNumber }: { error: unknown; questionNumber: (id: string) => string }) {
  const problems = invalidAnswerProblems(error);
  if (problems.length > 0) {
    return (
      <Alert color="red" role="alert" title="Some answers need another look">
        <Text size="sm">Go back to these questions, choose an answer, then submit again:</Text>
        <List size="sm" mt={4}>
          {problems.map((problem) => (
            <List.Item key={problem.questionId}>
              {questionNumber(problem.questionId)}: {problem.message}
            </List.Item>
          ))}
        </List>
      </Alert>
    );
  }
  return (
    <Alert color="red" role="alert" title="Your answers were not saved">
      <Text size="sm">{errorSentence(error, 'Your assessment could not be saved. Please try again.')} Your answers are kept: submit again when ready.</Text>
    </Alert>
  );
}

/** Loads one question bank, runs it, submits the answers and shows the result. */
export function AssessmentRunner({ type }: { type: AssessmentType }) {
  const questions = useAssessmentQuestions(type);
  const submit = useSubmitAssessment();

  if (questions.isPending) return <LoadingBlock label="Loading the questions…" />;
  if (questions.isError) {
    return <ErrorNotice sentence={errorNoticeSentence(questions.error, 'The questions could not be loaded.')} onRetry={() => void questions.refetch()} />;
  }
  if (submit.isSuccess) return <AssessmentResult results={submit.data.results} />;

  const questionNumber = (id: string) => {
    const index = questions.data.findIndex((question) => question.id === id);
    return index === -1 ? `Question ${id}` : `Question ${index + 1}`;
  };
  return (
    <Stack gap="lg">
      {submit.isError && <SubmitError error={submit.error} questionNumber={questionNumber} />}
      <AssessmentStepper questions={questions.data} submitting={submit.isPending} onSubmit={(answers) => submit.mutate({ type, answers })} />
    </Stack>
  );
}
