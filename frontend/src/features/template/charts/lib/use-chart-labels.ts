// The charts' translated labels: months in the user's language, categories,
// severities, control dimensions, departments and series names.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CATEGORIES, DEPARTMENTS, DIMENSIONS, SEVERITIES, monthLabels } from './sample-data';

export function useChartLabels() {
  const { t, i18n } = useTranslation('template-charts');
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  return useMemo(
    () => ({
      months: monthLabels(language),
      categories: CATEGORIES.map((key) => t(`common.categories.${key}`)),
      severities: SEVERITIES.map((key) => t(`common.severities.${key}`)),
      dimensions: DIMENSIONS.map((key) => t(`common.dimensions.${key}`)),
      departments: DEPARTMENTS.map((key) => t(`common.departments.${key}`)),
      series: {
        reported: t('common.series.reported'),
        resolved: t('common.series.resolved'),
        inherent: t('common.series.inherent'),
        residual: t('common.series.residual'),
        latest: t('common.series.latest'),
        earlier: t('common.series.earlier'),
        thisYear: t('common.series.thisYear'),
        lastYear: t('common.series.lastYear'),
        days: t('common.series.days'),
        completed: t('common.series.completed'),
        risks: t('common.series.risks'),
      },
      axes: {
        likelihood: t('common.axes.likelihood'),
        impact: t('common.axes.impact'),
      },
    }),
    [t, language],
  );
}

export type ChartLabels = ReturnType<typeof useChartLabels>;
