import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { mockFetch } from '@/testing/mock-fetch';
import { riskMethod } from '../reports/test-fixtures';
import { ControlFormModal } from './control-form-modal';

describe('ControlFormModal', () => {
  it('starts a new control unrated and will not save it until it is rated', async () => {
    const api = mockFetch({ '/api/v1/users/options': { body: [] }, '/api/v1/functions': { body: { data: [], total: 0 } } });
    const user = userEvent.setup();
    renderWithProviders(
      <ControlFormModal opened control={null} method={riskMethod()} onClose={() => undefined} onReload={() => undefined} />,
    );
    await user.type(await screen.findByLabelText(/^Title/), 'Dual authorisation');
    // No "Excellent" before anyone rated it.
    expect(screen.queryByTestId('control-rating-preview')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add control' }));
    await waitFor(() => expect(screen.getAllByText('Required').length).toBeGreaterThanOrEqual(2));
    expect(api.requests('/api/v1/controls').filter((r) => r.method === 'POST')).toHaveLength(0);
  });
});
