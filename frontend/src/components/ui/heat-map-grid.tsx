// A heat map: a grid of coloured cells, x levels left to right, y levels with
// the highest at the top, each cell showing its count (or any value). Clicking
// a cell that holds items lists them below the grid, each a link when
// `itemHref` is given. Shared by the risk reports and the dashboard. Axis
// codes ("likelihood") and the default method's level names show in the
// user's language.
import { Anchor, Box, CloseButton, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { readableTextOn } from '@/config/theme';
import { methodAxisLabel, methodLevelLabeler, ratingLabel as ratingText } from '@/lib/method-labels';
import surfaces from './surfaces.module.css';

export type HeatMapGridItem = { id: string; reference: string; title: string };

export type HeatMapGridCell = {
  /** Column, 1-based (left to right). */
  x: number;
  /** Row, 1-based (bottom to top). */
  y: number;
  score: number;
  rating: string;
  color: string;
  count: number;
  items?: HeatMapGridItem[];
};

export type HeatMapGridData = {
  x_labels: string[];
  y_labels: string[];
  x_axis: string;
  y_axis: string;
  cells: HeatMapGridCell[];
};

type HeatMapGridProps = {
  map: HeatMapGridData;
  /** What a cell shows; its count by default. */
  cellValue?: (cell: HeatMapGridCell) => ReactNode;
  /** The address of an item; without it items are listed as plain text. */
  itemHref?: (item: HeatMapGridItem) => string;
  /** Lets cells be clicked to list their items (default true). */
  interactive?: boolean;
  /** Smaller cells, for the dashboard. */
  compact?: boolean;
  /** A translated rating name for the cell labels (default: the default bands' names translated). */
  ratingLabel?: (rating: string) => string;
};

/** The rows top to bottom (highest y first), each with its cells left to right; gaps are null. */
function gridRows(map: Pick<HeatMapGridData, 'x_labels' | 'y_labels' | 'cells'>): {
  y: number;
  cells: { x: number; cell: HeatMapGridCell | null }[];
}[] {
  const at = new Map(map.cells.map((cell) => [`${cell.x}:${cell.y}`, cell]));
  const width = map.x_labels.length;
  return Array.from({ length: map.y_labels.length }, (_, i) => {
    const y = map.y_labels.length - i;
    return {
      y,
      cells: Array.from({ length: width }, (_, j) => ({ x: j + 1, cell: at.get(`${j + 1}:${y}`) ?? null })),
    };
  });
}

export function HeatMapGrid({
  map: given,
  cellValue = (cell) => cell.count,
  itemHref,
  interactive = true,
  compact = false,
  ratingLabel,
}: HeatMapGridProps) {
  const { t } = useTranslation();
  const rating = ratingLabel ?? ((name: string) => ratingText(t, name));
  const level = methodLevelLabeler(t);
  const map: HeatMapGridData = {
    ...given,
    x_axis: methodAxisLabel(t, given.x_axis),
    y_axis: methodAxisLabel(t, given.y_axis),
    x_labels: given.x_labels.map(level),
    y_labels: given.y_labels.map(level),
  };
  const [picked, setPicked] = useState<{ x: number; y: number } | null>(null);
  const rows = gridRows(map);
  const selected = picked ? (map.cells.find((cell) => cell.x === picked.x && cell.y === picked.y) ?? null) : null;
  const size = compact ? 40 : 52;
  const columns = `auto repeat(${map.x_labels.length}, minmax(${size - 8}px, 1fr))`;
  const label = (cell: HeatMapGridCell) =>
    t('reports.heatMap.cellLabel', {
      y: map.y_labels[cell.y - 1] ?? cell.y,
      x: map.x_labels[cell.x - 1] ?? cell.x,
      count: cell.count,
      rating: rating(cell.rating),
    });

  return (
    <Stack gap="sm">
      <Group gap={6} wrap="nowrap" align="stretch">
        {map.y_axis ? (
          <Box style={{ display: 'flex', alignItems: 'center' }}>
            <Text
              size="xs"
              fw={600}
              c="dimmed"
              tt="uppercase"
              style={{ writingMode: 'vertical-rl', transform: 'rotate(180deg)', whiteSpace: 'nowrap' }}
            >
              {map.y_axis}
            </Text>
          </Box>
        ) : null}
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Box
            role="table"
            aria-label={t('reports.heatMap.gridLabel', { x: map.x_axis, y: map.y_axis })}
            style={{ display: 'grid', gridTemplateColumns: columns, gap: 4 }}
          >
            {rows.map((row) => (
              <Box key={row.y} role="row" style={{ display: 'contents' }} data-y={row.y}>
                <Text
                  role="rowheader"
                  size="xs"
                  c="dimmed"
                  ta="end"
                  pe={4}
                  style={{ alignSelf: 'center', lineHeight: 1.2, maxWidth: compact ? 90 : 130 }}
                >
                  {map.y_labels[row.y - 1]}
                </Text>
                {row.cells.map(({ x, cell }) => {
                  if (!cell) {
                    return (
                      <Box
                        key={x}
                        role="cell"
                        h={size}
                        className={surfaces.track}
                        style={{ borderRadius: 6 }}
                        data-x={x}
                        data-y={row.y}
                      />
                    );
                  }
                  const active = picked?.x === cell.x && picked?.y === cell.y;
                  const clickable = interactive && cell.count > 0;
                  return (
                    <Box key={x} role="cell" data-x={cell.x} data-y={cell.y} data-testid="heat-cell">
                      <UnstyledButton
                        w="100%"
                        h={size}
                        disabled={!clickable}
                        aria-label={label(cell)}
                        aria-pressed={clickable ? active : undefined}
                        title={`${rating(cell.rating)} · ${cell.score}`}
                        onClick={() => setPicked(active ? null : { x: cell.x, y: cell.y })}
                        style={{
                          borderRadius: 6,
                          background: cell.color,
                          color: readableTextOn(cell.color),
                          opacity: cell.count > 0 || !interactive ? 1 : 0.45,
                          display: 'flex',
                          alignItems: 'center',
                          justifyContent: 'center',
                          fontWeight: 700,
                          fontSize: compact ? 14 : 16,
                          cursor: clickable ? 'pointer' : 'default',
                          outline: active ? '3px solid var(--mantine-color-primary-6)' : undefined,
                          outlineOffset: 2,
                          transition: 'transform 120ms ease',
                        }}
                      >
                        {cellValue(cell)}
                      </UnstyledButton>
                    </Box>
                  );
                })}
              </Box>
            ))}
            <Box role="row" style={{ display: 'contents' }}>
              <span role="cell" />
              {map.x_labels.map((name, i) => (
                <Text
                  key={i}
                  role="columnheader"
                  fz={10}
                  c="dimmed"
                  ta="center"
                  // Whole words only: a narrow column lets its label spill
                  // into the gap rather than split "Possible" in two.
                  style={{ lineHeight: 1.2, overflowWrap: 'normal', wordBreak: 'keep-all', minWidth: 0, marginInline: -2 }}
                >
                  {name}
                </Text>
              ))}
            </Box>
          </Box>
          {map.x_axis ? (
            <Text size="xs" fw={600} c="dimmed" tt="uppercase" ta="center" mt={6}>
              {map.x_axis}
            </Text>
          ) : null}
        </Box>
      </Group>
      {selected ? (
        <Paper withBorder p="sm" radius="md" data-testid="heat-cell-items">
          <Group justify="space-between" wrap="nowrap" mb={6}>
            <Text size="sm" fw={600}>
              {t('reports.heatMap.itemsTitle', {
                y: map.y_labels[selected.y - 1] ?? selected.y,
                x: map.x_labels[selected.x - 1] ?? selected.x,
                count: selected.count,
              })}
            </Text>
            <CloseButton size="sm" aria-label={t('reports.heatMap.closeItems')} onClick={() => setPicked(null)} />
          </Group>
          {(selected.items ?? []).length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('reports.heatMap.noItems')}
            </Text>
          ) : (
            <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {(selected.items ?? []).map((item) => (
                <li key={item.id}>
                  <Group gap={8} wrap="nowrap">
                    <Text size="xs" ff="monospace" c="dimmed" style={{ flex: 'none' }}>
                      {item.reference}
                    </Text>
                    {itemHref ? (
                      <Anchor component={Link} to={itemHref(item)} size="sm" truncate>
                        {item.title}
                      </Anchor>
                    ) : (
                      <Text size="sm" truncate>
                        {item.title}
                      </Text>
                    )}
                  </Group>
                </li>
              ))}
            </Stack>
          )}
          {(selected.items ?? []).length < selected.count ? (
            <Text size="xs" c="dimmed" mt={4}>
              {t('reports.heatMap.more', { count: selected.count - (selected.items ?? []).length })}
            </Text>
          ) : null}
        </Paper>
      ) : null}
    </Stack>
  );
}
