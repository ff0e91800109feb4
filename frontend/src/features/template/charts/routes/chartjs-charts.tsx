// /charts/chartjs: Chart.js (react-chartjs-2) drawing the sample risk figures:
// line, bar, area, doughnut, pie, radar, scatter, mixed and polar area charts.
// Only the controllers, elements and plugins used here are registered.
import { Box } from '@mantine/core';
import {
  ArcElement,
  BarController,
  BarElement,
  BubbleController,
  CategoryScale,
  Chart as ChartJS,
  DoughnutController,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PieController,
  PointElement,
  PolarAreaController,
  RadarController,
  RadialLinearScale,
  ScatterController,
  Tooltip,
  type ChartOptions,
  type TooltipItem,
} from 'chart.js';
import { useMemo } from 'react';
import { Bar, Bubble, Chart, Doughnut, Line, Pie, PolarArea, Radar, Scatter } from 'react-chartjs-2';
import { useTranslation } from 'react-i18next';
import { ExampleCard, ExampleGrid, TemplatePage } from '../../components/example-card';
import { ChartBox } from '../components/chart-box';
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
  SEVERITIES,
  matrixCells,
  riskPoints,
} from '../lib/sample-data';
import { useChartLabels } from '../lib/use-chart-labels';

ChartJS.register(
  ArcElement,
  BarController,
  BarElement,
  BubbleController,
  CategoryScale,
  DoughnutController,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PieController,
  PointElement,
  PolarAreaController,
  RadarController,
  RadialLinearScale,
  ScatterController,
  Tooltip,
);

/** `#rrggbb` at `alpha` opacity. */
function alpha(hex: string, value: number): string {
  const a = Math.round(value * 255)
    .toString(16)
    .padStart(2, '0');
  return `${hex}${a}`;
}

function plugins(theme: ChartTheme) {
  return {
    legend: {
      position: 'top' as const,
      align: 'start' as const,
      rtl: theme.rtl,
      labels: { color: theme.text, usePointStyle: true, boxWidth: 8, boxHeight: 8, font: { family: theme.fontFamily } },
    },
    tooltip: {
      rtl: theme.rtl,
      backgroundColor: theme.dark ? '#25293c' : '#ffffff',
      titleColor: theme.dark ? '#dfe1f5' : '#3f3a4f',
      bodyColor: theme.text,
      borderColor: theme.grid,
      borderWidth: 1,
      padding: 10,
      callbacks: {
        label: (item: { raw: unknown; label: string; formattedValue: string; dataset: { label?: string } }) => {
          const label = item.dataset.label ?? item.label;
          return `${label}: ${typeof item.raw === 'number' ? theme.format(item.raw) : item.formattedValue}`;
        },
      },
    },
  };
}

function cartesian(theme: ChartTheme): ChartOptions<'line'> {
  const axis = {
    ticks: { color: theme.text, font: { family: theme.fontFamily } },
    grid: { color: theme.grid },
    border: { color: theme.grid },
  };
  return {
    responsive: true,
    maintainAspectRatio: false,
    locale: theme.language,
    interaction: { mode: 'index', intersect: false },
    plugins: plugins(theme),
    scales: {
      x: { ...axis, reverse: theme.rtl, grid: { display: false } },
      y: { ...axis, position: theme.rtl ? 'right' : 'left', ticks: { ...axis.ticks, callback: (v) => theme.format(Number(v)) } },
    },
  };
}

function round(theme: ChartTheme): ChartOptions<'doughnut'> {
  return {
    responsive: true,
    maintainAspectRatio: false,
    locale: theme.language,
    plugins: { ...plugins(theme), legend: { ...plugins(theme).legend, position: 'bottom', align: 'center' } },
  };
}

export function ChartjsChartsPage() {
  const { t } = useTranslation('template-charts');
  const theme = useChartTheme();
  const labels = useChartLabels();
  const { primary, success, warning, danger, info } = theme.colors;

  const c = useMemo(() => {
    const axes = cartesian(theme);
    const points = riskPoints();
    const radialScale = {
      r: {
        angleLines: { color: theme.grid },
        grid: { color: theme.grid },
        pointLabels: { color: theme.text, font: { family: theme.fontFamily } },
        ticks: { color: theme.text, backdropColor: 'transparent', showLabelBackdrop: false, callback: (v: string | number) => theme.format(Number(v)) },
        suggestedMin: 0,
        suggestedMax: 100,
      },
    };
    return {
      axes,
      line: {
        labels: labels.months,
        datasets: [
          { label: labels.series.reported, data: [...INCIDENTS.reported], borderColor: primary, backgroundColor: primary, tension: 0.4, pointRadius: 3 },
          { label: labels.series.resolved, data: [...INCIDENTS.resolved], borderColor: success, backgroundColor: success, tension: 0.4, pointRadius: 3 },
        ],
      },
      bar: {
        labels: labels.categories,
        datasets: [
          { label: labels.series.thisYear, data: CATEGORIES.map((k) => RISKS_BY_CATEGORY[k].thisYear), backgroundColor: primary, borderRadius: 6, maxBarThickness: 22 },
          { label: labels.series.lastYear, data: CATEGORIES.map((k) => RISKS_BY_CATEGORY[k].lastYear), backgroundColor: alpha(primary, 0.35), borderRadius: 6, maxBarThickness: 22 },
        ],
      },
      area: {
        labels: labels.months,
        datasets: [
          { label: labels.series.inherent, data: [...RISK_SCORE.inherent], borderColor: danger, backgroundColor: alpha(danger, 0.2), fill: true, tension: 0.4, pointRadius: 0 },
          { label: labels.series.residual, data: [...RISK_SCORE.residual], borderColor: success, backgroundColor: alpha(success, 0.2), fill: true, tension: 0.4, pointRadius: 0 },
        ],
      },
      doughnut: {
        labels: labels.severities,
        datasets: [{ label: labels.series.risks, data: SEVERITIES.map((k) => RISKS_BY_SEVERITY[k]), backgroundColor: [...SEVERITY_COLORS], borderColor: theme.surface, borderWidth: 2 }],
      },
      pie: {
        labels: labels.categories,
        datasets: [{ label: labels.series.risks, data: CATEGORIES.map((k) => RISKS_BY_CATEGORY[k].thisYear), backgroundColor: [...theme.series], borderColor: theme.surface, borderWidth: 2 }],
      },
      radar: {
        data: {
          labels: labels.dimensions,
          datasets: [
            { label: labels.series.latest, data: DIMENSIONS.map((k) => CONTROL_EFFECTIVENESS[k].latest), borderColor: primary, backgroundColor: alpha(primary, 0.25), pointBackgroundColor: primary },
            { label: labels.series.earlier, data: DIMENSIONS.map((k) => CONTROL_EFFECTIVENESS[k].earlier), borderColor: info, backgroundColor: alpha(info, 0.2), pointBackgroundColor: info },
          ],
        },
        options: { responsive: true, maintainAspectRatio: false, locale: theme.language, plugins: plugins(theme), scales: radialScale } satisfies ChartOptions<'radar'>,
      },
      scatter: {
        data: {
          datasets: [
            { label: labels.series.inherent, data: points.inherent.map((p) => ({ x: p.likelihood, y: p.impact })), backgroundColor: danger, pointRadius: 6 },
            { label: labels.series.residual, data: points.residual.map((p) => ({ x: p.likelihood, y: p.impact })), backgroundColor: success, pointRadius: 6 },
          ],
        },
        options: {
          ...(axes as unknown as ChartOptions<'scatter'>),
          interaction: { mode: 'nearest', intersect: true },
          plugins: {
            ...plugins(theme),
            tooltip: {
              ...plugins(theme).tooltip,
              callbacks: {
                label: (item: TooltipItem<'scatter'>) =>
                  `${item.dataset.label ?? ''}: ${labels.axes.likelihood} ${theme.format(item.parsed.x ?? 0)}, ${labels.axes.impact} ${theme.format(item.parsed.y ?? 0)}`,
              },
            },
          },
          scales: {
            x: { ...axes.scales?.x, type: 'linear', min: 0, max: 5, grid: { color: theme.grid }, title: { display: true, text: labels.axes.likelihood, color: theme.text } },
            y: { ...axes.scales?.y, type: 'linear', min: 0, max: 5, title: { display: true, text: labels.axes.impact, color: theme.text } },
          },
        } as ChartOptions<'scatter'>,
      },
      mixed: {
        data: {
          labels: labels.months,
          datasets: [
            { type: 'bar' as const, label: labels.series.reported, data: [...INCIDENTS.reported], backgroundColor: alpha(primary, 0.85), borderRadius: 4, maxBarThickness: 18, yAxisID: 'y' },
            { type: 'line' as const, label: labels.series.days, data: [...RESOLUTION_DAYS], borderColor: warning, backgroundColor: warning, tension: 0.4, yAxisID: 'y1' },
          ],
        },
        options: {
          ...axes,
          scales: {
            ...axes.scales,
            y1: {
              position: theme.rtl ? 'left' : 'right',
              grid: { drawOnChartArea: false },
              border: { color: theme.grid },
              ticks: { color: theme.text, callback: (v: string | number) => theme.format(Number(v), { maximumFractionDigits: 1 }) },
            },
          },
        } as ChartOptions<'bar' | 'line'>,
      },
      bubble: {
        data: {
          datasets: [
            {
              label: labels.series.risks,
              data: matrixCells().map((cell) => ({ x: cell.likelihood, y: cell.impact, r: 4 + cell.count * 2.2, count: cell.count })),
              backgroundColor: matrixCells().map((cell) => alpha(cell.likelihood * cell.impact >= 12 ? danger : cell.likelihood * cell.impact >= 6 ? warning : success, 0.7)),
              borderWidth: 0,
            },
          ],
        },
        options: {
          responsive: true,
          maintainAspectRatio: false,
          locale: theme.language,
          plugins: {
            ...plugins(theme),
            legend: { display: false },
            tooltip: {
              ...plugins(theme).tooltip,
              callbacks: {
                label: (item: TooltipItem<'bubble'>) =>
                  `${labels.axes.likelihood} ${theme.format(item.parsed.x ?? 0)} × ${labels.axes.impact} ${theme.format(item.parsed.y ?? 0)}: ${theme.format((item.raw as { count: number }).count)}`,
              },
            },
          },
          scales: {
            x: { min: 0.3, max: 5.7, reverse: theme.rtl, ticks: { stepSize: 1, color: theme.text }, grid: { color: theme.grid }, border: { color: theme.grid }, title: { display: true, text: labels.axes.likelihood, color: theme.text } },
            y: { min: 0.3, max: 5.7, position: theme.rtl ? 'right' : 'left', ticks: { stepSize: 1, color: theme.text }, grid: { color: theme.grid }, border: { color: theme.grid }, title: { display: true, text: labels.axes.impact, color: theme.text } },
          },
        } as ChartOptions<'bubble'>,
      },
      polar: {
        data: {
          labels: labels.departments,
          datasets: [{ label: labels.series.completed, data: DEPARTMENTS.map((k) => ACTION_PLAN_PROGRESS[k]), backgroundColor: [alpha(primary, 0.7), alpha(success, 0.7), alpha(warning, 0.7), alpha(info, 0.7)], borderColor: theme.surface }],
        },
        options: { ...(round(theme) as unknown as ChartOptions<'polarArea'>), scales: { r: { ...radialScale.r, suggestedMax: 100 } } } as ChartOptions<'polarArea'>,
      },
    };
  }, [theme, labels, primary, success, warning, danger, info]);

  const card = (key: string, chart: React.ReactNode) => (
    <ExampleCard key={key} title={t(`cards.${key}.title`)} description={t(`cards.${key}.description`)} testId={`chart-${key}`}>
      <ChartBox>
        <Box h="100%" w="100%">
          {chart}
        </Box>
      </ChartBox>
    </ExampleCard>
  );

  return (
    <TemplatePage route="tplChartjs" description={t('chartjs.description')}>
      <ExampleGrid cols={2}>
        {card('line', <Line data={c.line} options={c.axes} />)}
        {card('bar', <Bar data={c.bar} options={c.axes as unknown as ChartOptions<'bar'>} />)}
        {card('area', <Line data={c.area} options={c.axes} />)}
        {card('mixed', <Chart type="bar" data={c.mixed.data} options={c.mixed.options} />)}
        {card('donut', <Doughnut data={c.doughnut} options={{ ...round(theme), cutout: '68%' }} />)}
        {card('pie', <Pie data={c.pie} options={round(theme) as unknown as ChartOptions<'pie'>} />)}
        {card('radar', <Radar data={c.radar.data} options={c.radar.options} />)}
        {card('scatter', <Scatter data={c.scatter.data} options={c.scatter.options} />)}
        {card('bubble', <Bubble data={c.bubble.data} options={c.bubble.options} />)}
        {card('polar', <PolarArea data={c.polar.data} options={c.polar.options} />)}
      </ExampleGrid>
    </TemplatePage>
  );
}
