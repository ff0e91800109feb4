// The incident dashboard's cards: open vs closed, incidents by experience
// type, the 12-month trend (incidents opened and closed, losses), and losses
// per risk category and per function.
import { Alert, Text } from '@mantine/core';
import { IconChartBar, IconChartDonut, IconChartLine, IconCoin, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/ui/section-card';
import { formatNumber } from '@/lib/format';
import type { IncidentDashboard, IncidentMonth, IncidentTally } from '../../api/types';
import { enumLabel, EXPERIENCE_COLOR } from '../../lib/enums';
import { BarChart, DonutChart, TrendChart } from '@/components/charts/charts';
import { experienceSlices, lossSlices, type ChartSlice } from './dashboard-data';

const COLOR = {
  open: 'var(--mantine-color-warning-6)',
  closed: 'var(--mantine-color-success-6)',
  opened: 'var(--mantine-color-primary-6)',
  loss: 'var(--mantine-color-danger-6)',
  bar: 'var(--mantine-color-primary-6)',
};


function useFormats() {
  const { i18n } = useTranslation();
  return {
    count: (value: number) => formatNumber(value, i18n.language),
    money: (value: number) => formatNumber(value, i18n.language, { maximumFractionDigits: 0 }),
    /** "Mar 26" for YYYY-MM. */
    month: (month: string) => {
      const date = new Date(`${month}-01T00:00:00Z`);
      return Number.isNaN(date.getTime())
        ? month
        : new Intl.DateTimeFormat(i18n.language, { month: 'short', year: '2-digit', timeZone: 'UTC' }).format(date);
    },
  };
}

const summary = (slices: readonly ChartSlice[], format: (value: number) => string) =>
  slices.map((slice) => `${slice.label}: ${format(slice.value)}`).join(', ');

export function StatusDonut({ data }: { data: IncidentDashboard }) {
  const { t } = useTranslation();
  const { count } = useFormats();
  const slices: ChartSlice[] = [
    { key: 'open', label: t('incidentDashboard.status.open'), value: data.open, color: COLOR.open },
    { key: 'closed', label: t('incidentDashboard.status.closed'), value: data.closed, color: COLOR.closed },
  ];
  return (
    <SectionCard title={t('incidentDashboard.openClosed.title')} icon={IconChartDonut} fill testId="status-card">
      <DonutChart
        slices={slices}
        totalLabel={t('incidentDashboard.openClosed.total')}
        label={t('incidentDashboard.openClosed.aria', { summary: summary(slices, count) })}
        format={count}
      />
    </SectionCard>
  );
}

export function ExperienceBars({ tallies }: { tallies: readonly IncidentTally[] }) {
  const { t } = useTranslation();
  const { count } = useFormats();
  const items = experienceSlices(
    tallies,
    (key) => enumLabel(t, 'experience_type', key),
    (key) => (EXPERIENCE_COLOR[key] ? `var(--mantine-color-${EXPERIENCE_COLOR[key]}-6)` : COLOR.bar),
  );
  return (
    <SectionCard title={t('incidentDashboard.byExperience.title')} icon={IconChartBar} fill testId="experience-card">
      <BarChart
        items={items}
        label={t('incidentDashboard.byExperience.aria', { summary: summary(items, count) })}
        format={count}
        testId="experience-bar"
      />
    </SectionCard>
  );
}

function useTrend(trend: readonly IncidentMonth[]) {
  const { count, money, month } = useFormats();
  const months = trend.map((m) => month(m.month));
  const describe = (key: 'opened' | 'closed' | 'loss', format: (value: number) => string) =>
    trend.map((m, i) => `${months[i]}: ${format(m[key])}`).join(', ');
  return { months, describe, count, money };
}

/** Incidents opened and closed per month. */
export function CountTrend({ trend }: { trend: readonly IncidentMonth[] }) {
  const { t } = useTranslation();
  const { months, describe, count } = useTrend(trend);
  return (
    <SectionCard title={t('incidentDashboard.trend.title')} icon={IconChartLine} fill testId="trend-card">
      <TrendChart
        months={months}
        label={t('incidentDashboard.trend.aria', { opened: describe('opened', count), closed: describe('closed', count) })}
        format={count}
        series={[
          { key: 'opened', label: t('incidentDashboard.trend.opened'), color: COLOR.opened, values: trend.map((m) => m.opened) },
          {
            key: 'closed',
            label: t('incidentDashboard.trend.closed'),
            color: COLOR.closed,
            values: trend.map((m) => m.closed),
            dashed: true,
          },
        ]}
      />
    </SectionCard>
  );
}

/** Actual losses booked per month. */
export function LossTrend({ trend }: { trend: readonly IncidentMonth[] }) {
  const { t } = useTranslation();
  const { months, describe, money } = useTrend(trend);
  return (
    <SectionCard title={t('incidentDashboard.lossTrend.title')} icon={IconCoin} fill testId="loss-trend-card">
      <TrendChart
        months={months}
        label={t('incidentDashboard.lossTrend.aria', { loss: describe('loss', money) })}
        format={money}
        series={[
          { key: 'loss', label: t('incidentDashboard.lossTrend.loss'), color: COLOR.loss, values: trend.map((m) => m.loss), area: true },
        ]}
      />
    </SectionCard>
  );
}

export function LossBars({
  kind,
  tallies,
  riskUnavailable = false,
}: {
  kind: 'riskCategory' | 'function';
  tallies: readonly IncidentTally[];
  /** The risk service did not answer: the gateway could not group by risk category. */
  riskUnavailable?: boolean;
}) {
  const { t } = useTranslation();
  const { money } = useFormats();
  const items = lossSlices(tallies, t('incidentDashboard.unnamed'), COLOR.loss);
  const title = t(`incidentDashboard.losses.${kind}`);
  return (
    <SectionCard title={title} icon={IconCoin} fill testId={`loss-${kind}-card`}>
      {riskUnavailable ? (
        <Alert color="warning" variant="light" icon={<IconInfoCircle size={18} />} data-testid="risk-unavailable">
          {t('incidentDashboard.losses.riskUnavailable')}
        </Alert>
      ) : items.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="lg">
          {t(kind === 'riskCategory' ? 'incidentDashboard.losses.noLinkedRisks' : 'incidentDashboard.losses.none')}
        </Text>
      ) : (
        <BarChart
          items={items}
          label={t('incidentDashboard.losses.aria', { title, summary: summary(items, money) })}
          format={money}
          testId={`loss-${kind}-bar`}
        />
      )}
    </SectionCard>
  );
}
