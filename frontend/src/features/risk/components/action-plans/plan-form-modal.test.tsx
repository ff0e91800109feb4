import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { localToday } from '../../lib/plan-dates';
import { mockFetch } from '@/testing/mock-fetch';
import { plan } from '../reports/test-fixtures';
import { PlanFormModal } from './plan-form-modal';

const noop = () => undefined;

function daysFromToday(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return localToday(d);
}

describe('PlanFormModal', () => {
  it('catches a due date in the past on the screen, before anything is sent', async () => {
    const api = mockFetch({ '/api/v1/users/options': { body: [] } });
    const user = userEvent.setup();
    renderWithProviders(<PlanFormModal opened plan={null} onClose={noop} onReload={noop} />);
    await user.type(await screen.findByLabelText(/^Title/), 'Second supplier');
    fireEvent.change(screen.getByLabelText(/^Start date/), { target: { value: daysFromToday(-20) } });
    fireEvent.change(screen.getByLabelText(/^Due date/), { target: { value: daysFromToday(-2) } });
    await user.click(screen.getByRole('button', { name: 'Add action plan' }));
    expect(await screen.findByText('The due date is in the past. Pick today or a later day.')).toBeInTheDocument();
    expect(api.requests('/api/v1/action-plans').filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('catches a due date before the start date', async () => {
    mockFetch({ '/api/v1/users/options': { body: [] } });
    const user = userEvent.setup();
    renderWithProviders(<PlanFormModal opened plan={null} onClose={noop} onReload={noop} />);
    await user.type(await screen.findByLabelText(/^Title/), 'Second supplier');
    fireEvent.change(screen.getByLabelText(/^Start date/), { target: { value: daysFromToday(30) } });
    fireEvent.change(screen.getByLabelText(/^Due date/), { target: { value: daysFromToday(10) } });
    await user.click(screen.getByRole('button', { name: 'Add action plan' }));
    expect(await screen.findByText('The due date is before the start date.')).toBeInTheDocument();
  });

  it('lets an overdue plan be saved with the date it has', async () => {
    const overdue = plan({ start_date: daysFromToday(-60), due_date: daysFromToday(-5), progress: 40 });
    const api = mockFetch({
      '/api/v1/users/options': { body: [] },
      [`/api/v1/action-plans/${overdue.id}`]: { body: { ...overdue, progress: 50, version: overdue.version + 1 } },
    });
    const user = userEvent.setup();
    renderWithProviders(<PlanFormModal opened plan={overdue} onClose={noop} onReload={noop} />);
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.requests(`/api/v1/action-plans/${overdue.id}`)).toHaveLength(1));
  });
});
