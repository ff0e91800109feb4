import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '@/config/theme';
import { ApiError } from '@/lib/api-client';
import i18n from '@/lib/i18n';
import { renderWithProviders } from '@/testing/render';
import { ModuleUnavailable } from './module-unavailable';
import { RouteError } from './route-error';

describe('ModuleUnavailable', () => {
  it('names the module, says the rest keeps working and retries', async () => {
    const retry = vi.fn();
    renderWithProviders(<ModuleUnavailable module="risk" onRetry={retry} />);
    expect(screen.getByRole('heading', { name: 'The Risk module is unavailable' })).toBeInTheDocument();
    expect(screen.getByText(/The Risk service is not answering right now\. Everything else in RiskHub keeps working/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute('href', '/');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('has no retry button without a retry', () => {
    renderWithProviders(<ModuleUnavailable module="settings" variant="inline" />);
    expect(screen.getByText('The Settings module is unavailable')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('says since when the module is down', () => {
    renderWithProviders(<ModuleUnavailable module="risk" variant="inline" since={Date.now() - 5 * 60_000} />);
    expect(screen.getByText('First noticed 5 minutes ago')).toBeInTheDocument();
  });

  it('speaks of "this service" when the module is unknown', () => {
    renderWithProviders(<ModuleUnavailable module={null} />);
    expect(screen.getByRole('heading', { name: 'This service is unavailable' })).toBeInTheDocument();
  });

  it('is translated', async () => {
    await i18n.changeLanguage('fr');
    try {
      const { unmount } = renderWithProviders(<ModuleUnavailable module="incident" variant="inline" />);
      expect(screen.getByText('Le module Incident est indisponible')).toBeInTheDocument();
      unmount();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

describe('RouteError', () => {
  function renderFailingRoute(error: unknown) {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter(
      [
        {
          path: '/',
          errorElement: <RouteError />,
          loader: () => {
            throw error;
          },
          Component: () => null,
          HydrateFallback: () => null,
        },
      ],
      { initialEntries: ['/'] },
    );
    render(
      <MantineProvider theme={theme}>
        <RouterProvider router={router} />
      </MantineProvider>,
    );
  }

  it('shows the module state for a 503 instead of a generic error', async () => {
    renderFailingRoute(
      new ApiError({ status: 503, code: 'SERVICE_UNAVAILABLE', message: 'down', path: '/api/v1/incident-categories' }),
    );
    expect(await screen.findByRole('heading', { name: 'The Incident module is unavailable' })).toBeInTheDocument();
  });

  it('keeps the generic error for anything else', async () => {
    renderFailingRoute(new ApiError({ status: 500, code: 'INTERNAL', message: 'boom', path: '/api/v1/risks' }));
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  });
});
