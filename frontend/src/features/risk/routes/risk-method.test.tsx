import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { savePermissions } from '@/lib/permissions';
import { renderWithProviders } from '@/testing/render';
import { riskMethod } from '../components/reports/test-fixtures';
import { mockFetch } from '@/testing/mock-fetch';
import { RiskMethodRoute } from './risk-method';

describe('Risk method editor', () => {
  beforeEach(() => savePermissions({ 'risk.read': true, 'settings.manage': true }));

  it('shows the version in force and a live matrix coloured by the bands', async () => {
    mockFetch({ '/api/v1/risk-method': { body: riskMethod() } });
    renderWithProviders(<RiskMethodRoute />, { route: '/risk/method' });
    expect(await screen.findByTestId('method-version')).toHaveTextContent('v3');
    const preview = screen.getByTestId('risk-matrix-preview');
    expect(within(preview).getAllByTestId('heat-cell')).toHaveLength(25);
    expect(within(preview).getByRole('button', { name: 'Catastrophic, Almost certain: 0 items, Severe' })).toHaveTextContent('25');
    expect(screen.getByRole('button', { name: 'Save as new version' })).toBeDisabled();
  });

  it('keeps the likelihood levels between 3 and 6 and flags bands beyond the smaller matrix', async () => {
    mockFetch({ '/api/v1/risk-method': { body: riskMethod() } });
    const user = userEvent.setup();
    renderWithProviders(<RiskMethodRoute />, { route: '/risk/method' });
    const fewer = await screen.findByRole('button', { name: 'One Likelihood level fewer' });
    await user.click(fewer);
    await user.click(fewer);
    expect(fewer).toBeDisabled();
    expect(within(screen.getByTestId('levels-Likelihood')).getByTestId('level-count')).toHaveTextContent('3');

    // 3 x 5 = 15: the Severe band (from 20) no longer fits.
    expect(screen.getByTestId('method-problems')).toHaveTextContent('1 problem to fix before saving.');
    expect(screen.getByRole('textbox', { name: 'Risk rating bands: minimum score of band 5' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Scores go up to 15.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save as new version' })).toBeDisabled();
    expect(within(screen.getByTestId('risk-matrix-preview')).getAllByTestId('heat-cell')).toHaveLength(15);

    const more = screen.getByRole('button', { name: 'One Likelihood level more' });
    for (let i = 0; i < 3; i += 1) await user.click(more);
    expect(more).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Likelihood level 6' })).toHaveValue('Level 6');
    await waitFor(() => expect(screen.queryByTestId('method-problems')).not.toBeInTheDocument());
  });

  it('wants the first band to start at 1 and bands to rise', async () => {
    mockFetch({ '/api/v1/risk-method': { body: riskMethod() } });
    const user = userEvent.setup();
    renderWithProviders(<RiskMethodRoute />, { route: '/risk/method' });
    const first = await screen.findByRole('textbox', { name: 'Risk rating bands: minimum score of band 1' });
    await user.clear(first);
    await user.type(first, '2');
    expect(screen.getByText('The first band starts at 1.')).toBeInTheDocument();

    await user.clear(first);
    await user.type(first, '1');
    const third = screen.getByRole('textbox', { name: 'Risk rating bands: minimum score of band 3' });
    await user.clear(third);
    await user.type(third, '3');
    expect(screen.getByText('Each band starts above the one before.')).toBeInTheDocument();
  });

  it('previews the re-rated risks and saves with the version it started from; a 409 asks to reload', async () => {
    const api = mockFetch({
      'GET /api/v1/risk-method': { body: riskMethod() },
      'POST /api/v1/risk-method/preview': {
        body: {
          total_risks: 12,
          moves: [
            {
              risk_id: 'r1',
              reference: 'R-0001',
              title: 'Data leak',
              gross_before: 'Medium',
              gross_after: 'High',
              net_before: 'Low',
              net_after: 'Low',
            },
          ],
        },
      },
      'PUT /api/v1/risk-method': {
        status: 409,
        body: { error: { code: 'STALE_VERSION', message: 'This risk method was changed by someone else.' } },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<RiskMethodRoute />, { route: '/risk/method' });
    const name = await screen.findByRole('textbox', { name: 'Risk rating bands: name of band 4' });
    await user.clear(name);
    await user.type(name, 'Major');
    // The appetite still names a band, so the draft is valid.
    await user.click(screen.getAllByRole('button', { name: 'Preview' })[0]!);
    const moves = await screen.findByTestId('moves-table');
    expect(within(moves).getByRole('link', { name: 'R-0001' })).toHaveAttribute('href', '/risk/risk/r1');
    expect(screen.getByText('1 of 12 risks would change rating.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({ risk_bands: expect.arrayContaining([expect.objectContaining({ name: 'Major' })]) });

    await user.click(screen.getByRole('button', { name: 'Save as new version' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save as new version' }));
    expect(await screen.findByText('Another version was saved')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ expected_version: 3 });
  });
});
