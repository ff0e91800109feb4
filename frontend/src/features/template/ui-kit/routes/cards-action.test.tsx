import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '@/lib/i18n';
import { renderWithProviders } from '@/testing/render';
import { REFRESH_MS } from '../components/action-card';
import { CardsActionPage } from './cards-action';

beforeAll(async () => {
  await i18n.loadNamespaces('template-ui-kit');
});

const card = (name: string) => screen.getByRole('region', { name });

describe('the action cards', () => {
  it('collapse hides the body and a second click shows it again', async () => {
    renderWithProviders(<CardsActionPage />);
    const collapsible = card('Collapsible');
    const body = within(collapsible).getByText(/Fold the body away/);
    expect(body).toBeVisible();

    await userEvent.click(within(collapsible).getByRole('button', { name: 'Collapse' }));
    expect(within(collapsible).getByRole('button', { name: 'Expand' })).toHaveAttribute('aria-expanded', 'false');
    await vi.waitFor(() => expect(body).not.toBeVisible());

    await userEvent.click(within(collapsible).getByRole('button', { name: 'Expand' }));
    await vi.waitFor(() => expect(body).toBeVisible());
  });

  it('close removes the card and Restore cards brings it back', async () => {
    renderWithProviders(<CardsActionPage />);
    const restore = screen.getByRole('button', { name: /Restore cards/ });
    expect(restore).toBeDisabled();

    await userEvent.click(within(card('Closable')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Closable' })).not.toBeInTheDocument();
    await userEvent.click(within(card('All actions')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'All actions' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Restore cards (2)' })).toBeEnabled();

    await userEvent.click(screen.getByRole('button', { name: 'Restore cards (2)' }));
    expect(card('Closable')).toBeInTheDocument();
    expect(card('All actions')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Restore cards/ })).toBeDisabled();
  });

  it('refresh shows a loading state, then new content', () => {
    vi.useFakeTimers();
    try {
      renderWithProviders(<CardsActionPage />);
      const refreshable = card('Refresh content');
      const updated = within(refreshable).getByTestId('updated-refresh');
      expect(updated).not.toHaveTextContent('refreshes');

      fireEvent.click(within(refreshable).getByRole('button', { name: 'Refresh' }));
      expect(within(refreshable).getByTestId('card-refresh-body')).toHaveAttribute('aria-busy', 'true');
      expect(updated).not.toHaveTextContent('refreshes');

      act(() => {
        vi.advanceTimersByTime(REFRESH_MS);
      });
      expect(within(refreshable).getByTestId('card-refresh-body')).toHaveAttribute('aria-busy', 'false');
      expect(within(refreshable).getByTestId('updated-refresh')).toHaveTextContent('refreshes: 1');
    } finally {
      vi.useRealTimers();
    }
  });
});
