import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithMantine } from '../testing/render-with-mantine';
import { formatOfflineTime, OfflineNotice } from './offline-notice';

const STORED_AT = '2026-11-22T17:40:00.000Z';

afterEach(cleanup);

describe('OfflineNotice', () => {
  it('formats the time as day, short month, year and 24-hour time', () => {
    const local = new Date(2026, 10, 22, 17, 40);
    expect(formatOfflineTime(local.toISOString())).toBe('22 Nov 2026, 17:40');
  });

  it('shows nothing while the data is live', () => {
    renderWithMantine(<OfflineNotice showingDataFrom={null} />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says since when the data is shown while a kept answer is on screen', () => {
    renderWithMantine(<OfflineNotice showingDataFrom={STORED_AT} />);
    expect(screen.getByRole('status').textContent).toBe(`Offline — showing data from ${formatOfflineTime(STORED_AT)}`);
  });
});
