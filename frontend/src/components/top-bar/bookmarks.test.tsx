import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { assignQuick, type Bookmark } from '@/lib/bookmarks';
import { BookmarksMenu, QuickBookmarks } from './bookmarks';
import { mockApi, renderTopBarPart } from './test-utils';

const TARGETS = [
  ['dashboard', '/'],
  ['riskWizard', '/risk/risk/wizard'],
  ['riskRegister', '/risk/all'],
  ['riskControls', '/risk/control'],
  ['riskActionPlans', '/risk/action/plan'],
  ['riskAuditTrail', '/risk/activity'],
  ['riskReports', '/risk/report'],
  ['incidentCategories', '/incident/categories'],
  ['incidentAll', '/incident/all'],
  ['incidentActions', '/incident/actions'],
  ['settingsLogs', '/settings/logs'],
  ['settingsRoles', '/settings/role'],
] as const;

/** A stand-in for the server: 11 of 12 pages starred, in list order. */
function setup() {
  let entries: Bookmark[] = assignQuick(
    TARGETS.map(([target, link], i) => ({
      id: i + 1,
      target,
      title: `Server ${target}`,
      link,
      icon: 'star',
      starred: i < 11,
      starred_at: i < 11 ? new Date(Date.UTC(2026, 0, 1, 9, i)).toISOString() : null,
      quick: false,
    })),
  );
  const api = mockApi({
    'GET /api/search/bookmarks/data': () => ({ searchResult: entries }),
    'POST /api/update/bookmarks': ({ body }) => {
      const { id, starred } = (body as { obj: { id: number; starred: boolean } }).obj;
      entries = assignQuick(
        entries.map((b) => (b.id === id ? { ...b, starred, starred_at: starred ? new Date().toISOString() : null } : b)),
      );
      return entries.find((b) => b.id === id);
    },
  });
  const user = userEvent.setup();
  renderTopBarPart(
    <>
      <QuickBookmarks />
      <BookmarksMenu />
    </>,
  );
  return { api, user };
}

const quickLinks = () =>
  within(screen.getByRole('navigation', { name: 'Bookmarked pages' }))
    .getAllByRole('link')
    .map((link) => link.getAttribute('aria-label'));

describe('Bookmarks', () => {
  it('shows the first 10 of 11 stars in the top bar with translated titles', async () => {
    setup();
    await screen.findByRole('navigation', { name: 'Bookmarked pages' });
    expect(quickLinks()).toEqual([
      'Dashboard',
      'Create New Risk',
      'Risk Register',
      'Controls',
      'Action Plans',
      'Audit Trail',
      'Reports',
      'Categories',
      'All Incidents',
      'Actions',
    ]);
    expect(screen.getByRole('link', { name: 'Risk Register' })).toHaveAttribute('href', '/risk/all');
  });

  it('lists the 11th star as waiting, and promotes it when a quick one is unstarred', async () => {
    const { api, user } = setup();
    await screen.findByRole('navigation', { name: 'Bookmarked pages' });
    await user.click(screen.getByRole('button', { name: 'Bookmarks' }));

    const waiting = await screen.findByRole('region', { name: 'Waiting for a free slot' });
    expect(within(waiting).getByText('Logs')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'In the top bar' })).getByText('10/10')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Controls from bookmarks' }));

    // At once (optimistic) and after the reload: Logs moves up, Controls leaves.
    await waitFor(() => expect(quickLinks()).toContain('Logs'));
    expect(quickLinks()).not.toContain('Controls');
    expect(quickLinks()).toHaveLength(10);
    expect(api.callsTo('POST /api/update/bookmarks')[0]?.body).toEqual({ obj: { id: 4, starred: false } });
    await waitFor(() => expect(api.callsTo('GET /api/search/bookmarks/data')).toHaveLength(2));
    expect(screen.queryByRole('region', { name: 'Waiting for a free slot' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bookmark Controls' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('filters the list by the translated title', async () => {
    const { user } = setup();
    await screen.findByRole('navigation', { name: 'Bookmarked pages' });
    await user.click(screen.getByRole('button', { name: 'Bookmarks' }));
    await user.type(await screen.findByRole('textbox', { name: 'Search pages' }), 'incid');

    const dialog = screen.getByRole('dialog', { name: 'Bookmarks' });
    const titles = within(dialog)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(titles).toEqual(['CategoriesIncident', 'All IncidentsIncident', 'ActionsIncident']);
  });
});
