import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AssessmentHistoryEntry } from '@common/contracts/assessments';
import { installFakeServer, json } from '../../../api/test-support/fake-server';
import { renderAppScreen } from '../../../testing/render-app-screen';
import { AssessmentProgressPage } from './assessment-progress-page';

function assessment(id: string, createdAt: string, primaryScore: number): AssessmentHistoryEntry {
  return {
    id,
    created_at: createdAt,
    type: 'basic',
    results: { scores: { angio: primaryScore, regenera: 40, genomica: 40, biome: 40, immuno: 40 }, primaryGuardian: 'angio', secondaryGuardian: 'regenera' },
  };
}

/** A signed-out visitor whose browser took assessments: it holds the guest claim (tempUserEmail). */
function serve(assessments: AssessmentHistoryEntry[]) {
  localStorage.setItem('tempUserEmail', 'guest@guardians.test');
  return installFakeServer({
    'GET /api/auth/me': () => json({ error: 'Sign in first', code: 'UNAUTHENTICATED' }, 401),
    'GET /api/assessment/mine': () => json({ email: 'guest@guardians.test', temporary: true, assessments }),
  });
}

beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AssessmentProgressPage', () => {
  it('asks nothing of the server for a signed-out visitor who never took an assessment', async () => {
    const server = serve([]);
    localStorage.removeItem('tempUserEmail');
    renderAppScreen(<AssessmentProgressPage />, { path: '/assessment-progress' });
    expect(await screen.findByText('Complete at least one Guardian Assessment to start tracking your progress over time.')).toBeTruthy();
    expect(server.requestsTo('GET /api/assessment/mine')).toHaveLength(0);
  });

  it('with no history asks for a first assessment, linking to the standardized one', async () => {
    serve([]);
    renderAppScreen(<AssessmentProgressPage />, { path: '/assessment-progress' });
    expect(await screen.findByText('Complete at least one Guardian Assessment to start tracking your progress over time.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Take Guardian Assessment' }).getAttribute('href')).toBe('/standardized-assessment');
    expect(screen.getAllByRole('link', { name: 'Back to Profile' })[0]?.getAttribute('href')).toBe('/profile');
  });

  it('with one assessment says it needs more data', async () => {
    serve([assessment('a1', '2025-03-02T10:00:00.000Z', 60)]);
    renderAppScreen(<AssessmentProgressPage />, { path: '/assessment-progress' });
    expect(await screen.findByRole('heading', { name: 'Need More Data' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Complete Another Assessment' })).toBeTruthy();
  });

  it('with two compares them: count, dates, latest overall score and its trend, newest tagged LATEST', async () => {
    // Overall scores: primary 60 → 70, 80 → 78 (computed with common vitaminDMetrics: 70 and 78 below).
    serve([assessment('old', '2025-01-05T10:00:00.000Z', 60), assessment('new', '2025-03-02T10:00:00.000Z', 80)]);
    renderAppScreen(<AssessmentProgressPage />, { path: '/assessment-progress' });
    const summary = await screen.findByLabelText('Progress summary');
    expect(within(summary).getByText('2')).toBeTruthy();
    expect(within(summary).getByText('Jan 5, 2025')).toBeTruthy();
    expect(within(summary).getByText('Mar 2, 2025')).toBeTruthy();
    expect(within(summary).getByTestId('overall-trend').textContent).toContain('↑');
    expect(within(summary).getByTestId('overall-change').textContent).toMatch(/^\+\d+ points since the previous assessment$/);
    expect(screen.getByRole('tab', { name: 'Guardian Scores' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Vitamin D Metrics' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Assessment Timeline' })).toBeTruthy();
  });
});
