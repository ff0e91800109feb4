// The likelihood x impact matrix of the risk method: sized and labelled by
// the method, each cell in its rating band's colour. With `onPick` it is a
// picker (a radio group: click a cell, or move with the arrow keys); without,
// a small read-only map with a marker at the risk's position.
import { Box, Group, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { methodLevelLabel } from '@/lib/method-labels';
import surfaces from '@/components/ui/surfaces.module.css';
import type { RiskMethod } from '../../api/types';
import { readableOn } from '../look';
import { rateRisk } from '../../lib/net-rating';

type Position = { likelihood: number; impact: number };

type RiskMatrixProps = {
  method: Pick<RiskMethod, 'likelihood_labels' | 'impact_labels' | 'risk_bands'>;
  value: Position | null;
  onPick?: (likelihood: number, impact: number) => void;
  /** Cells beyond these are disabled (an override may not exceed gross). */
  max?: Position;
  /** A second, hollow marker (e.g. the gross position on a net map). */
  ghost?: Position | null;
  /** Accessible name of the matrix. */
  label: string;
  size?: 'md' | 'sm';
  /** Id of the first focusable cell (to jump to the field). */
  id?: string;
  invalid?: boolean;
};

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

export function RiskMatrix({ method, value, onPick, max, ghost, label, size = 'md', id, invalid }: RiskMatrixProps) {
  const { t } = useTranslation();
  const cells = useRef(new Map<string, HTMLButtonElement>());
  const width = method.likelihood_labels.length;
  const height = method.impact_labels.length;
  const small = size === 'sm';
  const interactive = Boolean(onPick);
  const maxL = max?.likelihood ?? width;
  const maxI = max?.impact ?? height;

  const describe = (likelihood: number, impact: number) => {
    const rating = rateRisk(method, likelihood, impact);
    return t('risk.matrix.cell', {
      likelihood,
      likelihoodLabel: methodLevelLabel(t, method.likelihood_labels[likelihood - 1] ?? ''),
      impact,
      impactLabel: methodLevelLabel(t, method.impact_labels[impact - 1] ?? ''),
      rating: t(`ratings.${rating.rating}`, { defaultValue: rating.rating }),
      score: rating.score,
    });
  };

  const move = (event: KeyboardEvent, likelihood: number, impact: number) => {
    const delta: Record<string, [number, number]> = {
      ArrowRight: [1, 0],
      ArrowLeft: [-1, 0],
      ArrowUp: [0, 1],
      ArrowDown: [0, -1],
    };
    const step = delta[event.key];
    if (!step || !onPick) return;
    event.preventDefault();
    const l = Math.min(maxL, Math.max(1, likelihood + step[0]));
    const i = Math.min(maxI, Math.max(1, impact + step[1]));
    onPick(l, i);
    cells.current.get(`${l}:${i}`)?.focus();
  };

  // The cell that takes Tab focus: the picked one, else the first.
  const focusable = value && value.likelihood <= maxL && value.impact <= maxI ? value : { likelihood: 1, impact: 1 };
  const cellSize = small ? 22 : 54;

  const grid = (
    <Box
      role={interactive ? 'radiogroup' : 'img'}
      aria-label={interactive ? label : value ? `${label}: ${describe(value.likelihood, value.impact)}` : label}
      aria-invalid={invalid || undefined}
      style={{
        display: 'grid',
        gridTemplateColumns: small ? `repeat(${width}, ${cellSize}px)` : `minmax(70px, auto) repeat(${width}, minmax(${cellSize}px, 1fr))`,
        gap: small ? 2 : 4,
        outline: invalid ? '2px solid var(--mantine-color-danger-6)' : undefined,
        outlineOffset: 4,
        borderRadius: 8,
      }}
    >
      {range(height)
        .reverse()
        .map((impact) => [
          small ? null : (
            <Text key={`y${impact}`} size="xs" c="dimmed" ta="end" pe={6} style={{ alignSelf: 'center', lineHeight: 1.2 }}>
              {methodLevelLabel(t, method.impact_labels[impact - 1] ?? '')}
            </Text>
          ),
          ...range(width).map((likelihood) => {
            const rating = rateRisk(method, likelihood, impact);
            const picked = value?.likelihood === likelihood && value.impact === impact;
            const ghosted = !picked && ghost?.likelihood === likelihood && ghost.impact === impact;
            const disabled = likelihood > maxL || impact > maxI;
            const style = {
              height: cellSize,
              minWidth: cellSize,
              borderRadius: small ? 3 : 6,
              background: rating.color,
              color: readableOn(rating.color),
              opacity: disabled ? 0.25 : value && !picked && !small ? 0.72 : 1,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              fontSize: small ? 10 : 13,
              fontWeight: 600,
              boxShadow: picked
                ? '0 0 0 3px #fff inset, 0 0 0 2px var(--mantine-color-dark-6)'
                : ghosted
                  ? '0 0 0 2px #fff inset'
                  : undefined,
              transition: 'opacity 120ms ease',
            } as const;
            const key = `${likelihood}:${impact}`;
            if (!interactive) {
              return (
                <Box key={key} style={style} data-picked={picked || undefined}>
                  {picked ? <Box w={8} h={8} bg="#fff" style={{ borderRadius: '50%', boxShadow: '0 0 0 2px #000' }} /> : null}
                  {ghosted ? <Box w={8} h={8} style={{ borderRadius: '50%', border: '2px solid #fff' }} /> : null}
                </Box>
              );
            }
            const isFocusable = focusable.likelihood === likelihood && focusable.impact === impact;
            return (
              <Tooltip key={key} label={describe(likelihood, impact)} openDelay={400} withinPortal>
                <UnstyledButton
                  ref={(node) => {
                    if (node) cells.current.set(key, node);
                    else cells.current.delete(key);
                  }}
                  id={isFocusable ? id : undefined}
                  role="radio"
                  aria-checked={picked}
                  aria-label={describe(likelihood, impact)}
                  disabled={disabled}
                  tabIndex={isFocusable ? 0 : -1}
                  onClick={() => onPick?.(likelihood, impact)}
                  onKeyDown={(event) => move(event, likelihood, impact)}
                  data-cell={key}
                  style={style}
                >
                  {picked ? <IconCheck size={20} stroke={3} aria-hidden /> : rating.score}
                </UnstyledButton>
              </Tooltip>
            );
          }),
        ])}
      {small
        ? null
        : [
            <span key="corner" />,
            ...range(width).map((likelihood) => (
              <Text key={`x${likelihood}`} size="xs" c="dimmed" ta="center" style={{ lineHeight: 1.2 }}>
                {methodLevelLabel(t, method.likelihood_labels[likelihood - 1] ?? '')}
              </Text>
            )),
          ]}
    </Box>
  );

  if (small) {
    return (
      <Stack gap={4} align="flex-start">
        <Group gap={6} wrap="nowrap" align="stretch">
          <Text size="10px" c="dimmed" style={{ writingMode: 'vertical-rl', transform: 'rotate(180deg)', textAlign: 'center' }}>
            {t('risk.matrix.impact')}
          </Text>
          {grid}
        </Group>
        <Text size="10px" c="dimmed" ps={18}>
          {t('risk.matrix.likelihood')} <span className={surfaces.directional}>→</span>
        </Text>
      </Stack>
    );
  }

  return (
    <Stack gap={6}>
      <Group gap={6} wrap="nowrap" align="stretch">
        <Text
          size="xs"
          fw={600}
          c="dimmed"
          tt="uppercase"
          // Upward in both directions: the vertical axis is not mirrored in RTL.
          style={{ writingMode: 'vertical-rl', transform: 'rotate(180deg)', textAlign: 'center', direction: 'ltr' }}
        >
          {t('risk.matrix.impact')} →
        </Text>
        <Box style={{ flex: 1, minWidth: 0, overflowX: 'auto' }}>{grid}</Box>
      </Group>
      <Text size="xs" fw={600} c="dimmed" tt="uppercase" ta="center">
        {t('risk.matrix.likelihood')} <span className={surfaces.directional}>→</span>
      </Text>
    </Stack>
  );
}
