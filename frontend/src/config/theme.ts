// The Mantine theme: the spec's brand colours (section 9) as 10-shade palettes,
// Public Sans, soft card shadows and rounded controls, in the Vuexy manner; the
// dark surfaces (Vuexy's dark skin) and the colour-scheme manager that makes
// Mantine follow the theme settings store instead of its own localStorage key.
// Text keeps WCAG AA contrast (4.5:1): where a brand colour is too light to be
// read as text (or under white text), a slightly darker shade of the same hue
// is used for that role only; the palettes keep the brand colours at shade 6.
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Code,
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
import i18next from 'i18next';
import { mix, palette } from '@/lib/colors';
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

/** WCAG AA for normal text, plus a little room for the rounding of blended (translucent) backgrounds. */
export const TEXT_CONTRAST = 4.6;

function channels(hex: string): [number, number, number] | null {
  const v = hex.trim().replace('#', '');
  const full = v.length === 3 ? [...v].map((c) => c + c).join('') : v;
  if (!/^[0-9a-f]{6}$/i.test(full)) return null;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16) / 255) as [number, number, number];
}

/** WCAG 2 relative luminance of a `#rrggbb` / `#rgb` colour. */
function luminance(hex: string): number {
  const rgb = channels(hex);
  if (!rgb) throw new Error(`Not a hex colour: ${hex}`);
  const linear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  const [r, g, b] = rgb;
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2 contrast ratio of two hex colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * `hex` darkened (mixed with black, in 1 % steps) just enough to reach `ratio`
 * against every one of `backgrounds`: the same hue, only as dark as needed.
 */
export function darkenFor(hex: string, backgrounds: readonly string[], ratio = TEXT_CONTRAST): string {
  for (let step = 0; step <= 100; step += 1) {
    const candidate = mix(hex, '#000000', step / 100);
    if (backgrounds.every((bg) => contrastRatio(candidate, bg) >= ratio)) return candidate;
  }
  return '#000000';
}

/**
 * Black or white text, whichever has the higher WCAG contrast on `hex` (one of
 * the two always reaches 4.5:1); white when `hex` is not a hex colour.
 */
export function readableTextOn(hex: string): '#000' | '#fff' {
  if (!channels(hex)) return '#fff';
  return contrastRatio(hex, '#000000') > contrastRatio(hex, '#ffffff') ? '#000' : '#fff';
}

/** The theme colours whose text roles are checked below (gray is Mantine's own). */
const TEXT_COLORS = {
  ...BRAND,
  gray: '#868e96',
} as const;

/** The darkest light surface coloured text sits on: the primary tint (primary-0) of the sign-in hint box. */
const TINTED_SURFACE = mix(BRAND.primary, '#ffffff', 0.92);

/**
 * Light mode: the shade a colour takes as text (`c="danger"`, anchors), as the
 * label of light / subtle badges and buttons and as outline: readable on white,
 * on the page and on its own light tint (up to 12 %) laid on a tinted surface.
 */
export const LIGHT_TEXT_SHADES = Object.fromEntries(
  Object.entries(TEXT_COLORS).map(([name, hex]) => [
    name,
    darkenFor(hex, ['#ffffff', PAGE_BACKGROUND, mix(hex, TINTED_SURFACE, 0.88)]),
  ]),
) as Record<keyof typeof TEXT_COLORS, string>;

/**
 * Filled backgrounds that carry white text (primary buttons and badges, danger
 * buttons): the brand colour darkened just enough for 4.5:1 (primary by 5 %,
 * imperceptibly). The lighter brand colours (success, warning, info) would need
 * a third of black, so they stay as they are.
 */
export const FILLED_SHADES = {
  primary: darkenFor(BRAND.primary, ['#ffffff']),
  danger: darkenFor(BRAND.danger, ['#ffffff']),
} as const;

/** Muted text (`c="dimmed"`): Vuexy's secondary text, 4.6:1 or more on the light surfaces. */
export const DIMMED_LIGHT = '#6f6b7d';
/** Dark mode muted text: Vuexy's dark muted lightened, 4.6:1 on cards, inputs and key hints. */
export const DIMMED_DARK = mix('#9ba2c9', '#ffffff', 0.14);

function textVariables(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, shade] of Object.entries(LIGHT_TEXT_SHADES)) {
    out[`--mantine-color-${name}-text`] = shade;
    out[`--mantine-color-${name}-light-color`] = shade;
    out[`--mantine-color-${name}-outline`] = shade;
  }
  return out;
}

function filledVariables(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, shade] of Object.entries(FILLED_SHADES)) {
    out[`--mantine-color-${name}-filled`] = shade;
    out[`--mantine-color-${name}-filled-hover`] = mix(shade, '#000000', 0.1);
  }
  return out;
}

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
    Tooltip: Tooltip.extend({ defaultProps: { withArrow: true } }),
    // Inline code reads as text, not as the (muted) text around it.
    Code: Code.extend({ styles: { root: { color: 'var(--mantine-color-text)' } } }),
    // The toasts' close button (@mantine/notifications renders Notification) has
    // no text: name it. A getter, as default props are spread on every render,
    // so the name follows the current language.
    Notification: Notification.extend({
      defaultProps: {
        radius: 'md',
        get closeButtonProps() {
          return { 'aria-label': i18next.t('notifications.close') };
        },
      },
    }),
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
    '--mantine-color-dimmed': DIMMED_LIGHT,
    '--mantine-color-anchor': LIGHT_TEXT_SHADES.primary,
    ...textVariables(),
    ...filledVariables(),
    '--rh-heading-color': '#3f3a4f',
    '--rh-hover-bg': 'rgba(47, 43, 61, 0.06)',
    '--rh-border-color': 'rgba(47, 43, 61, 0.12)',
    '--rh-shell-shadow': '0 2px 12px rgba(47, 43, 61, 0.10)',
    '--rh-shell-shadow-raised': '0 4px 20px rgba(47, 43, 61, 0.16)',
  },
  dark: {
    '--mantine-color-body': DARK_SURFACE,
    '--mantine-color-text': '#b6bee3',
    '--mantine-color-dimmed': DIMMED_DARK,
    ...filledVariables(),
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
