import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { SearchGroup } from '@/lib/global-search';
import { clearPermissions, savePermissions } from '@/lib/permissions';
import type { RecordGroup } from '@/lib/record-search';
import { GlobalSearch } from './global-search';
import { mockApi, renderTopBarPart } from './test-utils';

const pages = Array.from({ length: 6 }, (_, i) => ({
  id: i + 1,
  target: ['riskRegister', 'riskControls', 'riskActionPlans', 'riskReports', 'dashboard', 'riskWizard'][i]!,
  title: `Server title ${i + 1}`,
  link: ['/risk/all', '/risk/control', '/risk/action/plan', '/risk/report', '/', '/risk/risk/wizard'][i]!,
  icon: 'list-details',
}));

const RESULTS: SearchGroup[] = [
  // The server sends more than 4 here: the client must still cut to 4.
  { groupTitle: 'Pages', searchLimit: 4, total: 9, data: pages },
  {
    groupTitle: 'Files',
    searchLimit: 4,
    total: 1,
    data: [
      {
        id: 'f1',
        title: 'risk-assessment.pdf',
        by: 'Ana Admin',
        size: 1572864,
        file: '/api/v1/attachments/f1/content',
        link: '/risk/risk/r1',
        date: '2026-01-05T10:00:00Z',
      },
    ],
  },
  {
    groupTitle: 'Contacts',
    searchLimit: 4,
    total: 1,
    data: [{ id: 'u1', title: 'Rita Risk', email: 'rita@demo.com', img: '', date: '2026-01-01T00:00:00Z' }],
  },
];

const RECORDS: RecordGroup[] = [
  {
    kind: 'risks',
    total: 6,
    data: Array.from({ length: 5 }, (_, i) => ({
      id: `r${i + 1}`,
      reference: `R-004${i + 1}`,
      title: `Supplier failure ${i + 1}`,
      status: 'pending',
      link: `/risk/risk/r${i + 1}`,
    })),
  },
  {
    kind: 'controls',
    total: 1,
    data: [{ id: 'c1', reference: 'C-0003', title: 'Supplier audits', status: 'in_place', link: '/risk/control/c1' }],
  },
  {
    kind: 'action_plans',
    total: 1,
    data: [
      { id: 'p1', reference: 'AP-0007', title: 'Second supplier', status: 'in_progress', link: '/risk/action/plan?q=AP-0007' },
    ],
  },
];

afterEach(() => clearPermissions());

function setup(results: SearchGroup[] = RESULTS, records: RecordGroup[] = []) {
  const api = mockApi({
    'GET /api/main-search/data': () => ({ searchResult: results }),
    'GET /api/v1/search': () => ({ groups: records }),
    'GET /api/search/bookmarks/data': () => ({ searchResult: [] }),
  });
  const user = userEvent.setup();
  renderTopBarPart(<GlobalSearch />);
  return { api, user };
}

const combobox = () => screen.getByRole('combobox', { name: 'Search pages, files and contacts' });
const selected = () => screen.getAllByRole('option').find((o) => o.getAttribute('aria-selected') === 'true');

async function searchFor(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.click(screen.getByRole('button', { name: 'Open search' }));
  await user.type(await screen.findByRole('combobox'), text);
  await screen.findAllByRole('option');
}

describe('GlobalSearch', () => {
  it('shows translated groups with at most 4 results each, file sizes and the "more" hint', async () => {
    const { api, user } = setup();
    await searchFor(user, 'risk');

    const pagesGroup = screen.getByRole('group', { name: 'Pages' });
    expect(within(pagesGroup).getAllByRole('option')).toHaveLength(4);
    expect(within(pagesGroup).getByText('+5 more')).toBeInTheDocument();
    // Titles come from the route table in the user's language, not the server's text.
    expect(within(pagesGroup).getByText('Risk Register')).toBeInTheDocument();
    expect(within(pagesGroup).queryByText('Dashboard')).not.toBeInTheDocument();

    const files = screen.getByRole('group', { name: 'Files' });
    expect(within(files).getByText(/by Ana Admin · 1\.5 MB/)).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Contacts' })).getByText('rita@demo.com')).toBeInTheDocument();

    // Debounced: one call for the whole word.
    expect(api.callsTo('GET /api/main-search/data').map((c) => c.url.searchParams.get('q'))).toEqual(['risk']);
  });

  it('moves with the arrow keys (wrapping) and opens the chosen page with Enter', async () => {
    const { user } = setup();
    await searchFor(user, 'risk');
    const input = combobox();

    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(6);
    expect(selected()).toBe(options[0]);
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);

    await user.keyboard('{ArrowDown}');
    expect(selected()).toBe(options[1]);
    expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);

    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(selected()).toBe(options[5]);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(selected()).toBe(options[1]);

    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/risk/control'));
    await waitFor(() => expect(screen.queryByRole('combobox')).not.toBeInTheDocument());
  });

  it('opens a file result on its page', async () => {
    const { user } = setup();
    await searchFor(user, 'risk');
    await user.click(screen.getByRole('option', { name: /risk-assessment\.pdf/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/risk/risk/r1'));
  });

  it('opens with Ctrl+K and with "/", and closes with Escape', async () => {
    setup();
    fireEvent.keyDown(document.documentElement, { key: 'k', code: 'KeyK', ctrlKey: true });
    expect(await screen.findByRole('combobox')).toBeInTheDocument();

    fireEvent.keyDown(combobox(), { key: 'Escape', code: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('combobox')).not.toBeInTheDocument());

    fireEvent.keyDown(document.documentElement, { key: '/', code: 'Slash' });
    expect(await screen.findByRole('combobox')).toBeInTheDocument();
  });

  it('says so when nothing matches', async () => {
    const { user } = setup([
      { groupTitle: 'Pages', searchLimit: 4, total: 0, data: [] },
      { groupTitle: 'Files', searchLimit: 4, total: 0, data: [] },
      { groupTitle: 'Contacts', searchLimit: 4, total: 0, data: [] },
    ]);
    await user.click(screen.getByRole('button', { name: 'Open search' }));
    await user.type(await screen.findByRole('combobox'), 'zzz');
    expect(await screen.findByText('No results for “zzz”')).toBeInTheDocument();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('finds records first, grouped, at most 4 of a kind, and opens one with Enter', async () => {
    const { api, user } = setup(RESULTS, RECORDS);
    await searchFor(user, 'supplier');
    await screen.findByRole('group', { name: 'Risks' });
    const groups = screen.getAllByRole('group').map((group) => group.getAttribute('aria-labelledby'));
    const names = groups.map((id) => document.getElementById(id!)?.textContent);
    expect(names).toEqual(['Risks', 'Controls', 'Action Plans', 'Pages', 'Files', 'Contacts']);
    const risks = screen.getByRole('group', { name: 'Risks' });
    expect(within(risks).getAllByRole('option')).toHaveLength(4);
    expect(within(risks).getByText('+2 more')).toBeInTheDocument();
    expect(within(risks).getByText('R-0041 · Pending')).toBeInTheDocument();
    expect(api.callsTo('GET /api/v1/search').map((c) => c.url.searchParams.get('q'))).toEqual(['supplier']);

    // The first option is the first risk: Enter opens its page.
    expect(selected()).toHaveTextContent('Supplier failure 1');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/risk/risk/r1'));
  });

  it('opens a control on its page and a plan in its list', async () => {
    const { user } = setup(RESULTS, RECORDS);
    await searchFor(user, 'supplier');
    await user.click(await screen.findByRole('option', { name: /Supplier audits/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/risk/control/c1'));
    await searchFor(user, 'supplier');
    await user.click(await screen.findByRole('option', { name: /Second supplier/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/risk/action/plan?q=AP-0007'));
  });

  it('does not look records up for one character', async () => {
    const { api, user } = setup(RESULTS, RECORDS);
    await searchFor(user, 's');
    expect(screen.queryByRole('group', { name: 'Risks' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/v1/search')).toHaveLength(0);
  });

  it('opens a contact as the person: Users for a user manager, their risks for a reader', async () => {
    savePermissions({ 'settings.manage': true, 'risk.read': true });
    const { user } = setup();
    await searchFor(user, 'rita');
    await user.click(screen.getByRole('option', { name: /Rita Risk/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/settings/user?q=rita%40demo.com'));

    savePermissions({ 'settings.manage': false, 'risk.read': true });
    await searchFor(user, 'rita');
    await user.click(screen.getByRole('option', { name: /Rita Risk/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/risk/all?owner_id=u1'));
  });
});
