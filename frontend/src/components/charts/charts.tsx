// The dashboards' charts, drawn as SVG and Mantine boxes (the project has no
// chart library): a donut, horizontal bars, and a line / area chart over
// months or days. Each chart is a figure whose label carries its numbers for
// screen readers. Used by the incident dashboard and the demo dashboards.
import { Box, Group, Stack, Text, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import surfaces from '@/components/ui/surfaces.module.css';
import { axisRange, barShares, showsLabel, type ChartSlice } from './chart-data';


/** A legend entry: a colour swatch and a label. */
export function LegendItem({ color, label, dashed = false }: { color: string; label: ReactNode; dashed?: boolean }) {
  return (
    <Group gap={6} wrap="nowrap">
      {dashed ? (
        <Box w={18} h={0} style={{ borderTop: `2px dashed ${color}` }} />
      ) : (
        <Box w={12} h={12} style={{ background: color, borderRadius: 3 }} />
      )}
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Group>
  );
}

/** The arc of a donut slice from `start` to `end` (fractions of the circle). */
function arc(start: number, end: number, outer: number, inner: number, c: number): string {
  const point = (fraction: number, radius: number) => {
    const angle = fraction * 2 * Math.PI - Math.PI / 2;
    return `${c + radius * Math.cos(angle)},${c + radius * Math.sin(angle)}`;
  };
  const large = end - start > 0.5 ? 1 : 0;
  return [
    `M${point(start, outer)}`,
    `A${outer},${outer} 0 ${large} 1 ${point(end, outer)}`,
    `L${point(end, inner)}`,
    `A${inner},${inner} 0 ${large} 0 ${point(start, inner)}`,
    'Z',
  ].join(' ');
}

/** A donut of the slices with the total (and its caption) in the middle, the legend beside it. */
export function DonutChart({
  slices,
  label,
  totalLabel,
  format = String,
}: {
  slices: readonly ChartSlice[];
  /** The figure's accessible name (with the numbers). */
  label: string;
  totalLabel: string;
  format?: (value: number) => string;
}) {
  const size = 160;
  const c = size / 2;
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);
  const shown = slices.filter((slice) => slice.value > 0);
  let at = 0;
  return (
    <Group gap="xl" justify="center" wrap="wrap" role="figure" aria-label={label} data-testid="donut-chart">
      <svg viewBox={`0 0 ${size} ${size}`} width={size} height={size} aria-hidden style={{ flex: 'none' }}>
        <circle cx={c} cy={c} r={(76 + 50) / 2} fill="none" stroke="var(--mantine-color-default-border)" strokeWidth={26} />
        {shown.length === 1 ? (
          <circle cx={c} cy={c} r={(76 + 50) / 2} fill="none" stroke={shown[0]!.color} strokeWidth={26} />
        ) : (
          shown.map((slice) => {
            const start = at / total;
            at += slice.value;
            return <path key={slice.key} d={arc(start, at / total, 76, 50, c)} fill={slice.color} data-testid="donut-slice" />;
          })
        )}
        <text x={c} y={c - 2} textAnchor="middle" fontSize={26} fontWeight={600} fill="var(--rh-heading-color)">
          {format(total)}
        </text>
        <text x={c} y={c + 18} textAnchor="middle" fontSize={12} fill="var(--mantine-color-dimmed)">
          {totalLabel}
        </text>
      </svg>
      <Stack gap={8}>
        {slices.map((slice) => (
          <Group key={slice.key} gap="sm" wrap="nowrap">
            <LegendItem color={slice.color} label={slice.label} />
            <Text size="sm" fw={600}>
              {format(slice.value)}
            </Text>
            <Text size="xs" c="dimmed">
              <bdi>{total > 0 ? `${Math.round((slice.value / total) * 100)}%` : '0%'}</bdi>
            </Text>
          </Group>
        ))}
      </Stack>
    </Group>
  );
}

/** Horizontal bars, one per item, longest = largest value. */
export function BarChart({
  items,
  label,
  format = String,
  testId = 'bar',
}: {
  items: readonly ChartSlice[];
  label: string;
  format?: (value: number) => string;
  testId?: string;
}) {
  const widths = barShares(items.map((item) => item.value));
  return (
    <Stack gap={10} component="ul" role="figure" aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {items.map((item, i) => (
        <li key={item.key} data-testid={testId} data-key={item.key}>
          <Group gap="sm" wrap="nowrap">
            <Tooltip label={item.label} openDelay={400}>
              <Text size="sm" w={150} truncate>
                {item.label}
              </Text>
            </Tooltip>
            <Box style={{ flex: 1 }} h={20} className={surfaces.track} aria-hidden>
              <Box
                h="100%"
                style={{
                  width: `${widths[i] ?? 0}%`,
                  minWidth: item.value > 0 ? 4 : 0,
                  background: item.color,
                  borderRadius: 4,
                  transition: 'width 300ms ease',
                }}
              />
            </Box>
            <Text size="sm" fw={600} miw={56} ta="end">
              <bdi>{format(item.value)}</bdi>
            </Text>
          </Group>
        </li>
      ))}
    </Stack>
  );
}

export type TrendSeries = {
  key: string;
  label: string;
  color: string;
  values: readonly number[];
  /** Filled below the line. */
  area?: boolean;
  dashed?: boolean;
};

const W = 640;
const H = 220;
const PAD = { left: 56, right: 28, top: 12, bottom: 28 };

/** Lines (or areas) over the months (or days), a shared y axis from 0, x labels below. */
export function TrendChart({
  months,
  series,
  label,
  format = String,
  maxLabels = Infinity,
}: {
  /** The x axis' labels, oldest first. */
  months: readonly string[];
  series: readonly TrendSeries[];
  label: string;
  format?: (value: number) => string;
  /** At most this many x labels (a long axis shows every n-th, always the last). */
  maxLabels?: number;
}) {
  const n = months.length;
  const { lo, hi, ticks } = axisRange(series.flatMap((s) => s.values));
  const x = (i: number) => PAD.left + (n <= 1 ? 0.5 : i / (n - 1)) * (W - PAD.left - PAD.right);
  const y = (value: number) => PAD.top + (1 - (value - lo) / (hi - lo)) * (H - PAD.top - PAD.bottom);
  const line = (values: readonly number[]) => values.map((v, i) => `${i === 0 ? 'M' : 'L'}${x(i)},${y(v)}`).join(' ');
  return (
    <Box role="figure" aria-label={label} data-testid="trend-chart">
      <Group gap="md" mb={6} justify="flex-end">
        {series.map((s) => (
          <LegendItem key={s.key} color={s.color} label={s.label} dashed={s.dashed} />
        ))}
      </Group>
      <svg viewBox={`0 0 ${W} ${H}`} width="100%" aria-hidden style={{ display: 'block', direction: 'ltr' }}>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(tick)} y2={y(tick)} stroke="var(--mantine-color-default-border)" strokeDasharray="3 3" />
            <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" fontSize={11} fill="var(--mantine-color-dimmed)">
              {format(tick)}
            </text>
          </g>
        ))}
        {months.map((month, i) =>
          showsLabel(i, n, maxLabels) ? (
            <text key={month} x={x(i)} y={H - 8} textAnchor="middle" fontSize={11} fill="var(--mantine-color-dimmed)">
              {month}
            </text>
          ) : null,
        )}
        {series.map((s) =>
          s.values.length === 0 ? null : (
            <g key={s.key} data-testid="trend-series" data-series={s.key}>
              {s.area ? (
                <path
                  d={`${line(s.values)} L${x(s.values.length - 1)},${y(0)} L${x(0)},${y(0)} Z`}
                  fill={s.color}
                  fillOpacity={0.15}
                />
              ) : null}
              <path
                d={line(s.values)}
                fill="none"
                stroke={s.color}
                strokeWidth={2.5}
                strokeDasharray={s.dashed ? '6 4' : undefined}
              />
              {s.values.map((v, i) => (
                <circle key={i} cx={x(i)} cy={y(v)} r={3} fill={s.color}>
                  <title>{`${months[i] ?? ''}: ${format(v)}`}</title>
                </circle>
              ))}
            </g>
          ),
        )}
      </svg>
    </Box>
  );
}
