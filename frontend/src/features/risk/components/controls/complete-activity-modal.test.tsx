import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import type { ControlActivity } from '../../api/types';
import { mockFetch } from '@/testing/mock-fetch';
import { CompleteActivityModal } from './complete-activity-modal';

const activity: ControlActivity = {
  id: 'a1',
  control_id: 'c1',
  control_reference: 'C-0001',
  name: 'Review of payment limits',
  owner_id: 'u1',
  owner_name: 'Ana Silva',
  frequency: 'one_off',
  repeat: '',
  due_date: '2026-12-01',
  status: 'incomplete',
  outcome: '',
  comment: '',
  completed_at: '',
  completed_by: null,
  created_at: '2026-11-01T00:00:00Z',
};

const path = '/api/v1/control-activities/a1/complete';

describe('CompleteActivityModal', () => {
  it('pre-selects no outcome and sends nothing without an outcome and evidence', async () => {
    const api = mockFetch({ [path]: { body: { activity: { ...activity, status: 'complete' }, next: null } } });
    const user = userEvent.setup();
    renderWithProviders(<CompleteActivityModal activity={activity} onClose={() => undefined} />);
    expect(await screen.findByRole('radio', { name: 'Complied' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Breached' })).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Complete' }));
    expect(await screen.findByText('Choose the outcome.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Complied' }));
    await user.click(screen.getByRole('button', { name: 'Complete' }));
    expect(api.requests(path)).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /Evidence/ }), 'Sample of 25 payments, report filed');
    await user.click(screen.getByRole('button', { name: 'Complete' }));
    await waitFor(() => expect(api.requests(path)).toHaveLength(1));
    expect(api.requests(path)[0]!.body).toEqual({ outcome: 'complied', comment: 'Sample of 25 payments, report filed' });
  });
});
