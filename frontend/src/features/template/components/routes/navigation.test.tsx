// Pagination, tabs, pills, list group, nav and collapse: the control the
// user works changes the content shown.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import { renderPage } from '../lib/test-render';
import { CollapsePage } from './collapse';
import { ListGroupPage } from './list-group';
import { NavPage } from './nav';
import { PaginationPage } from './pagination';
import { PillBadgesPage } from './pill-badges';
import { PillsPage } from './pills';
import { TabsPage } from './tabs';

beforeAll(async () => {
  await i18n.loadNamespaces('template-components');
});

describe('pagination', () => {
  it('pages through the list of people', async () => {
    const user = userEvent.setup();
    renderPage(<PaginationPage />);
    const card = screen.getByTestId('pagination-list');
    const list = within(card).getByRole('list');
    expect(within(card).getByText('Showing 1–5 of 23')).toBeInTheDocument();
    expect(within(list).getByText('Ana Lima')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: '2' }));
    expect(within(card).getByText('Showing 6–10 of 23')).toBeInTheDocument();
    expect(within(list).queryByText('Ana Lima')).not.toBeInTheDocument();
    expect(within(list).getByText('Lukas Braun')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: '5' }));
    expect(within(card).getByText('Showing 21–23 of 23')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  });
});

describe('tabs', () => {
  it('switches the panel on click and with the arrow keys', async () => {
    const user = userEvent.setup();
    renderPage(<TabsPage />);
    const card = screen.getByTestId('tabs-basic');
    expect(within(card).getByText('Home: the latest news of your workspace.')).toBeVisible();

    await user.click(within(card).getByRole('tab', { name: 'Profile' }));
    expect(within(card).getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    expect(within(card).getByText('Profile: your name, role and photo.')).toBeVisible();

    await user.keyboard('{ArrowRight}');
    expect(within(card).getByRole('tab', { name: 'Messages' })).toHaveAttribute('aria-selected', 'true');
    expect(within(card).getByText('Messages: three unread conversations.')).toBeVisible();
  });
});

describe('pills', () => {
  it('the chosen period changes the figures', async () => {
    const user = userEvent.setup();
    renderPage(<PillsPage />);
    const card = screen.getByTestId('pills-basic');
    expect(within(card).getByRole('status')).toHaveTextContent('This week: 18 new risks');
    await user.click(within(card).getByText('Year'));
    expect(within(card).getByRole('status')).toHaveTextContent('This year: 702 new risks');
  });
});

describe('list group and nav', () => {
  it('a click selects an item of the actionable list', async () => {
    const user = userEvent.setup();
    renderPage(<ListGroupPage />);
    const card = screen.getByTestId('list-actionable');
    expect(within(card).getByRole('status')).toHaveTextContent('Selected: Inbox');
    await user.click(within(card).getByRole('button', { name: 'Events' }));
    expect(within(card).getByRole('status')).toHaveTextContent('Selected: Events');
    expect(within(card).getByRole('button', { name: 'Events' })).toHaveAttribute('aria-current', 'true');
  });

  it('the vertical nav marks the link clicked as the current page', async () => {
    const user = userEvent.setup();
    renderPage(<NavPage />);
    const card = screen.getByTestId('nav-vertical');
    await user.click(within(card).getByRole('link', { name: /Reports/ }));
    expect(within(card).getByRole('status')).toHaveTextContent('Current page: Reports');
    expect(within(card).getByRole('link', { name: /Reports/ })).toHaveAttribute('aria-current', 'page');
  });
});

describe('collapse and pills that can be removed', () => {
  it('the button opens and closes the collapse', async () => {
    const user = userEvent.setup();
    renderPage(<CollapsePage />);
    const card = screen.getByTestId('collapse-basic');
    const button = within(card).getByRole('button', { name: 'Show details' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(within(card).getByRole('button', { name: 'Hide details' })).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(within(card).getByText(/Details that are not needed/)).toBeVisible());
  });

  it('removes a pill and brings them all back', async () => {
    const user = userEvent.setup();
    renderPage(<PillBadgesPage />);
    const card = screen.getByTestId('pill-removable');
    await user.click(within(card).getByRole('button', { name: 'Remove Security' }));
    expect(within(card).queryByText('Security')).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Reset' }));
    expect(within(card).getByText('Security')).toBeInTheDocument();
  });
});
