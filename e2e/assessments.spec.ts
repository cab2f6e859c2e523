import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { scoreAssessment } from '@common/assessments/scoring';
import { findGuardian } from '@common/guardians';
import { trend } from '@common/progress';
import { overallReading, vitaminDMetrics } from '@common/vitamin-d';
import { answerAssessment } from './assessment-steps';
import { registerThroughApi, uniqueEmail } from './demo-visitor';

test.describe('assessments and the dashboards built on them, against the real server', () => {
  test('a signed-out visitor takes the basic assessment, sees the computed dashboard, signs up and still sees it', async ({ page }) => {
    await page.goto('/quick-assessment');
    const blessing = page.evaluate(
      () =>
        new Promise<unknown>((resolve) =>
          window.addEventListener('guardian-blessing-trigger', (event) => resolve((event as CustomEvent).detail), { once: true }),
        ),
    );
    const answers = await answerAssessment(page, 'basic', () => 0);
    const results = scoreAssessment('basic', answers);

    await expect(page.getByRole('heading', { name: 'Your Guardian Results' })).toBeVisible();
    await expect(page.getByText(findGuardian(results.primaryGuardian)?.personaName ?? '').first()).toBeVisible();
    expect(await blessing).toEqual({ action: 'assessment_complete' });
    expect(await page.evaluate(() => localStorage.getItem('tempUserEmail'))).toMatch(/@/);

    const metrics = vitaminDMetrics(results.scores, results.primaryGuardian);
    async function expectDashboard() {
      await expect(page.getByTestId('overall-score')).toHaveText(String(metrics.overallScore));
      await expect(page.getByTestId('overall-label')).toHaveText(overallReading(metrics, results.scores).label);
      await expect(page.getByTestId('metric-resonanceStrength-value')).toHaveText(String(metrics.resonanceStrength));
      await expect(page.getByTestId('metric-quantumCoherence-value')).toHaveText(String(metrics.quantumCoherence));
      await expect(page.getByTestId('metric-pathwayEfficiency-value')).toHaveText(String(metrics.pathwayEfficiency));
      await expect(page.getByTestId('metric-cellularIntegration-value')).toHaveText(String(metrics.cellularIntegration));
    }
    await page.getByRole('link', { name: 'View Vitamin D Analysis' }).click();
    await expect(page).toHaveURL('/vitamin-d-analysis');
    await expectDashboard();
    await expect(page.getByRole('link', { name: 'Join Guardian Council' })).toBeVisible();

    // Signing up in this browser moves the guest assessment to the new account.
    await registerThroughApi(page, uniqueEmail('assessed'));
    await page.goto('/vitamin-d-analysis');
    await expectDashboard();
    await expect(page.getByRole('link', { name: 'Join Guardian Council' })).toHaveCount(0);
  });

  test('a second assessment makes the progress page compare the two with the right trend', async ({ page }) => {
    await registerThroughApi(page, uniqueEmail('returning'));
    await page.goto('/assessment-progress');
    await expect(page.getByText('Complete at least one Guardian Assessment to start tracking your progress over time.')).toBeVisible();

    await page.goto('/assessment/basic');
    const first = scoreAssessment('basic', await answerAssessment(page, 'basic', () => 0));
    await expect(page.getByRole('heading', { name: 'Your Guardian Results' })).toBeVisible();
    await page.getByRole('link', { name: 'Track Your Progress' }).click();
    await expect(page.getByRole('heading', { name: 'Need More Data' })).toBeVisible();

    await page.getByRole('link', { name: 'Complete Another Assessment' }).click();
    await expect(page).toHaveURL('/standardized-assessment');
    await page.goto('/assessment/basic');
    const second = scoreAssessment('basic', await answerAssessment(page, 'basic', (count) => count - 1));
    await expect(page.getByRole('heading', { name: 'Your Guardian Results' })).toBeVisible();
    await page.getByRole('link', { name: 'Track Your Progress' }).click();

    const previous = vitaminDMetrics(first.scores, first.primaryGuardian).overallScore;
    const latest = vitaminDMetrics(second.scores, second.primaryGuardian).overallScore;
    const expected = trend(previous, latest);
    const summary = page.getByLabel('Progress summary');
    await expect(summary).toContainText('Assessments2');
    await expect(summary).toContainText(`Latest overall score${latest}`);
    await expect(summary.getByTestId('overall-trend')).toContainText(expected.label);

    await page.getByRole('tab', { name: 'Assessment Timeline' }).click();
    const timeline = page.getByRole('list', { name: 'Assessment timeline' });
    await expect(timeline.getByRole('listitem')).toHaveCount(2);
    await expect(timeline.getByRole('listitem').first()).toContainText('LATEST');
    await expect(timeline.getByRole('listitem').first()).toContainText(`Overall ${latest}`);
  });

  test("the dashboard's 'Download PDF Report' downloads a real PDF", async ({ page }) => {
    await page.goto('/assessment/basic');
    await answerAssessment(page, 'basic', () => 1);
    await page.getByRole('link', { name: 'View Vitamin D Analysis' }).click();
    // The cookie banner sits over the bottom of the dashboard until the visitor answers it.
    await page.getByRole('button', { name: 'Accept all' }).click();
    await page.getByRole('tab', { name: 'Recommendations' }).click();
    const downloadStarted = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF Report' }).click();
    const download = await downloadStarted;
    expect(download.suggestedFilename()).toMatch(/^vitamin-d-report-\d{4}-\d{2}-\d{2}\.pdf$/);
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  });
});
