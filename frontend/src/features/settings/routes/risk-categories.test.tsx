import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { RiskCategory } from '@/lib/api/risk-categories';
import { clearPermissions, savePermissions } from '@/lib/permissions';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { RiskCategoriesRoute } from './risk-categories';

const category = (id: string, name: string, parent_id = '', risk_count = 0): RiskCategory => ({
  id,
  name,
  parent_id,
  description: '',
  risk_count,
});

// Operational > IT > Outage; Operational > People; Fraud.
const categories = [
  category('ops', 'Operational', '', 1),
  category('it', 'IT', 'ops', 2),
  category('outage', 'Outage', 'it', 4),
  category('people', 'People', 'ops'),
  category('fraud', 'Fraud', '', 3),
];
const page = { data: categories, page: 1, per_page: 100, total: categories.length };

const rowNamed = (name: string) => screen.getAllByTestId('category-row').find((row) => row.getAttribute('aria-label') === name)!;

// The shared tree rows, form fields and delete modal of components/tree, as the risk side uses them.
describe('Risk categories', () => {
  beforeEach(() => clearPermissions());

  it('shows the tree with risk counts summed up the tree, read-only without category.manage', async () => {
    savePermissions({ 'risk.read': true });
    mockFetch({ '/api/v1/risk-categories': { body: page } });
    renderWithProviders(<RiskCategoriesRoute />, { route: '/risk/category' });

    await screen.findAllByTestId('category-row');
    expect(screen.getAllByTestId('category-row').map((row) => row.getAttribute('aria-label'))).toEqual([
      'Fraud',
      'Operational',
      'IT',
      'Outage',
      'People',
    ]);
    expect(within(rowNamed('Operational')).getByTestId('category-count')).toHaveTextContent('7');
    expect(screen.getByLabelText('7 risks')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit IT' })).not.toBeInTheDocument();
  });

  it('offers as new parents neither the category itself nor its descendants, and warns before deleting a used one', async () => {
    savePermissions({ 'risk.read': true, 'category.manage': true });
    mockFetch({ '/api/v1/risk-categories': { body: page } });
    const user = userEvent.setup();
    renderWithProviders(<RiskCategoriesRoute />, { route: '/risk/category' });

    await user.click(await screen.findByRole('button', { name: 'Edit IT' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit category' });
    await user.click(within(dialog).getByRole('textbox', { name: 'Parent category' }));
    const options = (await screen.findAllByRole('option', { hidden: true })).map((option) => option.textContent);
    expect(options).toEqual(['Fraud', 'Operational']);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Delete Fraud' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete category Fraud?' });
    expect(within(confirm).getByText(/still has 3 risk/)).toBeInTheDocument();
    await waitFor(() => expect(within(confirm).getByRole('button', { name: 'Delete' })).toBeEnabled());
  }, 15_000);
});
