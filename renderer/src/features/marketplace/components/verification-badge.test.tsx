import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAppScreen } from '../../../testing/render-app-screen';
import { VerificationBadge } from './verification-badge';

afterEach(cleanup);

describe('VerificationBadge', () => {
  it("says what was checked and on which day, as spec 9 shows dates ('MMM d, yyyy')", () => {
    renderAppScreen(
      <VerificationBadge verification={{ label: 'Verified by Guardians', detail: 'Label and claims checked.', verifiedAt: '2026-11-20T09:00:00.000Z' }} />,
    );
    expect(screen.getByText('Verified by Guardians')).toBeTruthy();
    expect(screen.getByText('Label and claims checked. Checked on Nov 20, 2026.')).toBeTruthy();
  });

  it('leaves the day out when the listing has none', () => {
    renderAppScreen(<VerificationBadge verification={{ label: 'Verified by Guardians', detail: 'Label and claims checked.', verifiedAt: null }} />);
    expect(screen.getByText('Label and claims checked.')).toBeTruthy();
  });
});
