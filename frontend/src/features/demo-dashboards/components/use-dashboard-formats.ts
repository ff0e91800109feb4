// The demo dashboards' number, money and day formats in the user's language,
// and the accessible summary of a chart.
import { useTranslation } from 'react-i18next';
import type { ChartSlice } from '@/components/charts/chart-data';
import { formatNumber } from '@/lib/format';
import { dayLabel, fromCents } from '../lib/dashboard-data';

/** Numbers, money (from cents, as US dollars like the shop) and days in the user's language. */
export function useDashboardFormats() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return {
    count: (value: number) => formatNumber(value, language),
    money: (cents: number) => formatNumber(fromCents(cents), language, { style: 'currency', currency: 'USD' }),
    /** An axis value in dollars, compact ("$1.2K"). */
    axisMoney: (value: number) =>
      formatNumber(value, language, { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 }),
    day: (date: string) => dayLabel(date, language),
  };
}

/** "label: value, ..." for a chart's accessible name. */
export const summary = (slices: readonly ChartSlice[], format: (value: number) => string) =>
  slices.map((slice) => `${slice.label}: ${format(slice.value)}`).join(', ');
