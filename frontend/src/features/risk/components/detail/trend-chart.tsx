// Net and gross score over time (one point per assessment), drawn as SVG on
// the method's rating bands. The assessment table beside it carries the same
// figures for screen readers.
import { Box, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import surfaces from '@/components/ui/surfaces.module.css';
import { formatDate } from '@/lib/format';
import type { Assessment, ScoreBand } from '../../api/types';
import { trendPoints } from '../../lib/trend';

type TrendChartProps = {
  assessments: readonly Assessment[];
  bands: readonly ScoreBand[];
  maxScore: number;
};

const W = 640;
const H = 220;
const PAD = { left: 36, right: 16, top: 12, bottom: 28 };
const NET = 'var(--mantine-color-primary-6)';
const GROSS = 'var(--mantine-color-gray-6)';

export function TrendChart({ assessments, bands, maxScore }: TrendChartProps) {
  const { t, i18n } = useTranslation();
  const points = trendPoints(assessments);
  const max = Math.max(1, maxScore, ...points.map((p) => Math.max(p.gross, p.net)));
  const x = (fraction: number) => PAD.left + fraction * (W - PAD.left - PAD.right);
  const y = (score: number) => PAD.top + (1 - score / max) * (H - PAD.top - PAD.bottom);
  const path = (key: 'gross' | 'net') => points.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(p.x)},${y(p[key])}`).join(' ');
  const first = points[0];
  const last = points[points.length - 1];
  const summary =
    first && last
      ? t('risk.detail.trend.summary', {
          count: points.length,
          from: first.net,
          to: last.net,
          start: formatDate(first.at, i18n.language),
          end: formatDate(last.at, i18n.language),
        })
      : t('risk.detail.trend.none');

  return (
    <Box>
      <Group gap="md" mb={6} justify="flex-end">
        <Group gap={6}>
          <Box w={18} h={3} bg={NET} style={{ borderRadius: 2 }} />
          <Text size="xs" c="dimmed">
            {t('risk.detail.trend.net')}
          </Text>
        </Group>
        <Group gap={6}>
          <Box w={18} h={0} style={{ borderTop: `2px dashed ${GROSS}` }} />
          <Text size="xs" c="dimmed">
            {t('risk.detail.trend.gross')}
          </Text>
        </Group>
      </Group>
      <svg viewBox={`0 0 ${W} ${H}`} width="100%" role="img" aria-label={summary} style={{ display: 'block', direction: 'ltr' }}>
        {bands.map((band, i) => {
          const top = bands[i + 1]?.min_score ?? max + 1;
          const from = Math.min(max, Math.max(0, band.min_score - 0.5));
          const to = Math.min(max, top - 0.5);
          if (to <= from) return null;
          return (
            <rect
              key={band.name}
              x={PAD.left}
              width={W - PAD.left - PAD.right}
              y={y(to)}
              height={y(from) - y(to)}
              fill={band.color}
              opacity={0.09}
            />
          );
        })}
        {[0, Math.round(max / 2), max].map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(tick)} y2={y(tick)} className={surfaces.gridLine} strokeWidth={1} />
            <text x={PAD.left - 8} y={y(tick) + 4} textAnchor="end" fontSize={11} fill="var(--mantine-color-dimmed)">
              {tick}
            </text>
          </g>
        ))}
        {points.length > 1 ? (
          <>
            <path d={path('gross')} fill="none" stroke={GROSS} strokeWidth={2} strokeDasharray="6 4" />
            <path d={path('net')} fill="none" stroke={NET} strokeWidth={2.5} />
          </>
        ) : null}
        {points.map((p, i) => (
          <g key={`${p.at}-${i}`}>
            <circle cx={x(p.x)} cy={y(p.gross)} r={3.5} fill="var(--mantine-color-body)" stroke={GROSS} strokeWidth={2}>
              <title>{`${formatDate(p.at, i18n.language)} · ${t('risk.detail.trend.gross')} ${p.gross}`}</title>
            </circle>
            <circle cx={x(p.x)} cy={y(p.net)} r={4.5} fill={NET} stroke="var(--mantine-color-body)" strokeWidth={1.5}>
              <title>{`${formatDate(p.at, i18n.language)} · ${t('risk.detail.trend.net')} ${p.net}`}</title>
            </circle>
          </g>
        ))}
        {first ? (
          <text x={x(first.x)} y={H - 8} textAnchor={points.length > 1 ? 'start' : 'middle'} fontSize={11} fill="var(--mantine-color-dimmed)">
            {formatDate(first.at, i18n.language)}
          </text>
        ) : null}
        {last && points.length > 1 ? (
          <text x={x(last.x)} y={H - 8} textAnchor="end" fontSize={11} fill="var(--mantine-color-dimmed)">
            {formatDate(last.at, i18n.language)}
          </text>
        ) : null}
      </svg>
      {points.length < 2 ? (
        <Text size="xs" c="dimmed" ta="center" mt={4}>
          {t('risk.detail.trend.needMore')}
        </Text>
      ) : null}
    </Box>
  );
}
