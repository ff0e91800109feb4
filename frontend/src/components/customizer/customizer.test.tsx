import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { applyThemeSettings, getThemeSettings, THEME_DEFAULTS, type ThemeSettings } from '@/lib/theme-settings';
import { renderWithProviders } from '@/testing/render';
import { Customizer, CustomizerPanel } from './customizer';

function renderPanel(settings: Partial<ThemeSettings>) {
  applyThemeSettings({ ...THEME_DEFAULTS, ...settings });
  return renderWithProviders(<CustomizerPanel />);
}

const group = (name: string) => screen.getByRole('radiogroup', { name });

afterEach(() => applyThemeSettings(THEME_DEFAULTS));

describe('CustomizerPanel', () => {
  it('disables semi-dark with a hint in the horizontal layout, showing a stored semi-dark as light', () => {
    renderPanel({ layout: 'horizontal', theme: 'semi-dark' });
    const mode = group('Mode');
    expect(within(mode).getByRole('radio', { name: 'Semi-dark' })).toBeDisabled();
    expect(within(mode).getByRole('radio', { name: 'Light' })).toHaveAttribute('aria-checked', 'true');
    expect(mode).toHaveAccessibleDescription(/needs the vertical layout/);
    expect(getThemeSettings().theme).toBe('semi-dark');
  });

  it('offers semi-dark in the vertical layout', () => {
    renderPanel({ layout: 'vertical', theme: 'semi-dark' });
    const semiDark = within(group('Mode')).getByRole('radio', { name: 'Semi-dark' });
    expect(semiDark).toBeEnabled();
    expect(semiDark).toHaveAttribute('aria-checked', 'true');
  });

  it('applies each choice to the store', async () => {
    renderPanel({ layout: 'vertical', theme: 'light' });
    await userEvent.click(within(group('Mode')).getByRole('radio', { name: 'Dark' }));
    await userEvent.click(within(group('Menu colour')).getByRole('radio', { name: 'Danger' }));
    await userEvent.click(within(group('Navbar colour')).getByRole('radio', { name: 'Info' }));
    await userEvent.click(within(group('Direction')).getByRole('radio', { name: 'Right to left' }));
    await userEvent.click(within(group('Layout')).getByRole('radio', { name: 'Horizontal' }));
    fireEvent.click(within(group('Navbar type')).getByLabelText('Floating'));
    fireEvent.click(within(group('Footer type')).getByLabelText('Sticky'));
    await userEvent.click(screen.getByRole('switch', { name: 'Hide the scroll-to-top button' }));

    expect(getThemeSettings()).toEqual({
      ...THEME_DEFAULTS,
      layout: 'horizontal',
      theme: 'dark',
      menuTheme: 'danger',
      navbarColor: 'info',
      direction: 'rtl',
      navbarType: 'floating',
      footerType: 'sticky',
      hideScrollToTop: true,
    });
  });

  it('offers the collapsed sidebar in the vertical layout only', async () => {
    const { unmount } = renderPanel({ layout: 'vertical' });
    await userEvent.click(screen.getByRole('switch', { name: 'Collapsed sidebar' }));
    expect(getThemeSettings().sidebarCollapsed).toBe(true);
    unmount();
    renderPanel({ layout: 'horizontal' });
    const collapsed = screen.getByRole('switch', { name: 'Collapsed sidebar' });
    expect(collapsed).toBeDisabled();
    expect(collapsed).toHaveAccessibleDescription('Applies to the vertical layout.');
  });

  it('labels every control', () => {
    renderPanel({ layout: 'vertical' });
    for (const role of ['radiogroup', 'radio', 'switch'] as const) {
      for (const element of screen.getAllByRole(role)) expect(element).toHaveAccessibleName();
    }
  });
});

describe('Customizer', () => {
  it('opens from the gear button and resets to the defaults', async () => {
    applyThemeSettings({ ...THEME_DEFAULTS, layout: 'vertical', theme: 'dark', direction: 'rtl' });
    renderWithProviders(<Customizer />);
    await userEvent.click(screen.getByRole('button', { name: 'Open the theme customizer' }));
    const dialog = await screen.findByRole('dialog', { name: /Theme customizer/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset to defaults' }));
    expect(getThemeSettings()).toEqual(THEME_DEFAULTS);
    expect(within(dialog).getByRole('button', { name: 'Close the theme customizer' })).toBeInTheDocument();
  });
});
