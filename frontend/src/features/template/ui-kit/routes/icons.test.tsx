import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as Feather from 'react-feather';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '@/lib/i18n';
import { renderWithProviders } from '@/testing/render';
import { IconsPage } from './icons';

beforeAll(async () => {
  await i18n.loadNamespaces('template-ui-kit');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const total = Object.keys(Feather).filter((name) => /^[A-Z]/.test(name)).length;

describe('the feather icons page', () => {
  it('shows the whole set and filters it by name', async () => {
    renderWithProviders(<IconsPage />);
    expect(screen.getAllByTestId('icon-tile')).toHaveLength(total);

    fireEvent.change(screen.getByRole('textbox', { name: 'Search icons' }), { target: { value: 'arrow up' } });
    await waitFor(() => expect(screen.getAllByTestId('icon-tile').length).toBeLessThan(10));
    const names = screen.getAllByTestId('icon-tile').map((tile) => tile.textContent);
    expect(names).toEqual(expect.arrayContaining(['ArrowUp', 'ArrowUpRight', 'ArrowUpLeft', 'ArrowUpCircle']));
    expect(names.every((name) => name?.startsWith('ArrowUp'))).toBe(true);
    expect(screen.getByTestId('icon-count')).toHaveTextContent(`${names.length} of ${total}`);

    fireEvent.change(screen.getByRole('textbox', { name: 'Search icons' }), { target: { value: 'no-such-icon' } });
    expect(await screen.findByText('No icon matches “no-such-icon”.')).toBeInTheDocument();
  });

  it('copies the component of a clicked icon', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderWithProviders(<IconsPage />);

    await userEvent.click(screen.getByRole('button', { name: 'Copy <Activity />' }));
    expect(writeText).toHaveBeenCalledWith('<Activity />');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Copy <Activity />' })).toHaveAttribute('data-copied'));
  });
});
