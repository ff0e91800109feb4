import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveBlob } from '@/lib/download';
import i18n from '@/lib/i18n';
import { renderWithProviders } from '@/testing/render';
import { samplePeople } from '../lib/sample-people';
import { DataTablesPage } from './data-tables';
import { ReactTablesPage } from './react-tables';
import { TablesReactstrapPage } from './tables-reactstrap';

vi.mock('@/lib/download', () => ({ saveBlob: vi.fn() }));

beforeAll(async () => {
  await i18n.loadNamespaces('template-forms');
});

beforeEach(() => {
  vi.mocked(saveBlob).mockClear();
});

/** The text of each body row's cell in the given column. */
function columnTexts(table: HTMLElement, header: string): string[] {
  const headers = within(table).getAllByRole('columnheader');
  const index = headers.findIndex((cell) => cell.textContent?.trim() === header);
  expect(index).toBeGreaterThanOrEqual(0);
  const body = table.querySelector('tbody')!;
  return within(body)
    .getAllByRole('row')
    .map((row) => within(row).getAllByRole('cell')[index]?.textContent ?? '');
}

describe('the TanStack table page', () => {
  const people = samplePeople(100);

  it('sorts by a column, both ways', { timeout: 60_000 }, async () => {
    renderWithProviders(<ReactTablesPage />);
    const table = screen.getByTestId('react-table');
    const names = people.map((p) => p.name);
    const ascending = [...names].sort((a, b) => a.localeCompare(b));

    await userEvent.click(screen.getByRole('button', { name: 'Sort by Name' }));
    const first = columnTexts(table, 'Name');
    // TanStack's default text sort is case-sensitive alphanumeric: compare with the first and last names.
    expect(first[0]).toBe(ascending[0]);
    await userEvent.click(screen.getByRole('button', { name: 'Sort by Name' }));
    expect(columnTexts(table, 'Name')[0]).toBe(ascending[ascending.length - 1]);
  });

  it('filters globally and by column', { timeout: 60_000 }, async () => {
    renderWithProviders(<ReactTablesPage />);
    const table = screen.getByTestId('react-table');
    const target = people[41]!;

    await userEvent.click(screen.getByRole('textbox', { name: 'Search' }));
    await userEvent.paste(target.email);
    expect(columnTexts(table, 'E-mail')).toEqual([target.email]);
    await userEvent.clear(screen.getByRole('textbox', { name: 'Search' }));

    await userEvent.click(screen.getByRole('textbox', { name: 'Filter by Office' }));
    await userEvent.paste('Lisbon');
    const lisbon = people.filter((p) => p.office === 'Lisbon').length;
    expect(screen.getByTestId('pager-range')).toHaveTextContent(`of ${lisbon}`);
    expect(new Set(columnTexts(table, 'Office'))).toEqual(new Set(['Lisbon']));
  });

  it('pages through the rows and changes the page size', { timeout: 60_000 }, async () => {
    renderWithProviders(<ReactTablesPage />);
    const table = screen.getByTestId('react-table');
    expect(screen.getByTestId('pager-range')).toHaveTextContent('1–10 of 100');
    expect(columnTexts(table, '#')[0]).toBe('1');

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByTestId('pager-range')).toHaveTextContent('11–20 of 100');
    expect(columnTexts(table, '#')[0]).toBe('11');

    await userEvent.click(screen.getByRole('textbox', { name: 'Rows per page' }));
    await userEvent.click(await screen.findByRole('option', { name: '25', hidden: true }));
    expect(columnTexts(table, '#')).toHaveLength(25);
  });

  it('hides and shows a column', { timeout: 60_000 }, async () => {
    renderWithProviders(<ReactTablesPage />);
    const table = screen.getByTestId('react-table');
    expect(within(table).getByRole('columnheader', { name: /E-mail/ })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'E-mail', hidden: true }));
    expect(within(table).queryByRole('columnheader', { name: /E-mail/ })).not.toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: /Office/ })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'E-mail', hidden: true }));
    expect(within(table).getByRole('columnheader', { name: /E-mail/ })).toBeInTheDocument();
  });
});

describe('the data table page', () => {
  const people = samplePeople(60, 7);

  it('selects rows, the whole page, and exports the selection as CSV', { timeout: 60_000 }, async () => {
    renderWithProviders(<DataTablesPage />);
    await userEvent.click(screen.getByRole('checkbox', { name: `Select ${people[1]!.name}` }));
    expect(screen.getByTestId('selected-count')).toHaveTextContent('1 selected');
    const page = screen.getByRole('checkbox', { name: 'Select all rows on this page' });
    expect(page).toHaveAttribute('data-indeterminate', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Export selection (CSV)' }));
    expect(saveBlob).toHaveBeenCalledTimes(1);
    let [blob, name] = vi.mocked(saveBlob).mock.calls[0]!;
    expect(name).toBe('people-selected.csv');
    let lines = (await blob.text()).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Name,E-mail,Role,Office,Start date,Salary,Status');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(people[1]!.email);

    await userEvent.click(page);
    expect(page).toBeChecked();
    expect(screen.getByTestId('selected-count')).toHaveTextContent('10 selected');
    await userEvent.click(screen.getByRole('button', { name: 'Export selection (CSV)' }));
    [blob, name] = vi.mocked(saveBlob).mock.calls[1]!;
    lines = (await blob.text()).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines).toHaveLength(11);
    expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual(people.slice(0, 10).map((p) => p.email));

    await userEvent.click(screen.getByRole('button', { name: 'Clear selection' }));
    await userEvent.click(screen.getByRole('button', { name: 'Export all (CSV)' }));
    [blob, name] = vi.mocked(saveBlob).mock.calls[2]!;
    expect(name).toBe('people.csv');
    expect((await blob.text()).trim().split('\r\n')).toHaveLength(61);
  });

  it('expands a row to show its details and searches', { timeout: 60_000 }, async () => {
    renderWithProviders(<DataTablesPage />);
    const person = people[2]!;
    expect(screen.queryByTestId(`details-${person.id}`)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: `Show details of ${person.name}` }));
    expect(screen.getByTestId(`details-${person.id}`)).toHaveTextContent(`EMP-${String(person.id).padStart(4, '0')}`);
    await userEvent.click(screen.getByRole('button', { name: `Hide details of ${person.name}` }));
    expect(screen.queryByTestId(`details-${person.id}`)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('textbox', { name: 'Search' }));
    await userEvent.paste(person.email);
    const body = screen.getByTestId('data-table').querySelector('tbody')!;
    expect(within(body).getAllByRole('row')).toHaveLength(1);
  });
});

describe('the plain tables page', () => {
  const card = (title: string) => screen.getByText(title).closest('section')!;

  it('shows the same people in each style, the wide table with every column', () => {
    renderWithProviders(<TablesReactstrapPage />);
    const first = samplePeople(6, 3);
    const basic = within(card('Basic')).getByRole('table');
    expect(within(basic).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['#', 'Name', 'Role', 'Office']);
    expect(columnTexts(basic, 'Name')).toEqual(first.slice(0, 4).map((p) => p.name));
    expect(columnTexts(within(card('Small')).getByRole('table'), 'Office')).toEqual(first.map((p) => p.office));

    const wide = within(card('Responsive')).getByRole('table');
    expect(within(wide).getAllByRole('columnheader')).toHaveLength(8);
    expect(columnTexts(wide, 'E-mail')).toEqual(samplePeople(4, 11).map((p) => p.email));
  });

  it('removes a person from the rich table by its menu', { timeout: 60_000 }, async () => {
    renderWithProviders(<TablesReactstrapPage />);
    const [gone, kept] = samplePeople(6, 3);
    const rich = () => within(card('Avatars, badges and actions'));
    expect(rich().getAllByRole('row')).toHaveLength(7);
    await userEvent.click(rich().getByRole('button', { name: `More for ${gone!.name}` }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Remove' }));
    expect(rich().getAllByRole('row')).toHaveLength(6);
    expect(rich().queryByRole('button', { name: `View ${gone!.name}` })).not.toBeInTheDocument();
    expect(rich().getByRole('button', { name: `View ${kept!.name}` })).toBeInTheDocument();
  });
});
