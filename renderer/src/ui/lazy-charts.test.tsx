import { MantineProvider } from '@mantine/core';
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installMatchMedia } from '../testing/match-media';
import { BarChart } from './lazy-charts';

beforeAll(() => installMatchMedia());
afterEach(cleanup);

describe('lazy charts', () => {
  it('hold their height while the chart library loads, then draw the chart in that slot', async () => {
    const { container } = render(
      <MantineProvider>
        <BarChart h={240} data={[{ guardian: 'Angio', points: 3 }]} dataKey="guardian" series={[{ name: 'points' }]} aria-label="Points per guardian" />
      </MantineProvider>,
    );
    const slot = container.querySelector<HTMLElement>("div[style*='min-height']");
    if (!slot) throw new Error('no chart slot');
    expect(slot.style.minHeight).toBe('240px');
    expect(slot.childElementCount).toBe(0);
    await waitFor(() => expect(slot.querySelector('.mantine-BarChart-root')).not.toBeNull(), { timeout: 5000 });
    expect(slot.querySelector('[aria-label="Points per guardian"]')).not.toBeNull();
  });
});
