import { Table } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { SortHeader } from './sort-header';

function Harness({ descFirst, defaultSort }: { descFirst?: boolean; defaultSort?: string }) {
  const [sort, setSort] = useState('');
  return (
    <>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <SortHeader column="score" sort={sort} onSort={setSort} descFirst={descFirst} defaultSort={defaultSort}>
              Score
            </SortHeader>
            <SortHeader column="reference" sort={sort} onSort={setSort} defaultSort={defaultSort}>
              Reference
            </SortHeader>
          </Table.Tr>
        </Table.Thead>
      </Table>
      <output data-testid="sort">{sort}</output>
    </>
  );
}

const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });

describe('SortHeader', () => {
  it('cycles ascending, descending, then the list order, with aria-sort following', async () => {
    renderWithProviders(<Harness />);
    const button = screen.getByRole('button', { name: 'Sort by Score' });
    expect(header('Score')).toHaveAttribute('aria-sort', 'none');

    await userEvent.click(button);
    expect(screen.getByTestId('sort')).toHaveTextContent(/^score$/);
    expect(header('Score')).toHaveAttribute('aria-sort', 'ascending');

    await userEvent.click(button);
    expect(screen.getByTestId('sort')).toHaveTextContent(/^-score$/);
    expect(header('Score')).toHaveAttribute('aria-sort', 'descending');

    await userEvent.click(button);
    expect(screen.getByTestId('sort')).toBeEmptyDOMElement();
    expect(header('Score')).toHaveAttribute('aria-sort', 'none');
  });

  it('sorts from the keyboard, a score worst first, and shows the default order on its column', async () => {
    renderWithProviders(<Harness descFirst defaultSort="reference" />);
    expect(header('Reference')).toHaveAttribute('aria-sort', 'ascending');

    screen.getByRole('button', { name: 'Sort by Score' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('sort')).toHaveTextContent(/^-score$/);
    expect(header('Reference')).toHaveAttribute('aria-sort', 'none');
    await userEvent.keyboard(' ');
    expect(screen.getByTestId('sort')).toHaveTextContent(/^score$/);
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('sort')).toBeEmptyDOMElement();
    expect(header('Reference')).toHaveAttribute('aria-sort', 'ascending');
  });
});
