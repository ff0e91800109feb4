import { Table } from '@mantine/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { renderWithProviders } from '@/testing/render';
import { ListBulkActions } from './list-bulk-actions';
import { SelectPageHeader, SelectRowCell } from './selection-cells';
import { useSelection } from './use-selection';

type Row = { id: string; reference: string; owner: string };
const ROWS: Row[] = [
  { id: '1', reference: 'C-0001', owner: 'Ann' },
  { id: '2', reference: 'C-0002', owner: 'Ann' },
  { id: '3', reference: 'C-0003', owner: 'Ann' },
];
const OWNERS = [
  { value: 'u1', label: 'Sam Patel · staff@demo.com' },
  { value: 'u2', label: 'Emma Clarke · editor@demo.com' },
];

function Harness(props: {
  canWrite?: boolean;
  assign: (row: Row, owner: string) => Promise<unknown>;
  exportRows?: (rows: Row[]) => void;
  onSettled?: () => void;
}) {
  const selection = useSelection<Row>();
  return (
    <>
      <ListBulkActions
        selection={selection}
        describe={(row) => row.reference}
        canWrite={props.canWrite ?? true}
        owners={OWNERS}
        assignOwner={props.assign}
        exportRows={props.exportRows ?? (() => undefined)}
        onSettled={props.onSettled ?? (() => undefined)}
      />
      <Table>
        <Table.Thead>
          <Table.Tr>
            <SelectPageHeader rows={ROWS} selection={selection} />
            <Table.Th>Reference</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ROWS.map((row) => (
            <Table.Tr key={row.id}>
              <SelectRowCell item={row} label={row.reference} selection={selection} />
              <Table.Td>{row.reference}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}

describe('ListBulkActions', { timeout: 20_000 }, () => {
  it('shows nothing until a row is picked, then "N selected"; the header picks the page', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness assign={async () => undefined} />);
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select C-0002' }));
    expect(screen.getByTestId('bulk-count')).toHaveTextContent('1 selected');
    const all = screen.getByRole('checkbox', { name: 'Select all rows on this page' });
    expect(all).toHaveProperty('indeterminate', true);
    await user.click(all);
    expect(screen.getByTestId('bulk-count')).toHaveTextContent('3 selected');
    await user.click(all);
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
  });

  it('assigns the owner to each picked row and lists every failure with its reason', async () => {
    const user = userEvent.setup();
    const onSettled = vi.fn();
    const assign = vi.fn(async (row: Row, _owner: string) => {
      if (row.id === '2') throw new ApiError({ status: 409, code: 'VERSION_CONFLICT', message: 'stale' });
      if (row.id === '3') throw new ApiError({ status: 403, code: 'FORBIDDEN', message: 'Sorry, Restricted Action' });
    });
    renderWithProviders(<Harness assign={assign} onSettled={onSettled} />);
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    await user.click(screen.getByRole('button', { name: 'Assign owner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign owner' });
    const apply = within(dialog).getByRole('button', { name: 'Apply to 3 items' });
    expect(apply).toBeDisabled();
    await user.click(within(dialog).getByRole('textbox', { name: 'Owner' }));
    await user.click(await screen.findByRole('option', { name: 'Emma Clarke · editor@demo.com', hidden: true }));
    await user.click(apply);

    const summary = await screen.findByRole('dialog', { name: 'Assign owner' });
    await waitFor(() => expect(within(summary).getByText('1 of 3 done.')).toBeInTheDocument());
    expect(within(summary).getByText('2 items were not changed')).toBeInTheDocument();
    const failures = within(summary).getByTestId('bulk-failures');
    expect(within(failures).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^C-0002: changed by someone else since you selected it/),
      expect.stringMatching(/^C-0003: you are not allowed to change it/),
    ]);
    expect(assign.mock.calls.map(([row, owner]) => [row.id, owner])).toEqual([
      ['1', 'u2'],
      ['2', 'u2'],
      ['3', 'u2'],
    ]);
    // The list refreshes and the selection clears.
    expect(onSettled).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('checkbox', { name: 'Select C-0001' })).not.toBeChecked();
  });

  it('offers only the export to a reader', async () => {
    const user = userEvent.setup();
    const exportRows = vi.fn();
    renderWithProviders(<Harness canWrite={false} assign={async () => undefined} exportRows={exportRows} />);
    await user.click(screen.getByRole('checkbox', { name: 'Select C-0003' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select C-0001' }));
    expect(screen.queryByRole('button', { name: 'Assign owner' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export selected' }));
    expect(exportRows.mock.calls[0]?.[0].map((row: Row) => row.reference)).toEqual(['C-0003', 'C-0001']);
  });
});
