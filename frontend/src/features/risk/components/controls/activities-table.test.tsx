import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import type { ControlActivity } from '../../api/types';
import { ActivitiesTable } from './activities-table';

function activity(patch: Partial<ControlActivity>): ControlActivity {
  return {
    id: 'a1',
    control_id: 'c1',
    control_reference: 'C-0001',
    name: 'Review',
    owner_id: null,
    owner_name: null,
    frequency: 'one_off',
    repeat: '',
    due_date: '2026-03-31',
    status: 'incomplete',
    outcome: '',
    comment: '',
    completed_at: '',
    completed_by: null,
    created_at: '2026-01-01T00:00:00Z',
    ...patch,
  };
}

const activities = [
  activity({ id: 'a1', name: 'Quarterly access review', frequency: 'periodic', repeat: 'quarterly', status: 'over', owner_name: 'Ana Silva' }),
  activity({
    id: 'a2',
    name: 'Policy sign-off',
    frequency: 'one_off',
    status: 'complete',
    outcome: 'breached',
    completed_at: '2026-02-10T09:00:00Z',
  }),
  activity({ id: 'a3', name: 'Transaction monitoring', frequency: 'continuous', status: 'incomplete' }),
];

const noop = () => undefined;

function row(name: string) {
  return screen.getAllByTestId('activity-row').find((tr) => tr.textContent?.includes(name)) as HTMLElement;
}

describe('ActivitiesTable', () => {
  it('labels frequencies as spec section 9 says: Periodic with its repeat, One Off, Continuous', () => {
    renderWithProviders(<ActivitiesTable activities={activities} canWrite={false} onComplete={noop} onEdit={noop} onDelete={noop} />);
    expect(within(row('Quarterly access review')).getByTestId('activity-frequency')).toHaveTextContent('Periodic · Quarterly');
    expect(within(row('Policy sign-off')).getByTestId('activity-frequency')).toHaveTextContent('One Off');
    expect(within(row('Transaction monitoring')).getByTestId('activity-frequency')).toHaveTextContent('Continuous');
  });

  it('shows each status as its badge, flags an overdue due date, and shows the outcome', () => {
    renderWithProviders(<ActivitiesTable activities={activities} canWrite={false} onComplete={noop} onEdit={noop} onDelete={noop} />);
    const over = row('Quarterly access review');
    expect(within(over).getByText('Over').closest('[data-status]')).toHaveAttribute('data-status', 'over');
    expect(over.querySelector('[data-overdue]')).not.toBeNull();
    expect(within(over).getByLabelText('Overdue')).toBeInTheDocument();

    const done = row('Policy sign-off');
    expect(within(done).getByText('Complete')).toBeInTheDocument();
    expect(within(done).getByText('Breached')).toBeInTheDocument();
    expect(within(done).getByText(/Completed/)).toBeInTheDocument();
    expect(done.querySelector('[data-overdue]')).toBeNull();

    expect(within(row('Transaction monitoring')).getByText('Incomplete')).toBeInTheDocument();
  });

  it('offers Complete only on activities not yet complete, to writers', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    renderWithProviders(
      <ActivitiesTable activities={activities} canWrite onComplete={onComplete} onEdit={noop} onDelete={noop} />,
    );
    expect(within(row('Policy sign-off')).queryByRole('button', { name: /Complete/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Complete Quarterly access review' }));
    expect(onComplete).toHaveBeenCalledWith(expect.objectContaining({ id: 'a1' }));
  });

  it('hides the actions from readers', () => {
    renderWithProviders(<ActivitiesTable activities={activities} canWrite={false} onComplete={noop} onEdit={noop} onDelete={noop} />);
    expect(screen.queryByRole('button', { name: /Complete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Actions for/ })).not.toBeInTheDocument();
  });
});
