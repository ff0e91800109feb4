// /charts/recharts: Recharts drawing the sample risk figures: line, bar, area,
// donut, pie, radar, scatter, composed and radial bar charts, responsive,
// in the theme's colours and following light / dark and the user's language.
import { useMemo, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  ComposedChart,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  PolarAngleAxis,
  PolarGrid,
  PolarRadiusAxis,
  Radar,
  RadarChart,
  RadialBar,
  RadialBarChart,
  ResponsiveContainer,
  Scatter,
  ScatterChart,
  Tooltip,
  Treemap,
  XAxis,
  YAxis,
  ZAxis,
} from 'recharts';
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
  SEVERITIES,
  riskPoints,
} from '../lib/sample-data';
import { useChartLabels } from '../lib/use-chart-labels';

function tooltipProps(theme: ChartTheme) {
  return {
    contentStyle: {
      background: theme.dark ? '#25293c' : '#ffffff',
      border: `1px solid ${theme.grid}`,
      borderRadius: 8,
      color: theme.text,
      fontFamily: theme.fontFamily,
    },
    labelStyle: { color: theme.dark ? '#dfe1f5' : '#3f3a4f', fontWeight: 600 },
    itemStyle: { color: theme.text },
    formatter: (value: unknown) => (typeof value === 'number' ? theme.format(value) : String(value)),
  };
}

function axisProps(theme: ChartTheme) {
  return {
    stroke: theme.grid,
    tick: { fill: theme.text, fontSize: 12, fontFamily: theme.fontFamily },
    tickLine: false,
  };
}

export function RechartsChartsPage() {
  const { t } = useTranslation('template-charts');
  const theme = useChartTheme();
  const labels = useChartLabels();
  const { primary, success, warning, danger, info } = theme.colors;

  const data = useMemo(() => {
    const points = riskPoints();
    return {
      months: labels.months.map((month, i) => ({
        month,
        reported: INCIDENTS.reported[i],
        resolved: INCIDENTS.resolved[i],
        inherent: RISK_SCORE.inherent[i],
        residual: RISK_SCORE.residual[i],
        days: RESOLUTION_DAYS[i],
      })),
      categories: CATEGORIES.map((key, i) => ({ name: labels.categories[i], ...RISKS_BY_CATEGORY[key] })),
      severities: SEVERITIES.map((key, i) => ({ name: labels.severities[i], value: RISKS_BY_SEVERITY[key] })),
      dimensions: DIMENSIONS.map((key, i) => ({ name: labels.dimensions[i], ...CONTROL_EFFECTIVENESS[key] })),
      departments: DEPARTMENTS.map((key, i) => ({ name: labels.departments[i], value: ACTION_PLAN_PROGRESS[key], fill: [primary, success, warning, info][i] })),
      inherent: points.inherent,
      residual: points.residual,
    };
  }, [labels, primary, success, warning, info]);

  const axis = axisProps(theme);
  const tooltip = tooltipProps(theme);
  const legend = { itemSorter: null, wrapperStyle: { color: theme.text, fontSize: 13, fontFamily: theme.fontFamily } };
  const grid = <CartesianGrid stroke={theme.grid} strokeDasharray="4 4" vertical={false} />;
  const xMonths = <XAxis dataKey="month" {...axis} reversed={theme.rtl} />;
  const yAxis = (id?: string, right = false) => (
    <YAxis yAxisId={id} {...axis} orientation={right !== theme.rtl ? 'right' : 'left'} tickFormatter={(v: number) => theme.format(v)} width={40} />
  );

  const card = (key: string, chart: ReactElement) => (
    <ExampleCard key={key} title={t(`cards.${key}.title`)} description={t(`cards.${key}.description`)} testId={`chart-${key}`}>
      <ChartBox>
        <ResponsiveContainer width="100%" height={CHART_HEIGHT} initialDimension={{ width: 400, height: CHART_HEIGHT }}>
          {chart}
        </ResponsiveContainer>
      </ChartBox>
    </ExampleCard>
  );

  return (
    <TemplatePage route="tplRecharts" description={t('recharts.description')}>
      <ExampleGrid cols={2}>
        {card(
          'line',
          <LineChart data={data.months} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
            {grid}
            {xMonths}
            {yAxis()}
            <Tooltip {...tooltip} />
            <Legend {...legend} />
            <Line isAnimationActive={false} type="monotone" dataKey="reported" name={labels.series.reported} stroke={primary} strokeWidth={3} dot={{ r: 3 }} />
            <Line isAnimationActive={false} type="monotone" dataKey="resolved" name={labels.series.resolved} stroke={success} strokeWidth={3} dot={{ r: 3 }} />
          </LineChart>,
        )}
        {card(
          'bar',
          <BarChart data={data.categories} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
            {grid}
            <XAxis dataKey="name" {...axis} reversed={theme.rtl} interval={0} tick={{ ...axis.tick, fontSize: 11 }} />
            {yAxis()}
            <Tooltip {...tooltip} cursor={{ fill: theme.grid }} />
            <Legend {...legend} />
            <Bar isAnimationActive={false} dataKey="thisYear" name={labels.series.thisYear} fill={primary} radius={[6, 6, 0, 0]} maxBarSize={22} />
            <Bar isAnimationActive={false} dataKey="lastYear" name={labels.series.lastYear} fill={info} radius={[6, 6, 0, 0]} maxBarSize={22} />
          </BarChart>,
        )}
        {card(
          'area',
          <AreaChart data={data.months} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
            <defs>
              <linearGradient id="rh-area-inherent" x1="0" y1="0" x2="0" y2="1">
                <stop offset="5%" stopColor={danger} stopOpacity={0.4} />
                <stop offset="95%" stopColor={danger} stopOpacity={0.02} />
              </linearGradient>
              <linearGradient id="rh-area-residual" x1="0" y1="0" x2="0" y2="1">
                <stop offset="5%" stopColor={success} stopOpacity={0.4} />
                <stop offset="95%" stopColor={success} stopOpacity={0.02} />
              </linearGradient>
            </defs>
            {grid}
            {xMonths}
            {yAxis()}
            <Tooltip {...tooltip} />
            <Legend {...legend} />
            <Area isAnimationActive={false} type="monotone" dataKey="inherent" name={labels.series.inherent} stroke={danger} strokeWidth={2} fill="url(#rh-area-inherent)" />
            <Area isAnimationActive={false} type="monotone" dataKey="residual" name={labels.series.residual} stroke={success} strokeWidth={2} fill="url(#rh-area-residual)" />
          </AreaChart>,
        )}
        {card(
          'mixed',
          <ComposedChart data={data.months} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
            {grid}
            {xMonths}
            {yAxis('count')}
            {yAxis('days', true)}
            <Tooltip {...tooltip} />
            <Legend {...legend} />
            <Bar isAnimationActive={false} yAxisId="count" dataKey="reported" name={labels.series.reported} fill={primary} radius={[4, 4, 0, 0]} maxBarSize={18} />
            <Line isAnimationActive={false} yAxisId="days" type="monotone" dataKey="days" name={labels.series.days} stroke={warning} strokeWidth={3} dot={false} />
          </ComposedChart>,
        )}
        {card(
          'donut',
          <PieChart>
            <Tooltip {...tooltip} />
            <Legend {...legend} />
            <Pie isAnimationActive={false} data={data.severities} dataKey="value" nameKey="name" innerRadius="55%" outerRadius="80%" paddingAngle={2} stroke={theme.surface}>
              {data.severities.map((entry, i) => (
                <Cell key={entry.name} fill={SEVERITY_COLORS[i]} />
              ))}
            </Pie>
          </PieChart>,
        )}
        {card(
          'pie',
          <PieChart>
            <Tooltip {...tooltip} />
            <Legend {...legend} />
            <Pie isAnimationActive={false} data={data.categories} dataKey="thisYear" nameKey="name" outerRadius="80%" stroke={theme.surface}>
              {data.categories.map((entry, i) => (
                <Cell key={entry.name} fill={theme.series[i % theme.series.length]} />
              ))}
            </Pie>
          </PieChart>,
        )}
        {card(
          'radar',
          <RadarChart data={data.dimensions} outerRadius="72%">
            <PolarGrid stroke={theme.grid} />
            <PolarAngleAxis dataKey="name" tick={{ fill: theme.text, fontSize: 12 }} />
            <PolarRadiusAxis domain={[0, 100]} tick={{ fill: theme.text, fontSize: 10 }} stroke={theme.grid} angle={30} tickCount={5} />
            <Tooltip {...tooltip} />
            <Legend {...legend} />
            <Radar isAnimationActive={false} dataKey="latest" name={labels.series.latest} stroke={primary} fill={primary} fillOpacity={0.3} />
            <Radar isAnimationActive={false} dataKey="earlier" name={labels.series.earlier} stroke={info} fill={info} fillOpacity={0.2} />
          </RadarChart>,
        )}
        {card(
          'scatter',
          <ScatterChart margin={{ top: 8, right: 8, left: 0, bottom: 8 }}>
            <CartesianGrid stroke={theme.grid} strokeDasharray="4 4" />
            <XAxis type="number" dataKey="likelihood" name={labels.axes.likelihood} domain={[0, 5]} ticks={[0, 1, 2, 3, 4, 5]} {...axis} reversed={theme.rtl} tickFormatter={(v: number) => theme.format(v)} />
            <YAxis type="number" dataKey="impact" name={labels.axes.impact} domain={[0, 5]} ticks={[0, 1, 2, 3, 4, 5]} {...axis} orientation={theme.rtl ? 'right' : 'left'} width={40} tickFormatter={(v: number) => theme.format(v)} />
            <ZAxis range={[70, 70]} />
            <Tooltip {...tooltip} cursor={{ strokeDasharray: '3 3', stroke: theme.grid }} />
            <Legend {...legend} />
            <Scatter isAnimationActive={false} name={labels.series.inherent} data={data.inherent} fill={danger} />
            <Scatter isAnimationActive={false} name={labels.series.residual} data={data.residual} fill={success} />
          </ScatterChart>,
        )}
        {card(
          'treemap',
          <Treemap
            data={data.categories.map((entry, i) => ({ name: entry.name, size: entry.thisYear, fill: theme.series[i % theme.series.length] }))}
            dataKey="size"
            nameKey="name"
            stroke={theme.surface}
            isAnimationActive={false}
          >
            <Tooltip {...tooltip} />
          </Treemap>,
        )}
        {card(
          'radial',
          <RadialBarChart data={data.departments} innerRadius="25%" outerRadius="95%" startAngle={90} endAngle={-270}>
            <PolarAngleAxis type="number" domain={[0, 100]} tick={false} />
            <RadialBar isAnimationActive={false} dataKey="value" name={labels.series.completed} background={{ fill: theme.grid }} cornerRadius={6} />
            <Tooltip {...tooltip} formatter={(value: unknown) => theme.format(Number(value) / 100, { style: 'percent' })} />
            <Legend {...legend} />
          </RadialBarChart>,
        )}
      </ExampleGrid>
    </TemplatePage>
  );
}
