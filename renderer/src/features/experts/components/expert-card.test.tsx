import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Expert } from '@common/contracts/experts';
import { databaseAvailable, installFakeServer, json } from '../../../api/test-support/fake-server';
import { renderAppScreen } from '../../../testing/render-app-screen';
import { ExpertCard } from './expert-card';

const expert: Expert = {
  id: 'expert-dev',
  slug: 'dev-doctor',
  name: 'Dr. Devi (development doctor)',
  profession: 'doctor',
  title: 'Development account',
  guardianFocus: 'angio',
  rating: 0,
  reviewCount: 0,
  bio: 'A development practice.',
  price: 50000,
  currency: 'INR',
  sessionMinutes: 30,
  policy: { payAtVisit: true, freeCancellationHours: 24, lateCancellationFeePercent: 50 },
  languages: ['English'],
  yearsExperience: 1,
  image: '',
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('an expert card without a portrait', () => {
  it("shows the expert's own initials, not another's picture", () => {
    installFakeServer({ 'GET /api/auth/me': () => json({ user: null }), 'GET /api/db-status': databaseAvailable });
    const { container } = renderAppScreen(<ExpertCard expert={expert} />);
    const card = screen.getByRole('article', { name: expert.name });
    expect(card.textContent).toMatch(/^D\s*Dr\. Devi/);
    expect(container.querySelector('img')).toBeNull();
  });
});
