import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { HeatMapGrid, type HeatMapGridData } from './heat-map-grid';

const map: HeatMapGridData = {
  x_labels: ['Rare', 'Possible', 'Likely'],
  y_labels: ['Minor', 'Major'],
  x_axis: 'Likelihood',
  y_axis: 'Impact',
  cells: [
    { x: 1, y: 1, score: 1, rating: 'Low', color: '#28C76F', count: 0, items: [] },
    { x: 2, y: 1, score: 2, rating: 'Low', color: '#28C76F', count: 1, items: [{ id: 'r1', reference: 'R-0001', title: 'Data leak' }] },
    { x: 3, y: 1, score: 3, rating: 'Medium', color: '#F5C518', count: 0, items: [] },
    { x: 1, y: 2, score: 2, rating: 'Low', color: '#28C76F', count: 0, items: [] },
    { x: 2, y: 2, score: 4, rating: 'Medium', color: '#F5C518', count: 0, items: [] },
    {
      x: 3,
      y: 2,
      score: 6,
      rating: 'High',
      color: '#EA5455',
      count: 2,
      items: [
        { id: 'r7', reference: 'R-0007', title: 'Payment fraud' },
        { id: 'r9', reference: 'R-0009', title: 'Supplier failure' },
      ],
    },
  ],
};

function rowsOf() {
  return screen.getAllByRole('row').filter((row) => row.hasAttribute('data-y'));
}

describe('HeatMapGrid', () => {
  it('puts the highest y level on top and each cell in its x column, with its count', () => {
    renderWithProviders(<HeatMapGrid map={map} />);
    const rows = rowsOf();
    expect(rows.map((row) => row.getAttribute('data-y'))).toEqual(['2', '1']);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('Major');
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('Minor');

    const top = within(rows[0]!).getAllByTestId('heat-cell');
    expect(top.map((cell) => cell.getAttribute('data-x'))).toEqual(['1', '2', '3']);
    expect(top.map((cell) => cell.textContent)).toEqual(['0', '0', '2']);
    const bottom = within(rows[1]!).getAllByTestId('heat-cell');
    expect(bottom.map((cell) => cell.textContent)).toEqual(['0', '1', '0']);

    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Rare', 'Possible', 'Likely']);
    expect(screen.getByText('Likelihood')).toBeInTheDocument();
    expect(screen.getByText('Impact')).toBeInTheDocument();
  });

  it('colours each cell with its band colour', () => {
    renderWithProviders(<HeatMapGrid map={map} />);
    const high = screen.getByRole('button', { name: 'Major, Likely: 2 items, High' });
    expect(high).toHaveStyle({ background: '#EA5455' });
  });

  it('lists the items of a clicked cell as links, and closes the list again', async () => {
    const user = userEvent.setup();
    renderWithProviders(<HeatMapGrid map={map} itemHref={(item) => `/risk/risk/${item.id}`} />);
    expect(screen.queryByTestId('heat-cell-items')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Major, Likely: 2 items, High' }));
    const list = screen.getByTestId('heat-cell-items');
    expect(within(list).getByText('Major × Likely: 2 items')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Payment fraud' })).toHaveAttribute('href', '/risk/risk/r7');
    expect(within(list).getByRole('link', { name: 'Supplier failure' })).toHaveAttribute('href', '/risk/risk/r9');

    await user.click(screen.getByRole('button', { name: 'Minor, Possible: 1 item, Low' }));
    expect(within(screen.getByTestId('heat-cell-items')).getByRole('link', { name: 'Data leak' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Payment fraud' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Close the list' }));
    expect(screen.queryByTestId('heat-cell-items')).not.toBeInTheDocument();
  });

  it('does not open empty cells, and shows any value it is given', async () => {
    const user = userEvent.setup();
    renderWithProviders(<HeatMapGrid map={map} cellValue={(cell) => cell.score} interactive={false} />);
    const empty = screen.getByRole('button', { name: 'Minor, Rare: 0 items, Low' });
    expect(empty).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Major, Likely: 2 items, High' }));
    expect(screen.queryByTestId('heat-cell-items')).not.toBeInTheDocument();
    expect(rowsOf()[0]).toHaveTextContent('Major246');
  });
});
