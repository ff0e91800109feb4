import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { savePermissions } from '@/lib/permissions';
import { renderWithProviders } from '@/testing/render';
import { page, riskMethod } from '../components/reports/test-fixtures';
import { mockFetch } from '@/testing/mock-fetch';
import { ReportsRoute } from './reports';

describe('Risk reports export menu', () => {
  beforeEach(() => savePermissions({ 'risk.read': true, 'report.export': true }));

  it('says that a PDF holds the first 2,000 rows while CSV and Excel hold every row', async () => {
    mockFetch({
      '/api/v1/risk-method': { body: riskMethod() },
      '/api/v1/risk-categories': { body: page([]) },
      '/api/v1/functions': { body: page([]) },
      '/api/v1/users/options': { body: [] },
      '/api/v1/risks': { body: page([]) },
    });
    const user = userEvent.setup();
    renderWithProviders(<ReportsRoute />, { route: '/risk/reports?tab=register' });
    await user.click(await screen.findByRole('button', { name: 'Export' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'CSV (spreadsheet text)',
      'Excel workbook',
      'PDF documentFirst 2,000 rows; CSV and Excel hold every row',
    ]);
  });
});
