import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { appTheme } from '../../../app/theme';
import { installMatchMedia } from '../../../testing/match-media';
import { createTestQueryClient } from '../../../testing/test-query-client';
import { GuardianPage } from './guardian-page';

afterEach(cleanup);

function renderGuardianRoute(path: string) {
  installMatchMedia();
  const router = createMemoryRouter(
    [
      { path: '/guardians/:guardian', element: <GuardianPage /> },
      { path: '/profile', element: <h1>Profile</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <MantineProvider theme={appTheme} env="test">
      <Notifications />
      <QueryClientProvider client={createTestQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}

describe('GuardianPage', () => {
  it('an unknown guardian id shows the Guardian Not Found toast and goes to /profile', async () => {
    const router = renderGuardianRoute('/guardians/zeus');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(await screen.findByText('Guardian Not Found')).toBeTruthy();
    expect(screen.getByText('the guardian "zeus" was not found')).toBeTruthy();
  });
});
