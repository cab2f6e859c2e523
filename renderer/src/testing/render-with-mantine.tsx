import { MantineProvider } from '@mantine/core';
import type { RenderResult } from '@testing-library/react';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { appTheme } from '../app/theme';
import { installMatchMedia } from './match-media';

function WithAppTheme({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={appTheme} env="test">
      {children}
    </MantineProvider>
  );
}

/** Renders with the app's theme, without transitions or portals, as a component test needs; `rerender` keeps them. */
export function renderWithMantine(ui: ReactElement): RenderResult {
  installMatchMedia();
  return render(ui, { wrapper: WithAppTheme });
}
