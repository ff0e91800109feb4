import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { theme } from '@/config/theme';
import i18n from '@/lib/i18n';
import { renderWithProviders } from '@/testing/render';
import { ColorsPage } from './colors';

beforeAll(async () => {
  await i18n.loadNamespaces('template-ui-kit');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the colours page', () => {
  it('shows every theme colour with its ten shades and hex codes', () => {
    renderWithProviders(<ColorsPage />);
    for (const color of ['primary', 'success', 'danger', 'warning', 'info', 'dark', 'gray'] as const) {
      const card = screen.getByTestId(`color-${color}`);
      const swatches = within(card).getAllByTestId('swatch');
      expect(swatches).toHaveLength(10);
      mergeMantineTheme(DEFAULT_THEME, theme).colors[color]!.forEach((hex, shade) => {
        expect(swatches[shade]).toHaveTextContent(`${color}-${shade}`);
        expect(swatches[shade]).toHaveTextContent(hex.toUpperCase());
      });
    }
    // The brand colours of spec section 9 are the main shades.
    expect(within(screen.getByTestId('color-primary')).getAllByTestId('swatch')[6]).toHaveTextContent('#7367F0');
    expect(within(screen.getByTestId('color-danger')).getAllByTestId('swatch')[6]).toHaveTextContent('#EA5455');
  });

  it('copies the hex of a clicked swatch', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderWithProviders(<ColorsPage />);
    await userEvent.click(within(screen.getByTestId('color-success')).getAllByTestId('swatch')[6]!);
    expect(writeText).toHaveBeenCalledWith('#28C76F');
    await waitFor(() => expect(within(screen.getByTestId('color-success')).getAllByTestId('swatch')[6]!.querySelector('svg')).toBeTruthy());
  });
});
