import { MantineProvider } from '@mantine/core';
import type { RenderResult } from '@testing-library/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { appTheme } from '../app/theme';
import { installMatchMedia } from './match-media';

/** Renders with the app's theme, without transitions or portals, as a component test needs. */
export function renderWithMantine(ui: ReactElement): RenderResult {
  installMatchMedia();
  return render(
    <MantineProvider theme={appTheme} env="test">
      {ui}
    </MantineProvider>,
  );
}
