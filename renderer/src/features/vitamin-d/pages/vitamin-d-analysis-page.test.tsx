import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AssessmentHistoryEntry } from '@common/contracts/assessments';
import { scoreLevel, VITAMIN_D_SUB_METRICS, vitaminDMetrics } from '@common/vitamin-d';
import { installFakeServer, json } from '../../../api/test-support/fake-server';
import { renderAppScreen } from '../../../testing/render-app-screen';
import { VitaminDAnalysisPage } from './vitamin-d-analysis-page';

// Primary 80 makes resonance 120: shown as computed, while its bar stops at 100.
const scores = { angio: 80, regenera: 70, genomica: 50, biome: 30, immuno: 20 };
const latest: AssessmentHistoryEntry = {
  id: 'latest',
  created_at: '2025-03-02T10:00:00.000Z',
  type: 'basic',
  results: { scores, primaryGuardian: 'angio', secondaryGuardian: 'regenera' },
};
const older: AssessmentHistoryEntry = {
  id: 'older',
  created_at: '2025-01-02T10:00:00.000Z',
  type: 'basic',
  results: { scores: { angio: 10, regenera: 10, genomica: 10, biome: 10, immuno: 10 }, primaryGuardian: 'angio', secondaryGuardian: 'regenera' },
};

/** A signed-out visitor whose browser took assessments: it holds the guest claim (tempUserEmail). */
function serve(mine: () => Response) {
  localStorage.setItem('tempUserEmail', 'guest@guardians.test');
  installFakeServer({ 'GET /api/auth/me': () => json({ error: 'Sign in first', code: 'UNAUTHENTICATED' }, 401), 'GET /api/assessment/mine': mine });
}

beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('VitaminDAnalysisPage', () => {
  it('shows the metrics of the latest assessment as spec 9 computes them, resonance above 100 included', async () => {
    serve(() => json({ email: 'guest@guardians.test', temporary: true, assessments: [older, latest] }));
    renderAppScreen(<VitaminDAnalysisPage />, { path: '/vitamin-d-analysis' });
    const expected = vitaminDMetrics(scores, 'angio');
    expect(expected.resonanceStrength).toBe(120);

    expect((await screen.findByTestId('overall-score')).textContent).toBe(String(expected.overallScore));
    // Issue 39: an overall 81 is in the optimal band, but Biome 30 and Immuno 20 are critical: not 'Minor ... Enhancement'.
    expect(scoreLevel(expected.overallScore)).toBe('optimal');
    expect(screen.getByTestId('overall-label').textContent).toBe('Moderate Vitamin D Optimization Needed');
    expect(screen.getByTestId('overall-weak-guardians').textContent).toBe(
      'General Immuno (20) and Commander Biome (30) score under 40, in the critical band: start there.',
    );
    expect(screen.getByTestId('metric-resonanceStrength-value').textContent).toBe('120');
    expect(screen.getByTestId('metric-quantumCoherence-value').textContent).toBe(String(expected.quantumCoherence));
    expect(screen.getByTestId('metric-pathwayEfficiency-value').textContent).toBe(String(expected.pathwayEfficiency));
    expect(screen.getByTestId('metric-cellularIntegration-value').textContent).toBe(String(expected.cellularIntegration));
    expect(screen.getByRole('progressbar', { name: 'Resonance Strength 120' }).getAttribute('aria-valuenow')).toBe('100');
    // The bar stops at 100 and the number says it is above the range; the others are inside it.
    expect(screen.getByTestId('metric-resonanceStrength-above-range').textContent).toBe('above the 0–100 range');
    expect(screen.queryByTestId('metric-quantumCoherence-above-range')).toBeNull();
    // Its badge says so too, rather than a band (issue 39); the others keep theirs.
    expect(screen.getByTestId('metric-resonanceStrength-badge').textContent).toBe('Above range');
    expect(screen.getByTestId('metric-quantumCoherence-badge').textContent).toBe('Critical');
    // Each metric says how it is computed, and the page says what the numbers are not.
    for (const metric of VITAMIN_D_SUB_METRICS) expect(screen.getByText(metric.explanation)).toBeTruthy();
    expect(screen.getByTestId('vitamin-d-note').textContent).toMatch(/not a lab value.*25-hydroxyvitamin D/);
    // Signed out: the invitation to keep the results.
    expect(screen.getByRole('link', { name: 'Join Guardian Council' }).getAttribute('href')).toBe('/auth-simple');
  });

  it('lists the phased recommendations with their gain caps and the links onward', async () => {
    serve(() => json({ email: 'guest@guardians.test', temporary: true, assessments: [latest] }));
    renderAppScreen(<VitaminDAnalysisPage />, { path: '/vitamin-d-analysis' });
    fireEvent.click(await screen.findByRole('tab', { name: 'Recommendations' }));
    const expected = vitaminDMetrics(scores, 'angio');
    // The tab's code loads when it is opened (detail-tabs.tsx).
    expect(await screen.findByText(`Vitamin D Pathway Activation · 14 days`)).toBeTruthy();
    expect(screen.getByText('Quantum Coherence Maintenance · Ongoing')).toBeTruthy();
    expect(screen.getByText(new RegExp(`by up to ${Math.min(100 - expected.pathwayEfficiency, 30)} points`))).toBeTruthy();
    for (const href of ['/shop', '/assessment', '/intelligence', '/science', '/profile']) {
      expect(document.querySelector(`a[href="${href}"]`)).not.toBeNull();
    }
    expect(screen.getByRole('button', { name: 'Download PDF Report' })).toBeTruthy();
  });

  it('marks a resonance above 100 on its ring as above the range (issue 39)', async () => {
    serve(() => json({ email: 'guest@guardians.test', temporary: true, assessments: [latest] }));
    renderAppScreen(<VitaminDAnalysisPage />, { path: '/vitamin-d-analysis' });
    fireEvent.click(await screen.findByRole('tab', { name: 'Resonance Patterns' }));
    expect((await screen.findByTestId('resonance-ring-above-range')).textContent).toBe('above the 0–100 range');
  });

  it('without an assessment asks for one', async () => {
    serve(() => json({ error: 'Sign in first', code: 'UNAUTHENTICATED' }, 401));
    renderAppScreen(<VitaminDAnalysisPage />, { path: '/vitamin-d-analysis' });
    expect((await screen.findByRole('link', { name: 'Take Guardian Assessment' })).getAttribute('href')).toBe('/assessment');
  });
});
