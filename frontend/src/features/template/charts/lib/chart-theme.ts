// The colours and number format every chart uses: the theme's brand colours
// for the series; axis, grid and label colours from the Mantine colour scheme
// (light or dark); numbers in the user's language.
import { useComputedColorScheme, useDirection } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BRAND, DIMMED_DARK, DIMMED_LIGHT } from '@/config/theme';
import { formatNumber } from '@/lib/format';

/** Series colours in order: the theme's primary, success, warning, danger and info. */
export const SERIES_COLORS = [BRAND.primary, BRAND.success, BRAND.warning, BRAND.danger, BRAND.info, '#868e96'] as const;

/** Severity colours: low, medium, high, critical. */
export const SEVERITY_COLORS = [BRAND.success, BRAND.info, BRAND.warning, BRAND.danger] as const;

export type ChartTheme = {
  dark: boolean;
  rtl: boolean;
  language: string;
  /** Axis labels, legends. */
  text: string;
  /** Grid lines and axis lines. */
  grid: string;
  /** Tooltip and card background. */
  surface: string;
  fontFamily: string;
  series: readonly string[];
  /** The theme's named colours. */
  colors: typeof BRAND;
  format: (value: number, options?: Intl.NumberFormatOptions) => string;
};

export const CHART_FONT =
  '"Public Sans Variable", "Public Sans", -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, sans-serif';

export function chartTheme(dark: boolean, language: string, rtl = false): ChartTheme {
  return {
    dark,
    rtl,
    language,
    text: dark ? DIMMED_DARK : DIMMED_LIGHT,
    grid: dark ? 'rgba(225, 222, 245, 0.12)' : 'rgba(47, 43, 61, 0.10)',
    surface: dark ? '#2f3349' : '#ffffff',
    fontFamily: CHART_FONT,
    series: SERIES_COLORS,
    colors: BRAND,
    format: (value, options) => formatNumber(value, language, options),
  };
}

/** The chart theme of the current colour scheme, direction and language. */
export function useChartTheme(): ChartTheme {
  const scheme = useComputedColorScheme('light');
  const { dir } = useDirection();
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  return useMemo(() => chartTheme(scheme === 'dark', language, dir === 'rtl'), [scheme, language, dir]);
}
