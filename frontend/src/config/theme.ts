// The Mantine theme: the spec's brand colours (section 9) as 10-shade palettes,
// Public Sans, soft card shadows and rounded controls, in the Vuexy manner; the
// dark surfaces (Vuexy's dark skin) and the colour-scheme manager that makes
// Mantine follow the theme settings store instead of its own localStorage key.
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  createTheme,
  Menu,
  Notification,
  Paper,
  TextInput,
  PasswordInput,
  Tooltip,
  type CSSVariablesResolver,
  type MantineColorScheme,
  type MantineColorSchemeManager,
  type MantineColorsTuple,
} from '@mantine/core';
import { palette } from '@/lib/colors';
import {
  colorSchemeOf,
  getThemeSettings,
  saveThemeSettings,
  subscribeThemeSettings,
  type ThemeSettings,
} from '@/lib/theme-settings';

export const BRAND = {
  primary: '#7367F0',
  success: '#28C76F',
  danger: '#EA5455',
  warning: '#FF9F43',
  info: '#00CFE8',
} as const;

/** Menu colours (spec section 3) as CSS values: the active menu item and shell accents. */
export const MENU_COLOR_VALUES: Record<ThemeSettings['menuTheme'], string> = {
  ...BRAND,
  dark: '#4B4B4B',
};

export const PAGE_BACKGROUND = '#f8f7fa';
/** Dark mode: page behind the cards (cards use DARK_SURFACE). Keep in step with index.html. */
export const PAGE_BACKGROUND_DARK = '#25293c';
export const DARK_SURFACE = '#2f3349';
/** Spec: 1200px and below counts as a small screen (sidebar behind a burger). */
export const SHELL_BREAKPOINT = '75.0625em';

/**
 * Mantine's dark shades, from Vuexy's dark skin: text (0-2), muted (3),
 * borders (4), hover and inputs (5-6), cards (7 = the dark body) and page (9).
 */
const darkSurfaces: MantineColorsTuple = [
  '#cfd3ec',
  '#b6bee3',
  '#9ba2c9',
  '#7983bb',
  '#434968',
  '#3b405b',
  '#353a52',
  DARK_SURFACE,
  '#2a2e42',
  PAGE_BACKGROUND_DARK,
];

const fontFamily =
  '"Public Sans Variable", "Public Sans", -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export const theme = createTheme({
  primaryColor: 'primary',
  primaryShade: 6,
  colors: {
    primary: palette(BRAND.primary),
    success: palette(BRAND.success),
    danger: palette(BRAND.danger),
    warning: palette(BRAND.warning),
    info: palette(BRAND.info),
    dark: darkSurfaces,
  },
  fontFamily,
  headings: { fontFamily, fontWeight: '600' },
  defaultRadius: 'md',
  radius: { xs: '4px', sm: '6px', md: '8px', lg: '10px', xl: '14px' },
  shadows: {
    xs: '0 1px 4px rgba(47, 43, 61, 0.08)',
    sm: '0 3px 12px rgba(47, 43, 61, 0.10)',
    md: '0 4px 18px rgba(47, 43, 61, 0.12)',
    lg: '0 6px 24px rgba(47, 43, 61, 0.16)',
    xl: '0 10px 32px rgba(47, 43, 61, 0.20)',
  },
  cursorType: 'pointer',
  components: {
    Card: Card.extend({ defaultProps: { shadow: 'sm', radius: 'md', padding: 'lg' } }),
    Paper: Paper.extend({ defaultProps: { radius: 'md' } }),
    Button: Button.extend({ defaultProps: { radius: 'md' } }),
    ActionIcon: ActionIcon.extend({ defaultProps: { radius: 'md' } }),
    // A badge is a word or two: it sizes its table column rather than being
    // cut to "In pl…" when a neighbouring column is wide.
    Badge: Badge.extend({
      defaultProps: { radius: 'sm', variant: 'light' },
      styles: { root: { flexShrink: 0, maxWidth: 'none', overflow: 'visible' }, label: { overflow: 'visible' } },
    }),
    TextInput: TextInput.extend({ defaultProps: { radius: 'md' } }),
    PasswordInput: PasswordInput.extend({ defaultProps: { radius: 'md' } }),
    Menu: Menu.extend({ defaultProps: { shadow: 'lg', radius: 'md' } }),
    Notification: Notification.extend({ defaultProps: { radius: 'md' } }),
    Tooltip: Tooltip.extend({ defaultProps: { withArrow: true } }),
  },
  other: { pageBackground: PAGE_BACKGROUND },
});

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {
    '--rh-page-bg': PAGE_BACKGROUND,
    '--rh-menu-color': MENU_COLOR_VALUES.primary,
  },
  light: {
    '--mantine-color-text': '#4b465c',
    '--mantine-color-dimmed': '#8a8795',
    '--rh-heading-color': '#3f3a4f',
    '--rh-hover-bg': 'rgba(47, 43, 61, 0.06)',
    '--rh-border-color': 'rgba(47, 43, 61, 0.12)',
    '--rh-shell-shadow': '0 2px 12px rgba(47, 43, 61, 0.10)',
    '--rh-shell-shadow-raised': '0 4px 20px rgba(47, 43, 61, 0.16)',
  },
  dark: {
    '--mantine-color-body': DARK_SURFACE,
    '--mantine-color-text': '#b6bee3',
    '--mantine-color-dimmed': '#9ba2c9',
    '--rh-heading-color': '#dfe1f5',
    '--rh-page-bg': PAGE_BACKGROUND_DARK,
    '--rh-hover-bg': 'rgba(225, 222, 245, 0.07)',
    '--rh-border-color': 'rgba(225, 222, 245, 0.12)',
    '--rh-shell-shadow': '0 2px 12px rgba(15, 20, 34, 0.40)',
    '--rh-shell-shadow-raised': '0 4px 22px rgba(15, 20, 34, 0.55)',
    '--mantine-shadow-xs': '0 1px 4px rgba(15, 20, 34, 0.30)',
    '--mantine-shadow-sm': '0 3px 12px rgba(15, 20, 34, 0.35)',
    '--mantine-shadow-md': '0 4px 18px rgba(15, 20, 34, 0.40)',
    '--mantine-shadow-lg': '0 6px 24px rgba(15, 20, 34, 0.45)',
    '--mantine-shadow-xl': '0 10px 32px rgba(15, 20, 34, 0.50)',
  },
});

function prefersDark(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-color-scheme: dark)').matches === true;
}

let stopFollowing: (() => void) | null = null;

/**
 * Mantine's colour scheme read from and written to the theme settings store
 * (dark for "dark", light for "light" and "semi-dark"), so the inline script in
 * index.html, the customizer and `useMantineColorScheme()` agree on one value.
 */
export const colorSchemeManager: MantineColorSchemeManager = {
  get: () => colorSchemeOf(getThemeSettings()),
  set: (value: MantineColorScheme) => {
    const dark = value === 'dark' || (value === 'auto' && prefersDark());
    const { theme: current } = getThemeSettings();
    if (dark) saveThemeSettings({ theme: 'dark' });
    else if (current === 'dark') saveThemeSettings({ theme: 'light' });
  },
  subscribe: (onUpdate) => {
    stopFollowing?.();
    let last = colorSchemeOf(getThemeSettings());
    stopFollowing = subscribeThemeSettings(() => {
      const next = colorSchemeOf(getThemeSettings());
      if (next === last) return;
      last = next;
      onUpdate(next);
    });
  },
  unsubscribe: () => {
    stopFollowing?.();
    stopFollowing = null;
  },
  clear: () => undefined,
};
