import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import type { AssessmentAnswers } from '@common/assessments/answers';
import type { AssessmentType } from '@common/assessments/question-banks';
import { questionBank } from '@common/assessments/question-banks';

/** Answers every question of the open assessment with the option `pick` chooses, and returns the answers given. */
export async function answerAssessment(page: Page, type: AssessmentType, pick: (optionCount: number) => number): Promise<AssessmentAnswers> {
  const answers: AssessmentAnswers = {};
  const questions = questionBank(type);
  for (const [index, question] of questions.entries()) {
    await expect(page.getByText(`Question ${index + 1} of ${questions.length}`)).toBeVisible();
    const option = question.options[pick(question.options.length)];
    if (!option) throw new Error(`Question ${question.id} has no option to pick.`);
    await page.getByRole('radiogroup', { name: question.text }).getByRole('radio', { name: option.label, exact: true }).check();
    answers[question.id] = option.value;
    const isLast = index === questions.length - 1;
    await page.getByRole('button', { name: isLast ? 'See my results' : 'Next' }).click();
  }
  return answers;
}
