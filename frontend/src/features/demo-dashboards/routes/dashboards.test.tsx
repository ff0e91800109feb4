import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { AnalyticsDashboardRoute } from './analytics-dashboard';
import { EcommerceDashboardRoute } from './ecommerce-dashboard';

const failure = { status: 500, body: { error: { code: 'INTERNAL', message: 'There was an error on the server, please try again.' } } };

describe('the demo dashboards when their figures cannot be read', () => {
  it('eCommerce: says so under the header and reads again on Try again', async () => {
    const server = mockFetch({ '/api/dashboard/ecommerce': failure });
    renderWithProviders(<EcommerceDashboardRoute />, { route: '/ecommerce-dashboard' });

    expect(await screen.findByText('There was an error on the server, please try again.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'eCommerce' })).toBeInTheDocument();
    const before = server.requests('/api/dashboard/ecommerce').length;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(server.requests('/api/dashboard/ecommerce').length).toBeGreaterThan(before));
  });

  it('analytics: a service that is down is shown as such, with a retry', async () => {
    mockFetch({
      '/api/dashboard/analytics': {
        status: 503,
        body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'A service is unavailable, please try again shortly.' } },
      },
    });
    renderWithProviders(<AnalyticsDashboardRoute />, { route: '/dashboard/analytics' });

    expect(await screen.findByText('This service is unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    // Not the generic failure: the 503 is told apart.
    expect(screen.queryByText('The dashboard could not be loaded')).not.toBeInTheDocument();
  });
});
