import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession, getAuthState, startSession } from '@/lib/auth';
import i18n from '@/lib/i18n';
import { applyThemeSettings, getThemeSettings, resetThemeSync, THEME_DEFAULTS } from '@/lib/theme-settings';
import { renderWithProviders } from '@/testing/render';
import { answer, errorBody, fakeServer, type Handler } from '../lib/test-server';
import { ProfileRoute } from './profile';

const ME = {
  id: 'u-1',
  name: 'Ada Lovelace',
  email: 'ada@demo.com',
  role: 'editor',
  status: 'active',
  avatar: '',
  language: 'en',
  function_id: null,
  permissions: {},
};

function signIn() {
  startSession({
    user: { id: ME.id, name: ME.name, email: ME.email, role: ME.role, status: ME.status, avatar: '' },
    permissions: {},
    token: 'jwt',
  });
}

function serve(handlers: Record<string, Handler> = {}) {
  return fakeServer({ 'GET /api/app/user': () => ME, ...handlers });
}

function renderProfile(route = '/user/account') {
  return renderWithProviders(<ProfileRoute />, { route });
}

beforeEach(() => {
  signIn();
  URL.createObjectURL = vi.fn(() => 'blob:avatar');
});

afterEach(async () => {
  // Unmount first: the resets below would otherwise re-render the page after the test.
  cleanup();
  endSession();
  resetThemeSync();
  applyThemeSettings(THEME_DEFAULTS);
  await i18n.changeLanguage('en');
});

describe('Edit Profile: loading', () => {
  it('shows a failure with a retry instead of spinning for ever', async () => {
    let fail = true;
    serve({
      'GET /api/app/user': () => (fail ? answer(500, errorBody('STORE_UNREACHABLE', 'Database unreachable')) : ME),
    });
    renderProfile();
    // The current-user call is retried twice first (spec section 8).
    expect(await screen.findByText('Your profile could not be loaded.', {}, { timeout: 8000 })).toBeVisible();
    expect(screen.getByText('Database unreachable')).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: /Full name/ })).toHaveValue('Ada Lovelace');
  }, 15_000);
});

describe('Edit Profile: details', () => {
  it('shows the name to edit and the email and role read-only', async () => {
    serve();
    renderProfile();
    const name = await screen.findByRole('textbox', { name: /Full name/ });
    expect(name).toHaveValue('Ada Lovelace');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Role' })).toHaveValue('Editor');
    expect(screen.getByRole('textbox', { name: 'Role' })).toHaveAttribute('readonly');
    // The summary card shows the initials while there is no picture.
    expect(screen.getAllByText('AL').length).toBeGreaterThan(0);
  });

  it('saves a new name with PATCH /api/app/user and reloads the current user', async () => {
    const user = userEvent.setup();
    const server = serve({ 'PATCH /api/app/user': ({ body }) => ({ ...ME, ...(body as object) }) });
    renderProfile();
    const name = await screen.findByRole('textbox', { name: /Full name/ });
    const save = screen.getByRole('button', { name: 'Save changes' });
    expect(save).toBeDisabled();
    await user.clear(name);
    await user.type(name, '  Ada King  ');
    await user.click(save);
    await waitFor(() => expect(server.calls('PATCH /api/app/user')).toHaveLength(1));
    expect(server.calls('PATCH /api/app/user')[0]!.body).toEqual({ name: 'Ada King' });
    await waitFor(() => expect(server.calls('GET /api/app/user').length).toBeGreaterThan(1));
  });

  it('flags an empty name as required without calling the server', async () => {
    const user = userEvent.setup();
    const server = serve();
    renderProfile();
    const name = await screen.findByRole('textbox', { name: /Full name/ });
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(server.calls('PATCH /api/app/user')).toHaveLength(0);
  });

  it('puts a 422 field error under the field', async () => {
    const user = userEvent.setup();
    serve({
      'PATCH /api/app/user': () =>
        answer(422, errorBody('VALIDATION_FAILED', 'Please fill in all the * fields', { name: 'Use a shorter name.' })),
    });
    renderProfile();
    const name = await screen.findByRole('textbox', { name: /Full name/ });
    await user.type(name, 'x');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Use a shorter name.')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('Edit Profile: picture', () => {
  const png = (size: number, type = 'image/png', fileName = 'me.png') =>
    new File([new Uint8Array(size)], fileName, { type });

  it('uploads the file as the raw body with its type', async () => {
    const user = userEvent.setup();
    const server = serve({ 'PUT /api/app/user/avatar': () => ({ avatar: '/api/v1/avatars/u-1?v=2' }) });
    renderProfile();
    await user.upload(await screen.findByLabelText('Upload new photo'), png(2048));
    await waitFor(() => expect(server.calls('PUT /api/app/user/avatar')).toHaveLength(1));
    const [put] = server.calls('PUT /api/app/user/avatar');
    expect(put!.headers['Content-Type']).toBe('image/png');
    expect(put!.headers.Authorization).toBe('Bearer jwt');
    expect(put!.body).toBeInstanceOf(Blob);
    expect((put!.body as Blob).size).toBe(2048);
    await waitFor(() => expect(server.calls('GET /api/app/user').length).toBeGreaterThan(1));
  });

  it('refuses a picture over 1 MiB or of another type before sending it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const server = serve();
    renderProfile();
    const input = await screen.findByLabelText('Upload new photo');
    await user.upload(input, png(1024 * 1024 + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent('This picture is larger than 1 MB. Choose a smaller one.');
    await user.upload(input, png(100, 'image/svg+xml', 'me.svg'));
    expect(await screen.findByRole('alert')).toHaveTextContent('This file is not a PNG, JPEG, WebP or GIF picture.');
    expect(server.calls('PUT /api/app/user/avatar')).toHaveLength(0);
  });

  it.each([
    [413, 'PAYLOAD_TOO_LARGE', 'This picture is larger than 1 MB. Choose a smaller one.'],
    [415, 'UNSUPPORTED_MEDIA_TYPE', 'This file is not a PNG, JPEG, WebP or GIF picture.'],
  ])('explains a %d from the server next to the picture', async (status, code, text) => {
    const user = userEvent.setup();
    serve({ 'PUT /api/app/user/avatar': () => answer(status, errorBody(code, 'refused')) });
    renderProfile();
    await user.upload(await screen.findByLabelText('Upload new photo'), png(100));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('shows the picture through the bearer call and removes it', async () => {
    const user = userEvent.setup();
    const server = serve({
      'GET /api/app/user': () => ({ ...ME, avatar: '/api/v1/avatars/u-1?v=1' }),
      'GET /api/v1/avatars/u-1': () => answer(200, new Blob(['png'], { type: 'image/png' })),
      'DELETE /api/app/user/avatar': () => answer(204),
    });
    renderProfile();
    await waitFor(() => expect(server.calls('GET /api/v1/avatars/u-1')).toHaveLength(1));
    expect(server.calls('GET /api/v1/avatars/u-1')[0]!.headers.Authorization).toBe('Bearer jwt');
    await waitFor(() => expect(document.querySelector('img[src="blob:avatar"]')).not.toBeNull());
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(server.calls('DELETE /api/app/user/avatar')).toHaveLength(1));
  });
});

describe('Edit Profile: password', () => {
  it('checks the fields, then shows the server errors under them', async () => {
    const user = userEvent.setup();
    const server = serve({
      'POST /api/auth/change-password': () =>
        answer(422, errorBody('VALIDATION_FAILED', 'Please fill in all the * fields', { current_password: 'Wrong password' })),
    });
    renderProfile('/user/account?tab=security');
    const form = await screen.findByRole('form', { name: 'Change password' });
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(within(form).getAllByText('Required')).toHaveLength(3);

    await user.type(within(form).getByLabelText(/Current password/), 'old-password');
    await user.type(within(form).getByLabelText(/^New password/), 'short');
    await user.type(within(form).getByLabelText(/Confirm new password/), 'other');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(within(form).getAllByText('Use at least 8 characters.').length).toBeGreaterThan(0);
    expect(within(form).getByText('The two passwords do not match.')).toBeInTheDocument();
    expect(server.calls('POST /api/auth/change-password')).toHaveLength(0);

    await user.clear(within(form).getByLabelText(/^New password/));
    await user.type(within(form).getByLabelText(/^New password/), 'a-new-password');
    await user.clear(within(form).getByLabelText(/Confirm new password/));
    await user.type(within(form).getByLabelText(/Confirm new password/), 'a-new-password');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('Wrong password')).toBeInTheDocument();
    expect(server.calls('POST /api/auth/change-password')[0]!.body).toEqual({
      current_password: 'old-password',
      new_password: 'a-new-password',
    });
  });
});

describe('Edit Profile: sessions', () => {
  it('signs out of all sessions after a confirmation', async () => {
    const user = userEvent.setup();
    const server = serve({ 'POST /api/auth/sessions/revoke-all': () => answer(204) });
    renderProfile('/user/account?tab=security');
    await user.click(await screen.findByRole('button', { name: 'Sign out of all sessions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere?' });
    expect(server.calls('POST /api/auth/sessions/revoke-all')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(server.calls('POST /api/auth/sessions/revoke-all')).toHaveLength(1));
    await waitFor(() => expect(getAuthState().user).toBeNull());
  });

  it('says why when the server refuses, in the user\'s language', async () => {
    const user = userEvent.setup();
    serve({
      'POST /api/auth/sessions/revoke-all': () => answer(503, errorBody('SERVICE_UNAVAILABLE', 'down')),
    });
    await i18n.changeLanguage('de');
    renderProfile('/user/account?tab=security');
    await user.click(await screen.findByRole('button', { name: 'Von allen Sitzungen abmelden' }));
    const dialog = await screen.findByRole('dialog', { name: 'Überall abmelden?' });
    await user.click(within(dialog).getByRole('button', { name: 'Überall abmelden' }));
    expect(
      await screen.findByText('Der Dienst ist nicht erreichbar, bitte versuchen Sie es gleich noch einmal.'),
    ).toBeInTheDocument();
    expect(getAuthState().user).not.toBeNull();
  });
});

describe('Edit Profile: language', () => {
  it('switches the language at once and saves it to the account', async () => {
    const user = userEvent.setup();
    const server = serve({ 'PATCH /api/app/user': ({ body }) => ({ ...ME, ...(body as object) }) });
    renderProfile();
    await user.click(await screen.findByRole('textbox', { name: 'Interface language' }));
    // The dropdown is still in its opening transition in jsdom.
    await user.click(await screen.findByRole('option', { name: 'Deutsch', hidden: true }));
    await waitFor(() => expect(i18n.language).toBe('de'));
    await waitFor(() => expect(server.calls('PATCH /api/app/user')).toHaveLength(1));
    expect(server.calls('PATCH /api/app/user')[0]!.body).toEqual({ language: 'de' });
    expect(await screen.findByText('Datum: 23.11.2026')).toBeInTheDocument();
  });
});

describe('Edit Profile: theme', () => {
  it('binds the controls to the theme settings', async () => {
    const user = userEvent.setup();
    serve({ 'PUT /api/app/user/preferences': ({ body }) => body });
    renderProfile('/user/account?tab=appearance');
    await screen.findByText('Theme');
    await user.click(screen.getByRole('radio', { name: 'Vertical' }));
    expect(getThemeSettings().layout).toBe('vertical');
    await user.click(screen.getByRole('radio', { name: 'Floating' }));
    expect(getThemeSettings().navbarType).toBe('floating');
    await user.click(screen.getByRole('radio', { name: 'Red' }));
    expect(getThemeSettings().menuTheme).toBe('danger');
    await user.click(screen.getByRole('switch', { name: /Collapsed side menu/ }));
    expect(getThemeSettings().sidebarCollapsed).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Reset to defaults' }));
    expect(getThemeSettings()).toEqual(THEME_DEFAULTS);
  });

  it('offers semi-dark only in the vertical layout', async () => {
    const user = userEvent.setup();
    serve({ 'PUT /api/app/user/preferences': ({ body }) => body });
    applyThemeSettings({ ...THEME_DEFAULTS, layout: 'horizontal', theme: 'light' });
    renderProfile('/user/account?tab=appearance');
    expect(await screen.findByRole('radio', { name: 'Semi-dark' })).toBeDisabled();
    expect(screen.getByText('Semi-dark needs the side menu of the vertical layout.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Vertical' }));
    expect(screen.getByRole('radio', { name: 'Semi-dark' })).toBeEnabled();
  });
});
