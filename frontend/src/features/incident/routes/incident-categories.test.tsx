import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearPermissions, savePermissions } from '@/lib/permissions';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { category, page } from '../lib/test-fixtures';
import { IncidentCategoriesRoute } from './incident-categories';

// Operational > IT > Outage; Operational > People; Fraud (72 h deadline, threshold 10 000).
const categories = [
  category('ops', 'Operational', '', 1),
  category('it', 'IT', 'ops', 2),
  category('outage', 'Outage', 'it', 4),
  category('people', 'People', 'ops'),
  category('fraud', 'Fraud', '', 3, { notification_hours: 72, loss_threshold: 10000 }),
];

const rowNamed = (name: string) => screen.getAllByTestId('category-row').find((row) => row.getAttribute('aria-label') === name)!;

describe('Incident categories', () => {
  beforeEach(() => clearPermissions());

  it('shows the tree with deadlines, thresholds and incident counts summed up the tree', async () => {
    savePermissions({ 'incident.read': true });
    mockFetch({ '/api/v1/incident-categories': { body: page(categories) } });
    renderWithProviders(<IncidentCategoriesRoute />, { route: '/incident/categories' });

    await screen.findAllByTestId('category-row');
    expect(screen.getAllByTestId('category-row').map((row) => row.getAttribute('aria-label'))).toEqual([
      'Fraud',
      'Operational',
      'IT',
      'Outage',
      'People',
    ]);
    expect(within(rowNamed('Operational')).getByTestId('category-count')).toHaveTextContent('7');
    expect(within(rowNamed('Fraud')).getByText('72 hours')).toBeInTheDocument();
    expect(within(rowNamed('Fraud')).getByText('10,000')).toBeInTheDocument();
    // Read-only: no add, edit or delete.
    expect(screen.queryByRole('button', { name: 'Add category' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit IT' })).not.toBeInTheDocument();
  });

  it('offers as new parents neither the category itself nor its descendants, nor places too deep', async () => {
    savePermissions({ 'incident.read': true, 'incident.write': true });
    const api = mockFetch({
      '/api/v1/incident-categories': { body: page(categories) },
      'PUT /api/v1/incident-categories/it': { body: category('it', 'IT', 'fraud') },
    });
    const user = userEvent.setup();
    renderWithProviders(<IncidentCategoriesRoute />, { route: '/incident/categories' });

    await user.click(await screen.findByRole('button', { name: 'Edit IT' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit incident category' });
    await user.click(within(dialog).getByRole('textbox', { name: 'Parent category' }));
    const options = (await screen.findAllByRole('option', { hidden: true })).map((option) => option.textContent);
    // IT has a child (Outage): it may only sit under a root; never under itself or Outage, nor under People (level 2).
    expect(options).toEqual(['Fraud', 'Operational']);

    await user.click(screen.getByRole('option', { name: 'Fraud', hidden: true }));
    await user.clear(within(dialog).getByRole('textbox', { name: 'Reporting deadline (hours)' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Reporting deadline (hours)' }), '24');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.requests('/api/v1/incident-categories/it')).toHaveLength(1));
    expect(api.requests('/api/v1/incident-categories/it')[0]!.body).toEqual({
      name: 'IT',
      parent_id: 'fraud',
      description: '',
      notification_hours: 24,
      loss_threshold: 0,
    });
  });

  it('says plainly why a category in use cannot be deleted (409 CATEGORY_IN_USE)', async () => {
    savePermissions({ 'incident.read': true, 'incident.write': true });
    const api = mockFetch({
      '/api/v1/incident-categories': { body: page(categories) },
      'DELETE /api/v1/incident-categories/fraud': {
        status: 409,
        body: { error: { code: 'CATEGORY_IN_USE', message: 'The category is in use.' } },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<IncidentCategoriesRoute />, { route: '/incident/categories' });

    await user.click(await screen.findByRole('button', { name: 'Delete Fraud' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Fraud?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.requests('/api/v1/incident-categories/fraud')).toHaveLength(1));
    expect(await within(dialog).findByTestId('category-in-use')).toHaveTextContent(
      'Incidents or sub-categories still use this category. Move them to another category first, then delete it.',
    );
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeDisabled();
  });

  it('reads every page of categories', async () => {
    savePermissions({ 'incident.read': true });
    const many = Array.from({ length: 130 }, (_, i) => category(`c${i}`, `Category ${String(i).padStart(3, '0')}`));
    const api = mockFetch({
      '/api/v1/incident-categories': (request) => {
        const p = Number(request.url.searchParams.get('page'));
        return { body: { data: many.slice((p - 1) * 100, p * 100), page: p, per_page: 100, total: many.length } };
      },
    });
    renderWithProviders(<IncidentCategoriesRoute />, { route: '/incident/categories' });
    await waitFor(() => expect(screen.getAllByTestId('category-row')).toHaveLength(130));
    expect(api.requests('/api/v1/incident-categories').map((r) => r.url.searchParams.get('page'))).toEqual(['1', '2']);
  });
});
