import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { endSession, startSession } from '@/lib/auth';
import i18n from '@/lib/i18n';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { AccountSettingsPage } from './account-settings';
import { FaqPage } from './faq';
import { InvoicePage } from './invoice';
import { KnowledgeBasePage } from './knowledge-base';
import { SearchPage } from './search';

beforeAll(async () => {
  await i18n.loadNamespaces('template-charts');
});

describe('FAQ', () => {
  it('shows a category, and the search filters the questions of all categories', async () => {
    renderWithProviders(<FaqPage />, { route: '/pages/faq' });
    expect(screen.getByText('What is RiskHub?')).toBeInTheDocument();
    expect(screen.queryByText('How do I change my password?')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: /My account/ }));
    expect(screen.getByText('How do I change my password?')).toBeInTheDocument();
    expect(screen.queryByText('What is RiskHub?')).not.toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: 'Search a question…' }), 'incident');
    expect(screen.getByTestId('faq-count')).toHaveTextContent('questions found');
    const shown = screen.getAllByTestId('faq-question').map((item) => item.textContent ?? '');
    expect(shown.length).toBeGreaterThanOrEqual(3);
    expect(shown.every((text) => /incident/i.test(text))).toBe(true);
    expect(screen.queryByText('How do I change my password?')).not.toBeInTheDocument();

    await userEvent.clear(screen.getByRole('textbox', { name: 'Search a question…' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Search a question…' }), 'zebra crossing');
    expect(screen.getByText('No question matches')).toBeInTheDocument();
    expect(screen.queryAllByTestId('faq-question')).toHaveLength(0);
  });
});

describe('knowledge base', () => {
  it('goes from the categories to a category, to an article and back', async () => {
    renderWithProviders(<KnowledgeBasePage />, { route: '/pages/knowledge-base' });
    expect(within(screen.getByTestId('kb-card-riskRegister')).getByText('3 articles')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Open Risk register/ }));
    const category = screen.getByTestId('kb-category');
    expect(within(category).getByRole('heading', { name: 'Risk register' })).toBeInTheDocument();

    await userEvent.click(within(category).getByRole('button', { name: 'Rating a risk' }));
    const article = screen.getByTestId('kb-article');
    expect(within(article).getByRole('heading', { name: 'Rating a risk' })).toBeInTheDocument();
    expect(within(article).getByText(/the score is their product/)).toBeInTheDocument();

    await userEvent.click(within(article).getByRole('button', { name: 'Back to Risk register' }));
    expect(screen.getByTestId('kb-category')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'All categories' }));
    expect(screen.getByTestId('kb-card-incidents')).toBeInTheDocument();
  });

  it('opens the article named in the address', async () => {
    renderWithProviders(<KnowledgeBasePage />, { route: '/pages/knowledge-base?category=incidents&article=closeIncident' });
    expect(within(screen.getByTestId('kb-article')).getByRole('heading', { name: 'Closing an incident' })).toBeInTheDocument();
  });

  it('finds articles by title', async () => {
    renderWithProviders(<KnowledgeBasePage />, { route: '/pages/knowledge-base' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Search an article…' }), 'incident');
    const results = screen.getByTestId('kb-results');
    expect(within(results).getByText('3 articles found')).toBeInTheDocument();
    await userEvent.click(within(results).getByRole('button', { name: /Investigating an incident/ }));
    expect(within(screen.getByTestId('kb-article')).getByRole('heading', { name: 'Investigating an incident' })).toBeInTheDocument();
  });
});

describe('invoice', () => {
  it('totals the items and follows the tax rate', async () => {
    renderWithProviders(<InvoicePage />, { route: '/pages/invoice' });
    expect(screen.getAllByTestId('invoice-item')).toHaveLength(4);
    expect(screen.getByTestId('invoice-subtotal')).toHaveTextContent('€10,920.00');
    expect(screen.getByTestId('invoice-discount')).toHaveTextContent('€546.00');
    expect(screen.getByTestId('invoice-tax')).toHaveTextContent('€1,971.06');
    expect(screen.getByTestId('invoice-total')).toHaveTextContent('€12,345.06');

    await userEvent.click(screen.getByRole('radio', { name: '7 %' }));
    expect(screen.getByTestId('invoice-tax')).toHaveTextContent('€726.18');
    expect(screen.getByTestId('invoice-total')).toHaveTextContent('€11,100.18');
    expect(screen.getByRole('link', { name: /Send invoice/ })).toHaveAttribute('href', expect.stringContaining('mailto:accounts@northwind.example'));
  });
});

describe('account settings', () => {
  it('Info refuses a bad website and phone, then saves', async () => {
    renderWithProviders(<AccountSettingsPage />, { route: '/pages/account-settings?tab=info' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Website' }), 'riskhub');
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByText('Enter an address starting with https://')).toBeInTheDocument();
    expect(screen.getByText('Enter a phone number of 7 to 15 digits')).toBeInTheDocument();
    expect(screen.queryByTestId('settings-saved')).not.toBeInTheDocument();

    await userEvent.clear(screen.getByRole('textbox', { name: 'Website' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Website' }), 'https://riskhub.example');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Phone' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '+49 30 1234 5678');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByTestId('settings-saved')).toHaveTextContent('Your changes have been saved.');
  });

  it('Social links take only an address on the network itself', async () => {
    renderWithProviders(<AccountSettingsPage />, { route: '/pages/account-settings?tab=social' });
    await userEvent.type(screen.getByRole('textbox', { name: 'GitHub' }), 'https://linkedin.com/in/someone');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByText("This address is not on that network's site")).toBeInTheDocument();
    expect(screen.queryByTestId('settings-saved')).not.toBeInTheDocument();
  });

  it('Notifications confirms a save and drops the notice at the next change', async () => {
    renderWithProviders(<AccountSettingsPage />, { route: '/pages/account-settings?tab=notifications' });
    const digest = screen.getByRole('checkbox', { name: 'Weekly summary · E-mail' });
    await userEvent.click(digest);
    expect(digest).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByTestId('settings-saved')).toHaveTextContent('Your changes have been saved.');

    await userEvent.click(digest);
    expect(digest).not.toBeChecked();
    expect(screen.queryByTestId('settings-saved')).not.toBeInTheDocument();
  });

  it('General is the real profile form, read from the profile API', async () => {
    const me = { id: 'u-1', name: 'Ada Lovelace', email: 'ada@demo.com', role: 'editor', status: 'active', avatar: '', language: 'en', function_id: null, permissions: {} };
    startSession({ user: { id: me.id, name: me.name, email: me.email, role: me.role, status: me.status, avatar: '' }, permissions: {}, token: 'jwt' });
    const server = mockFetch({ '/api/app/user': { body: me } });
    try {
      renderWithProviders(<AccountSettingsPage />, { route: '/pages/account-settings' });
      expect(await screen.findByDisplayValue('Ada Lovelace')).toBeInTheDocument();
      expect(server.requests('/api/app/user').length).toBeGreaterThan(0);
      await userEvent.click(screen.getByRole('tab', { name: 'Change password' }));
      expect(await screen.findByLabelText(/Current password/)).toBeInTheDocument();
    } finally {
      cleanup();
      endSession();
    }
  });
});

describe('search', () => {
  it('shows the global search answers in tabs', async () => {
    mockFetch({
      '/api/main-search/data': {
        body: {
          searchResult: [
            { groupTitle: 'Pages', searchLimit: 4, total: 2, data: [
              { id: 1, target: 'riskRegister', title: 'Risk Register', link: '/risk/all', icon: '' },
              { id: 2, target: 'incidentDashboard', title: 'Dashboard', link: '/incident', icon: '' },
            ] },
            { groupTitle: 'Contacts', searchLimit: 4, total: 1, data: [{ id: 'u1', title: 'Riley Staff', email: 'staff@demo.com', img: '', date: '2026-01-01' }] },
          ],
        },
      },
      '/api/v1/search': { body: { groups: [] } },
    });
    renderWithProviders(<SearchPage />, { route: '/pages/search?q=ri' });
    await waitFor(() => expect(screen.getAllByTestId('search-hit')).toHaveLength(3));
    await userEvent.click(screen.getByRole('tab', { name: /People/ }));
    expect(screen.getAllByTestId('search-hit')).toHaveLength(1);
    expect(screen.getByText('staff@demo.com')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: /Incidents/ }));
    expect(screen.getAllByTestId('search-hit')).toHaveLength(1);
  });
});
