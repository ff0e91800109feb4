// Modals, dropdowns and popovers: dialogs validate, menus report the pick.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import { renderPage } from '../lib/test-render';
import { DropdownsPage } from './dropdowns';
import { ModalsPage } from './modals';
import { PopoversPage } from './popovers';

beforeAll(async () => {
  await i18n.loadNamespaces('template-components');
});

describe('modals', () => {
  it('the form in a dialog refuses empty and invalid fields, then sends', async () => {
    const user = userEvent.setup();
    renderPage(<ModalsPage />);
    await user.click(within(screen.getByTestId('modal-form')).getByRole('button', { name: 'Invite a member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a member' });

    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(within(dialog).getByText('Enter a name')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a valid email address')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose a role')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: /^Full name/ }), 'Ana');
    await user.type(within(dialog).getByRole('textbox', { name: /^Email/ }), 'ana');
    await user.click(within(dialog).getByRole('radio', { name: 'Auditor' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(within(dialog).queryByText('Enter a name')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Enter a valid email address')).toBeInTheDocument();

    const email = within(dialog).getByRole('textbox', { name: /^Email/ });
    await user.type(email, '@x.io');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to Ana (ana@x.io).')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Invite a member' })).not.toBeInTheDocument());
  }, 40_000);

  it('the confirmation deletes only when confirmed', async () => {
    const user = userEvent.setup();
    renderPage(<ModalsPage />);
    await user.click(screen.getByRole('button', { name: 'Delete report' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete this report?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('The report is still here.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete report' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete this report?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete' }));
    expect(screen.getByText('The report was deleted.')).toBeInTheDocument();
  });
});

describe('dropdowns', () => {
  it('shows the item picked from a menu', async () => {
    const user = userEvent.setup();
    renderPage(<DropdownsPage />);
    const card = screen.getByTestId('dropdown-basic');
    expect(within(card).getByText('Nothing picked yet.')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'My account' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Settings' }));
    expect(within(card).getByText('Picked: Settings')).toBeInTheDocument();
  });

  it('the search narrows the menu and the pick names the button', async () => {
    const user = userEvent.setup();
    renderPage(<DropdownsPage />);
    const card = screen.getByTestId('dropdown-search');
    await user.click(within(card).getByRole('button', { name: 'Choose a country' }));
    await user.type(await screen.findByRole('textbox', { name: 'Search countries' }), 'por');
    expect(screen.getByRole('button', { name: 'Portugal' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Japan' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Portugal' }));
    expect(within(card).getByText('Picked: Portugal')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Portugal' })).toBeInTheDocument();
  });
});

describe('popovers', () => {
  it('the feedback form sends only with both fields filled', async () => {
    const user = userEvent.setup();
    renderPage(<PopoversPage />);
    await user.click(within(screen.getByTestId('popover-form')).getByRole('button', { name: 'Send feedback' }));
    const send = await screen.findByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /^Your name/ }), 'Jonas');
    expect(send).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /^Message/ }), 'Nice page');
    await user.click(send);
    expect(screen.getByText('Thank you, Jonas: your feedback was sent.')).toBeInTheDocument();
  });
});
