// /charts/apex: ApexCharts (react-apexcharts) drawing the sample risk figures:
// line, bar, area, donut, pie, radar, scatter, mixed and radial bar charts,
// in the theme's colours, following light / dark and the user's language.
import type { ApexOptions } from 'apexcharts';
import { useMemo } from 'react';
import Chart from 'react-apexcharts';
import { useTranslation } from 'react-i18next';
import { ExampleCard, ExampleGrid, TemplatePage } from '../../components/example-card';
import { ChartBox, CHART_HEIGHT } from '../components/chart-box';
import { SEVERITY_COLORS, useChartTheme, type ChartTheme } from '../lib/chart-theme';
import {
  ACTION_PLAN_PROGRESS,
  CATEGORIES,
  CONTROL_EFFECTIVENESS,
  DEPARTMENTS,
  DIMENSIONS,
  INCIDENTS,
  RESOLUTION_DAYS,
  RISK_SCORE,
  RISKS_BY_CATEGORY,
  RISKS_BY_SEVERITY,
  RISK_MATRIX,
  SEVERITIES,
  riskPoints,
} from '../lib/sample-data';
import { useChartLabels } from '../lib/use-chart-labels';

/** What every Apex chart shares: no toolbar, the theme's font, colours and mode. */
function baseOptions(theme: ChartTheme): ApexOptions {
  return {
    chart: {
      toolbar: { show: false },
      fontFamily: theme.fontFamily,
      foreColor: theme.text,
      background: 'transparent',
      parentHeightOffset: 0,
      zoom: { enabled: false },
    },
    theme: { mode: theme.dark ? 'dark' : 'light' },
    colors: [...theme.series],
    grid: { borderColor: theme.grid, strokeDashArray: 4 },
    dataLabels: { enabled: false },
    legend: { show: true, position: 'top', horizontalAlign: theme.rtl ? 'right' : 'left', labels: { colors: theme.text } },
    tooltip: { theme: theme.dark ? 'dark' : 'light', y: { formatter: (value: number) => theme.format(value) } },
    yaxis: { labels: { formatter: (value: number) => theme.format(value, { maximumFractionDigits: 1 }), style: { colors: theme.text } }, opposite: theme.rtl },
    xaxis: { axisBorder: { color: theme.grid }, axisTicks: { color: theme.grid }, labels: { style: { colors: theme.text } } },
    stroke: { width: 3, curve: 'smooth' },
  };
}

function merge(base: ApexOptions, extra: ApexOptions): ApexOptions {
  return {
    ...base,
    ...extra,
    chart: { ...base.chart, ...extra.chart },
    xaxis: { ...base.xaxis, ...extra.xaxis },
    legend: { ...base.legend, ...extra.legend },
    stroke: { ...base.stroke, ...extra.stroke },
    plotOptions: extra.plotOptions,
  };
}

export function ApexChartsPage() {
  const { t } = useTranslation('template-charts');
  const theme = useChartTheme();
  const labels = useChartLabels();

  const charts = useMemo(() => {
    const base = baseOptions(theme);
    const points = riskPoints();
    const noAxes: ApexOptions = { ...base, yaxis: undefined, xaxis: undefined, grid: undefined };
    const pieLike = (names: string[], colors: readonly string[]): ApexOptions => ({
      ...noAxes,
      labels: names,
      colors: [...colors],
      stroke: { width: 2, colors: [theme.surface] },
      legend: { ...base.legend, position: 'bottom', horizontalAlign: 'center' },
    });
    return {
      line: {
        options: merge(base, { xaxis: { categories: labels.months }, markers: { size: 4, strokeWidth: 0 } }),
        series: [
          { name: labels.series.reported, data: [...INCIDENTS.reported] },
          { name: labels.series.resolved, data: [...INCIDENTS.resolved] },
        ],
      },
      bar: {
        options: merge(base, {
          xaxis: { categories: labels.categories },
          plotOptions: { bar: { borderRadius: 6, columnWidth: '55%', borderRadiusApplication: 'end' } },
          stroke: { width: 0 },
        }),
        series: [
          { name: labels.series.thisYear, data: CATEGORIES.map((key) => RISKS_BY_CATEGORY[key].thisYear) },
          { name: labels.series.lastYear, data: CATEGORIES.map((key) => RISKS_BY_CATEGORY[key].lastYear) },
        ],
      },
      area: {
        options: merge(base, {
          xaxis: { categories: labels.months },
          fill: { type: 'gradient', gradient: { shadeIntensity: 1, opacityFrom: 0.45, opacityTo: 0.05 } },
          colors: [theme.colors.danger, theme.colors.success],
        }),
        series: [
          { name: labels.series.inherent, data: [...RISK_SCORE.inherent] },
          { name: labels.series.residual, data: [...RISK_SCORE.residual] },
        ],
      },
      donut: {
        options: {
          ...pieLike(labels.severities, SEVERITY_COLORS),
          plotOptions: {
            pie: {
              donut: {
                size: '68%',
                labels: {
                  show: true,
                  value: { color: theme.text, formatter: (value: string) => theme.format(Number(value)) },
                  total: { show: true, label: labels.series.risks, color: theme.text, formatter: (w: { globals: { seriesTotals: number[] } }) => theme.format(w.globals.seriesTotals.reduce((a, b) => a + b, 0)) },
                },
              },
            },
          },
        } satisfies ApexOptions,
        series: SEVERITIES.map((key) => RISKS_BY_SEVERITY[key]),
      },
      pie: {
        options: pieLike(labels.categories, theme.series),
        series: CATEGORIES.map((key) => RISKS_BY_CATEGORY[key].thisYear),
      },
      radar: {
        options: {
          ...base,
          xaxis: { categories: labels.dimensions, labels: { style: { colors: Array(DIMENSIONS.length).fill(theme.text) as string[] } } },
          yaxis: { show: false, max: 100, min: 0 },
          stroke: { width: 2 },
          fill: { opacity: 0.25 },
          markers: { size: 3 },
          plotOptions: { radar: { size: 110, polygons: { strokeColors: theme.grid, connectorColors: theme.grid, fill: { colors: ['transparent'] } } } },
        } satisfies ApexOptions,
        series: [
          { name: labels.series.latest, data: DIMENSIONS.map((key) => CONTROL_EFFECTIVENESS[key].latest) },
          { name: labels.series.earlier, data: DIMENSIONS.map((key) => CONTROL_EFFECTIVENESS[key].earlier) },
        ],
      },
      scatter: {
        options: merge(base, {
          xaxis: { type: 'numeric', min: 0, max: 5, tickAmount: 5, title: { text: labels.axes.likelihood, style: { color: theme.text } } },
          yaxis: { min: 0, max: 5, tickAmount: 5, title: { text: labels.axes.impact, style: { color: theme.text } }, labels: { style: { colors: theme.text } } },
          markers: { size: 7, strokeWidth: 0 },
          colors: [theme.colors.danger, theme.colors.success],
        }),
        series: [
          { name: labels.series.inherent, data: points.inherent.map((p) => [p.likelihood, p.impact]) },
          { name: labels.series.residual, data: points.residual.map((p) => [p.likelihood, p.impact]) },
        ],
      },
      mixed: {
        options: merge(base, {
          xaxis: { categories: labels.months },
          stroke: { width: [0, 3] },
          plotOptions: { bar: { borderRadius: 4, columnWidth: '50%' } },
          yaxis: [
            { title: { text: labels.series.reported, style: { color: theme.text } }, labels: { style: { colors: theme.text }, formatter: (v: number) => theme.format(v) } },
            { opposite: true, title: { text: labels.series.days, style: { color: theme.text } }, labels: { style: { colors: theme.text }, formatter: (v: number) => theme.format(v, { maximumFractionDigits: 1 }) } },
          ],
          colors: [theme.colors.primary, theme.colors.warning],
        }),
        series: [
          { name: labels.series.reported, type: 'column', data: [...INCIDENTS.reported] },
          { name: labels.series.days, type: 'line', data: [...RESOLUTION_DAYS] },
        ],
      },
      heatmap: {
        options: merge(base, {
          xaxis: { categories: ['1', '2', '3', '4', '5'], title: { text: labels.axes.likelihood, style: { color: theme.text } } },
          yaxis: { title: { text: labels.axes.impact, style: { color: theme.text } }, labels: { style: { colors: theme.text } } },
          dataLabels: { enabled: true, style: { colors: [theme.dark ? '#fff' : '#2f2b3d'] } },
          stroke: { width: 2, colors: [theme.surface] },
          legend: { show: false },
          colors: [theme.colors.danger],
          plotOptions: {
            heatmap: {
              radius: 6,
              enableShades: true,
              shadeIntensity: 0.65,
              colorScale: { ranges: [{ from: 0, to: 0, color: theme.dark ? '#3b405b' : '#e9e7fd', name: '0' }] },
            },
          },
        }),
        series: [...RISK_MATRIX].reverse().map((row) => ({ name: theme.format(row.impact), data: row.counts.map((count, i) => ({ x: theme.format(i + 1), y: count })) })),
      },
      radial: {
        options: {
          ...noAxes,
          labels: labels.departments,
          colors: [theme.colors.primary, theme.colors.success, theme.colors.warning, theme.colors.info],
          legend: { ...base.legend, position: 'bottom', horizontalAlign: 'center' },
          plotOptions: {
            radialBar: {
              hollow: { size: '52%' },
              track: { background: theme.grid },
              dataLabels: {
                name: { color: theme.text, fontSize: '11px', offsetY: -6 },
                value: { color: theme.text, fontSize: '20px', formatter: (v: number) => theme.format(v / 100, { style: 'percent' }) },
                total: { show: true, label: labels.series.completed, color: theme.text, formatter: () => theme.format(Object.values(ACTION_PLAN_PROGRESS).reduce((a, b) => a + b, 0) / DEPARTMENTS.length / 100, { style: 'percent' }) },
              },
            },
          },
        } satisfies ApexOptions,
        series: DEPARTMENTS.map((key) => ACTION_PLAN_PROGRESS[key]),
      },
    };
  }, [theme, labels]);

  const card = (key: keyof typeof charts, type: 'line' | 'bar' | 'area' | 'donut' | 'pie' | 'radar' | 'scatter' | 'radialBar' | 'heatmap', height = CHART_HEIGHT) => (
    <ExampleCard key={key} title={t(`cards.${key}.title`)} description={t(`cards.${key}.description`)} testId={`chart-${key}`}>
      <ChartBox height={height}>
        <Chart type={type} options={charts[key].options} series={charts[key].series} height={height} width="100%" />
      </ChartBox>
    </ExampleCard>
  );

  return (
    <TemplatePage route="tplApex" description={t('apex.description')}>
      <ExampleGrid cols={2}>
        {card('line', 'line')}
        {card('bar', 'bar')}
        {card('area', 'area')}
        {card('mixed', 'line')}
        {card('donut', 'donut')}
        {card('pie', 'pie')}
        {card('radar', 'radar')}
        {card('scatter', 'scatter')}
        {card('heatmap', 'heatmap')}
        {card('radial', 'radialBar')}
      </ExampleGrid>
    </TemplatePage>
  );
}
