// The Mantine theme: the spec's brand colours (section 9) as 10-shade palettes,
// Public Sans, soft card shadows and rounded controls, in the Vuexy manner.
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
} from '@mantine/core';
import { palette } from '@/lib/colors';

export const BRAND = {
  primary: '#7367F0',
  success: '#28C76F',
  danger: '#EA5455',
  warning: '#FF9F43',
  info: '#00CFE8',
} as const;

export const PAGE_BACKGROUND = '#f8f7fa';
/** Spec: 1200px and below counts as a small screen (sidebar behind a burger). */
export const SHELL_BREAKPOINT = '75.0625em';

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
  variables: { '--rh-page-bg': PAGE_BACKGROUND },
  light: {
    '--mantine-color-text': '#4b465c',
    '--mantine-color-dimmed': '#8a8795',
    '--rh-heading-color': '#3f3a4f',
  },
  dark: {
    '--rh-heading-color': '#e1def5',
    '--rh-page-bg': '#25293c',
  },
});
