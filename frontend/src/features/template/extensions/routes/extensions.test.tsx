import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '@/lib/i18n';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { AccessControlView } from './access-control';
import { ContextMenuPage } from './context-menu';
import { ExportPage } from './export';
import { ExportSelectedPage } from './export-selected';
import { FileUploaderPage } from './file-uploader';
import { I18nPage } from './i18n';
import { ImportPage } from './import';
import { PaginationPage } from './pagination';
import { ToastrPage } from './toastr';
import { WysiwygPage } from './wysiwyg';

const saved = vi.hoisted(() => [] as { blob: Blob; name: string }[]);
vi.mock('@/lib/download', () => ({
  saveBlob: (blob: Blob, name: string) => {
    saved.push({ blob, name });
  },
}));

beforeAll(async () => {
  await i18n.loadNamespaces('template-extensions');
});

afterEach(() => {
  saved.length = 0;
  vi.restoreAllMocks();
});

function fileInput(container: HTMLElement): HTMLInputElement {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

function sized(name: string, type: string, size: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('toastr', () => {
  it('fires a notification of the chosen type with the composed texts', async () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('id');
    renderWithProviders(<ToastrPage />);
    const compose = screen.getByTestId('toastr-compose');
    await userEvent.click(within(compose).getByText('Warning'));
    await userEvent.clear(within(compose).getByLabelText('Title'));
    await userEvent.type(within(compose).getByLabelText('Title'), 'Check this');
    await userEvent.click(screen.getByRole('button', { name: 'Show notification' }));
    expect(show).toHaveBeenLastCalledWith(expect.objectContaining({ color: 'warning', title: 'Check this', autoClose: 4000, position: 'top-right' }));

    await userEvent.click(screen.getByRole('button', { name: 'Error' }));
    expect(show).toHaveBeenLastCalledWith(expect.objectContaining({ color: 'danger', title: 'Error' }));
  });

  it('a persistent one does not close by itself', async () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('id');
    renderWithProviders(<ToastrPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Show a persistent error' }));
    expect(show).toHaveBeenLastCalledWith(expect.objectContaining({ color: 'danger', autoClose: false }));
  });
});

describe('file uploader', () => {
  it('refuses a file too large or of the wrong type, with the reason, and lists the accepted ones', async () => {
    const { container } = renderWithProviders(<FileUploaderPage />);
    await userEvent.upload(
      fileInput(container),
      [sized('huge.png', 'image/png', 5 * 1024 * 1024), new File(['zip'], 'archive.zip', { type: 'application/zip' }), new File(['hello'], 'notes.txt', { type: 'text/plain' })],
      { applyAccept: false },
    );
    const refused = screen.getByTestId('refused-files');
    await waitFor(() => expect(within(refused).getAllByTestId('refused-file')).toHaveLength(2));
    expect(within(refused).getByText('huge.png').closest('[data-testid="refused-file"]')).toHaveTextContent('Larger than 2 MB');
    expect(within(refused).getByText('archive.zip').closest('[data-testid="refused-file"]')).toHaveTextContent('Type not allowed');

    const accepted = screen.getByTestId('accepted-files');
    expect(within(accepted).getAllByTestId('accepted-file')).toHaveLength(1);
    expect(within(accepted).getByText('notes.txt')).toBeInTheDocument();
    await waitFor(() => expect(within(accepted).getByText('Ready')).toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Remove notes.txt' }));
    expect(within(accepted).queryByText('notes.txt')).not.toBeInTheDocument();
  });
});

describe('wysiwyg', () => {
  it('strips <script>, javascript: links and onerror handlers before display', async () => {
    renderWithProviders(<WysiwygPage />);
    const output = screen.getByTestId('unsafe-output');
    expect(screen.getByTestId('unsafe-input')).toHaveTextContent('<script>');
    expect(output).not.toHaveTextContent('<script');
    expect(output).not.toHaveTextContent('javascript:');
    expect(output).toHaveTextContent('<b>bold stays</b>');

    await userEvent.click(screen.getByText('Event handler'));
    expect(screen.getByTestId('unsafe-input')).toHaveTextContent('onerror');
    expect(output).not.toHaveTextContent('onerror');
    expect(output).not.toHaveTextContent('<img');

    // Into the editor and out through the preview: still nothing executable.
    await userEvent.click(screen.getByRole('button', { name: 'Load into the editor' }));
    const preview = await screen.findByTestId('wysiwyg-preview');
    await waitFor(() => expect(preview).toHaveTextContent('A photo'));
    expect(preview.querySelector('img, script, [onerror], [onclick]')).toBeNull();
  });
});

describe('context menu', () => {
  it('opens on a right-click at the row, runs the chosen action and shows it', async () => {
    renderWithProviders(<ContextMenuPage />);
    fireEvent.contextMenu(screen.getByTestId('file-register'), { clientX: 200, clientY: 150 });
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Risk register.xlsx')).toBeInTheDocument();
    await userEvent.click(within(menu).getByText('Rename'));
    expect(screen.getByTestId('last-action')).toHaveTextContent('Rename: Risk register.xlsx');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('opens from the keyboard with Shift+F10 and closes on Escape', async () => {
    renderWithProviders(<ContextMenuPage />);
    const area = screen.getByTestId('menu-area');
    area.focus();
    fireEvent.keyDown(area, { key: 'F10', shiftKey: true });
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Refresh').closest('[role="menuitem"]')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(screen.getByTestId('last-action')).toHaveTextContent('No action chosen yet.');
  });
});

describe('i18n', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('changes the language of the whole app and keeps it', async () => {
    renderWithProviders(<I18nPage />);
    expect(screen.getByText('Good morning, Amelia')).toBeInTheDocument();
    await userEvent.click(screen.getByText('Deutsch'));
    await waitFor(() => expect(i18n.language).toBe('de'));
    expect(await screen.findByText('Guten Morgen, Amelia')).toBeInTheDocument();
    expect(localStorage.getItem('riskhub.language')).toBe('de');
    expect(screen.getByTestId('format-eur')).toHaveTextContent('1.299,50 €');
  });
});

describe('access control', () => {
  const map = {
    'risk.read': true,
    'risk.write': true,
    'risk.approve': false,
    'incident.read': true,
    'incident.write': false,
    'incident.approve': false,
    'settings.manage': false,
    'audit.read': false,
    'category.manage': false,
    'apps.use': true,
  };

  it('shows each permission granted or denied, and enables the actions by the same check', () => {
    renderWithProviders(<AccessControlView map={map} role="staff" name="Sam Patel" email="staff@demo.com" />);
    expect(screen.getByTestId('perm-risk.write')).toHaveTextContent('Granted');
    expect(screen.getByTestId('perm-risk.approve')).toHaveTextContent('Denied');
    expect(screen.getByTestId('perm-settings.manage')).toHaveTextContent('Denied');
    expect(screen.getByTestId('perm-apps.use')).toHaveTextContent('Granted');
    expect(screen.getByText('4 of 10 permissions granted')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create a risk' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Approve a risk' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Open settings' })).toBeDisabled();
    expect(screen.getByText('Visible to those who manage settings.')).toBeInTheDocument();
  });

  it('lists every role from the Roles Matrix for someone who manages settings', async () => {
    const server = mockFetch({
      '/api/v1/roles': { body: { data: [{ name: 'admin', permissions: [] }, { name: 'staff', permissions: ['risk.read', 'risk.write'] }] } },
    });
    renderWithProviders(<AccessControlView map={{ ...map, 'settings.manage': true }} role="staff" name="Sam" email="s@demo.com" />);
    expect(await screen.findByText('2 / 10')).toBeInTheDocument();
    expect(screen.getByText('10 / 10')).toBeInTheDocument();
    expect(server.requests('/api/v1/roles')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Open settings' })).toBeEnabled();
  });
});

describe('import', () => {
  it('previews a CSV and refuses a file of another type or an empty one', async () => {
    const { container } = renderWithProviders(<ImportPage />);
    await userEvent.upload(fileInput(container), new File(['Risk;Owner\nFire;Ana\nFlood;Bo\n'], 'risks.csv', { type: 'text/csv' }), { applyAccept: false });
    const preview = await screen.findByTestId('import-preview');
    expect(within(preview).getByRole('columnheader', { name: 'Owner' })).toBeInTheDocument();
    expect(within(preview).getByRole('cell', { name: 'Flood' })).toBeInTheDocument();
    expect(within(preview).getByText('2 rows')).toBeInTheDocument();

    await userEvent.upload(fileInput(container), new File(['x'], 'photo.png', { type: 'image/png' }), { applyAccept: false });
    expect(await screen.findByTestId('import-error')).toHaveTextContent('Only .xlsx and .csv files can be imported.');
    expect(screen.queryByTestId('import-preview')).not.toBeInTheDocument();

    await userEvent.upload(fileInput(container), new File([''], 'empty.csv', { type: 'text/csv' }), { applyAccept: false });
    expect(await screen.findByTestId('import-error')).toHaveTextContent('The file is empty.');
  });

  it('loads the sample CSV', async () => {
    renderWithProviders(<ImportPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Load a sample CSV' }));
    const preview = await screen.findByTestId('import-preview');
    expect(within(preview).getByRole('cell', { name: 'Open, monitored' })).toBeInTheDocument();
  });
});

describe('export', () => {
  it('exports the chosen columns of every row to CSV under the chosen name', async () => {
    renderWithProviders(<ExportPage />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Email' }));
    await userEvent.clear(screen.getByLabelText('File name'));
    await userEvent.type(screen.getByLabelText('File name'), 'staff list');
    await userEvent.click(screen.getByRole('button', { name: 'CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe('staff list.csv');
    const lines = (await saved[0]!.blob.text()).replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('Name,Department,Status,Salary');
    expect(lines).toHaveLength(13);
    expect(lines[1]).toBe('Amelia Morgan,Finance,Active,42000');
  });

  it('exports XLSX as a spreadsheet file', async () => {
    renderWithProviders(<ExportPage />);
    await userEvent.click(screen.getByRole('button', { name: 'XLSX' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe('Employees.xlsx');
    expect(saved[0]?.blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    // An XLSX is a zip: it starts with PK.
    const head = new Uint8Array(await saved[0]!.blob.arrayBuffer()).slice(0, 2);
    expect(String.fromCharCode(...head)).toBe('PK');
  });
});

describe('export selected', () => {
  it('exports only the ticked rows', async () => {
    renderWithProviders(<ExportSelectedPage />);
    // Rows 2 and 5 start ticked; untick 5, tick 7.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Mateo Hughes' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Oliver Bernard' }));
    expect(screen.getByTestId('selected-count')).toHaveTextContent('2 selected');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const lines = (await saved[0]!.blob.text()).trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('Marta Weber');
    expect(lines[2]).toContain('Oliver Bernard');
    expect(saved[0]?.name).toBe('Selected employees.csv');
  });

  it('has nothing to export with no row ticked', async () => {
    renderWithProviders(<ExportSelectedPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByRole('button', { name: 'Export XLSX' })).toBeDisabled();
  });
});

describe('pagination', () => {
  it('shows a page of people with their e-mail, department and status, and pages on', async () => {
    renderWithProviders(<PaginationPage />);
    const card = within(screen.getByTestId('paged-table'));
    const bodyRows = () => within(card.getByRole('table').querySelector('tbody')!).getAllByRole('row');
    expect(card.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['#', 'Name', 'Department', 'Status']);
    expect(bodyRows()).toHaveLength(10);
    expect(card.getByTestId('page-range')).toHaveTextContent('Showing 1–10 of 95');
    const cells = within(bodyRows()[0]!).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('1');
    expect(cells[1]).toHaveTextContent(/@example\.com$/);
    expect(cells[2]!.textContent).toMatch(/^(Finance|Compliance|Operations|IT|Legal|Sales)$/);
    expect(cells[3]!.textContent).toMatch(/^(Active|Pending|Inactive)$/);

    await userEvent.click(card.getByRole('button', { name: 'Next page' }));
    expect(card.getByTestId('page-range')).toHaveTextContent('Showing 11–20 of 95');
    expect(within(bodyRows()[0]!).getAllByRole('cell')[0]).toHaveTextContent('11');
  });
});
