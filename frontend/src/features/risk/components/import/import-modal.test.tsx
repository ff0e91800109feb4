import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { mockFetch } from '@/testing/mock-fetch';
import { ImportModal } from './import-modal';
import { fakeXhr } from './test-xhr';

const PATH = '/api/v1/risks/import';
const file = () => new File(['title *\nx'], 'risks.csv', { type: 'text/csv' });

describe('ImportModal', () => {
  beforeEach(() => fakeXhr());

  it('lists every problem of the dry run by line and column and will not import', async () => {
    const api = mockFetch({
      [PATH]: {
        body: {
          rows: 2,
          imported: 0,
          references: [],
          dry_run: true,
          problems: [
            { line: 1, column: 'owner_email', message: 'This column is missing.' },
            { line: 3, column: 'title', message: 'Required' },
            { line: 3, column: 'category', message: 'No such category: "Nowhere".' },
          ],
        },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ImportModal kind="risks" opened onClose={() => undefined} />);
    const input = await waitFor(() => {
      const el = document.body.querySelector('input[type="file"]');
      if (!el) throw new Error('no file input');
      return el as HTMLInputElement;
    });
    await user.upload(input, file());
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    const rows = await screen.findAllByTestId('import-problem');
    expect(rows.map((r) => r.textContent)).toEqual([
      '1Owner emailThis column is missing.',
      '3TitleRequired',
      '3CategoryNo such category: "Nowhere".',
    ]);
    expect(screen.getByText(/3 problems in 2 rows/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Import \d+ risks$/ })).toBeDisabled();
    const sent = api.requests(PATH);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url.searchParams.get('dry_run')).toBe('true');
    expect(sent[0]!.url.searchParams.get('file_name')).toBe('risks.csv');
  });

  it('imports a clean file after its check, for real this time', async () => {
    let calls = 0;
    const api = mockFetch({
      [PATH]: () => {
        calls += 1;
        return calls === 1
          ? { body: { rows: 40, imported: 0, references: [], dry_run: true, problems: [] } }
          : { status: 201, body: { rows: 40, imported: 40, references: [], dry_run: false, problems: [] } };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ImportModal kind="risks" opened onClose={() => undefined} />);
    const input = await waitFor(() => {
      const el = document.body.querySelector('input[type="file"]');
      if (!el) throw new Error('no file input');
      return el as HTMLInputElement;
    });
    await user.upload(input, file());
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    expect(await screen.findByText('40 rows are ready to import.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import 40 risks' }));
    await waitFor(() => expect(api.requests(PATH)).toHaveLength(2));
    expect(api.requests(PATH)[1]!.url.searchParams.get('dry_run')).toBe('false');
  });

  it('imports controls from the controls path, without the approval switch', async () => {
    const CONTROLS = '/api/v1/controls/import';
    let calls = 0;
    const api = mockFetch({
      [CONTROLS]: () => {
        calls += 1;
        return calls === 1
          ? { body: { rows: 3, imported: 0, references: [], dry_run: true, problems: [] } }
          : { status: 201, body: { rows: 3, imported: 3, references: ['C-0101', 'C-0102', 'C-0103'], dry_run: false, problems: [] } };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ImportModal kind="controls" opened onClose={() => undefined} />);
    expect(await screen.findByText('Import controls from a spreadsheet')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    const input = document.body.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['title *\nx'], 'controls.xlsx'));
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    expect(await screen.findByText('3 rows are ready to import.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import 3 controls' }));
    await waitFor(() => expect(api.requests(CONTROLS)).toHaveLength(2));
    expect(api.requests(CONTROLS)[1]!.url.searchParams.get('dry_run')).toBe('false');
    expect(api.requests(CONTROLS)[0]!.url.searchParams.get('file_name')).toBe('controls.xlsx');
    expect(api.requests('/api/v1/risks/import')).toHaveLength(0);
  });
});
