// Alerts, toasts, progress and spinners: what the user does changes what
// the page shows.
import { Notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import { renderPage } from '../lib/test-render';
import { AlertsPage } from './alerts';
import { ButtonsPage } from './buttons';
import { ProgressPage } from './progress';
import { SpinnersPage } from './spinners';
import { ToastsPage } from './toasts';

beforeAll(async () => {
  await i18n.loadNamespaces('template-components');
});

describe('alerts', () => {
  it('closes the dismissible alert and shows it again', async () => {
    const user = userEvent.setup();
    renderPage(<AlertsPage />);
    const card = screen.getByTestId('alert-dismiss');
    expect(within(card).getByText('Maintenance tonight')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Close alert' }));
    expect(within(card).queryByText('Maintenance tonight')).not.toBeInTheDocument();
    expect(within(card).getByText('The alert was closed.')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Show again' }));
    expect(within(card).getByText('Maintenance tonight')).toBeInTheDocument();
  });

  it('shows the action picked in an alert', async () => {
    const user = userEvent.setup();
    renderPage(<AlertsPage />);
    await user.click(screen.getByRole('button', { name: 'Remind me later' }));
    expect(screen.getByText('You chose: Remind me later')).toBeInTheDocument();
  });
});

describe('toasts', () => {
  it('shows a notification for the colour clicked', async () => {
    const user = userEvent.setup();
    renderPage(
      <>
        <Notifications />
        <ToastsPage />
      </>,
    );
    await user.click(within(screen.getByTestId('toast-colors')).getByRole('button', { name: 'Success' }));
    expect(await screen.findByText('Success notification')).toBeInTheDocument();
  });

  it('closes a static notification and brings it back', async () => {
    const user = userEvent.setup();
    renderPage(<ToastsPage />);
    expect(screen.getByText('Your changes were saved.')).toBeInTheDocument();
    const saved = screen.getByText('Your changes were saved.').closest('.mantine-Notification-root');
    expect(saved).not.toBeNull();
    await user.click(within(saved as HTMLElement).getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Your changes were saved.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show again' }));
    expect(screen.getByText('Your changes were saved.')).toBeInTheDocument();
  });
});

describe('progress', () => {
  it('the live bar fills when started and empties on reset', async () => {
    const user = userEvent.setup();
    renderPage(<ProgressPage />);
    const card = screen.getByTestId('progress-live');
    expect(within(card).getByTestId('progress-live-value')).toHaveTextContent('0% done');

    await user.click(within(card).getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(within(card).getByTestId('progress-live-value')).toHaveTextContent('20% done'), { timeout: 3000 });
    expect(within(card).getByRole('button', { name: 'Pause' })).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Reset' }));
    expect(within(card).getByTestId('progress-live-value')).toHaveTextContent('0% done');
    expect(within(card).getByRole('button', { name: 'Start' })).toBeInTheDocument();
  });
});

describe('spinners', () => {
  it('the switch puts a loading overlay over the card', async () => {
    const user = userEvent.setup();
    renderPage(<SpinnersPage />);
    const card = screen.getByTestId('spinner-overlay');
    expect(card.querySelector('.mantine-LoadingOverlay-root')).toBeNull();
    await user.click(within(card).getByRole('switch', { name: 'Loading' }));
    await waitFor(() => expect(card.querySelector('.mantine-LoadingOverlay-root')).not.toBeNull());
    expect(within(card).getByRole('button', { name: 'Save changes' })).toBeDisabled();
  });
});

describe('buttons', () => {
  it('the loading button waits, then counts the save', async () => {
    const user = userEvent.setup();
    renderPage(<ButtonsPage />);
    const card = screen.getByTestId('button-loading');
    expect(within(card).getByRole('status')).toHaveTextContent('Saved 0 time(s) so far.');
    await user.click(within(card).getAllByRole('button', { name: 'Save' })[0] as HTMLElement);
    expect(within(card).getByRole('status')).toHaveTextContent('Saving…');
    await waitFor(() => expect(within(card).getByRole('status')).toHaveTextContent('Saved 1 time(s) so far.'), { timeout: 3000 });
  });

  it('the toggle button stays pressed until clicked again', async () => {
    const user = userEvent.setup();
    renderPage(<ButtonsPage />);
    const card = screen.getByTestId('button-toggle');
    const toggle = within(card).getByRole('button', { name: 'Like' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(within(card).getByRole('button', { name: 'Liked' })).toHaveAttribute('aria-pressed', 'true');
    await act(async () => {
      await user.click(within(card).getByRole('button', { name: 'Liked' }));
    });
    expect(within(card).getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'false');
  });
});
