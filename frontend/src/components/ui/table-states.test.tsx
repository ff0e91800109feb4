import { Table } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { renderWithProviders } from '@/testing/render';
import { EmptyRows } from './empty-rows';
import { TableStates } from './table-states';

function renderStates(props: Partial<ComponentProps<typeof TableStates>>) {
  renderWithProviders(
    <Table>
      <Table.Tbody>
        <TableStates
          columns={3}
          rows={0}
          loading={false}
          module="risk"
          empty={<EmptyRows title="No controls yet" hint="Add the first one." />}
          {...props}
        />
      </Table.Tbody>
    </Table>,
  );
}

describe('TableStates', () => {
  it('shows skeleton rows while the first page loads', () => {
    renderStates({ loading: true, skeleton: { rows: 4 } });
    expect(screen.getAllByTestId('table-loading')).toHaveLength(4);
    expect(screen.queryByText('No controls yet')).toBeNull();
  });

  it("shows the list's empty state when there are no rows", () => {
    renderStates({});
    expect(screen.getByText('No controls yet')).toBeInTheDocument();
    expect(screen.getByText('Add the first one.')).toBeInTheDocument();
    expect(screen.getByRole('cell')).toHaveAttribute('colspan', '3');
  });

  it('shows nothing once there are rows', () => {
    renderStates({ rows: 2, error: new Error('late failure') });
    expect(screen.queryByTestId('table-state')).toBeNull();
  });

  it('says the list failed, with the reason and a retry, instead of "nothing here"', async () => {
    const onRetry = vi.fn();
    renderStates({
      error: new ApiError({ status: 500, code: 'INTERNAL', message: 'Boom', path: '/api/v1/controls' }),
      onRetry,
    });
    expect(screen.getByText('The list could not be loaded')).toBeInTheDocument();
    expect(screen.queryByText('No controls yet')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('says the module is down on a 503', () => {
    renderStates({
      error: new ApiError({ status: 503, code: 'SERVICE_UNAVAILABLE', message: 'down', path: '/api/v1/controls' }),
      onRetry: () => undefined,
    });
    expect(screen.queryByText('The list could not be loaded')).toBeNull();
    expect(screen.getByText(/module is unavailable/)).toBeInTheDocument();
  });
});
