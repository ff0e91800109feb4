// Test rendering for the components pages: the app's providers, with
// Mantine in its test environment (no transitions, and floating dropdowns
// are not hidden because jsdom lays nothing out).
import { MantineProvider } from '@mantine/core';
import type { ReactElement } from 'react';
import { theme } from '@/config/theme';
import { renderWithProviders } from '@/testing/render';

export function renderPage(ui: ReactElement) {
  return renderWithProviders(
    <MantineProvider theme={theme} env="test">
      {ui}
    </MantineProvider>,
  );
}
