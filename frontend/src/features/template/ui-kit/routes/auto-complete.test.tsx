import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '@/lib/i18n';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { AutoCompletePage } from './auto-complete';

beforeAll(async () => {
  await i18n.loadNamespaces('template-ui-kit');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const FILMS = {
  autoComplete: [
    { title: 'The Shawshank Redemption', rank: 1, id: 1 },
    { title: 'The Godfather', rank: 2, id: 2 },
    { title: 'The Dark Knight', rank: 3, id: 3 },
    { title: 'The Godfather Part II', rank: 4, id: 4 },
    { title: 'Pulp Fiction', rank: 8, id: 8 },
  ],
};

describe('the auto-complete page', () => {
  it('reads the films from /api/autocomplete/data and suggests the matching ones', async () => {
    const server = mockFetch({ '/api/autocomplete/data': { body: FILMS } });
    renderWithProviders(<AutoCompletePage />);
    await waitFor(() => expect(server.requests('/api/autocomplete/data').length).toBeGreaterThan(0));
    // Loaded: the inputs lose their loading indicator.
    await waitFor(() => expect(screen.queryAllByLabelText('Loading…')).toHaveLength(0));

    const input = screen.getAllByRole('textbox', { name: 'Film' })[0]!;
    await userEvent.type(input, 'godf');
    await waitFor(() => expect(input).toHaveAttribute('aria-controls'));
    const listbox = document.getElementById(input.getAttribute('aria-controls')!)!;
    await waitFor(() => expect(within(listbox).getAllByRole('option', { hidden: true })).toHaveLength(2));
    const options = within(listbox).getAllByRole('option', { hidden: true }).map((o) => o.textContent);
    expect(options).toEqual(['The Godfather', 'The Godfather Part II']);

    await userEvent.click(within(listbox).getByRole('option', { name: 'The Godfather', hidden: true }));
    expect(input).toHaveValue('The Godfather');
    expect(screen.getAllByTestId('chosen')[0]).toHaveTextContent('The Godfather');
  });

  it('the debounced search asks the server once typing pauses', async () => {
    const server = mockFetch({ '/api/autocomplete/data': { body: FILMS } });
    renderWithProviders(<AutoCompletePage />);
    await waitFor(() => expect(server.requests('/api/autocomplete/data')).toHaveLength(1));

    fireEvent.change(screen.getByTestId('async-input'), { target: { value: 'pulp' } });
    // Waiting for the typing to settle: a loader, no call yet.
    expect(screen.getByLabelText('Loading…')).toBeInTheDocument();
    expect(server.requests('/api/autocomplete/data')).toHaveLength(1);
    expect(await screen.findByText('Matches: 1', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading…')).not.toBeInTheDocument();
    // The page's own read, then one search for the settled term (not one per key).
    expect(server.requests('/api/autocomplete/data')).toHaveLength(2);
  });

  it('says so when the films cannot be read', async () => {
    mockFetch({ '/api/autocomplete/data': { status: 500, body: { error: { code: 'INTERNAL', message: 'Server error.' } } } });
    renderWithProviders(<AutoCompletePage />);
    expect(await screen.findByText('The films could not be loaded')).toBeInTheDocument();
  });
});
