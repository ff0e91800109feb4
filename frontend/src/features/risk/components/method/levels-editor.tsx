// One axis of a matrix: how many levels (within the allowed range) and the
// label of each, lowest first.
import { ActionIcon, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { resize } from './bands';

type Props = {
  label: string;
  labels: readonly string[];
  range: { min: number; max: number };
  onChange: (labels: string[]) => void;
  /** Problems by index, and for the list as a whole. */
  errorAt: (index: number) => string | undefined;
  error?: string;
};

export function LevelsEditor({ label, labels, range, onChange, errorAt, error }: Props) {
  const { t } = useTranslation();
  const size = labels.length;
  const setSize = (next: number) =>
    onChange(resize(labels, Math.min(range.max, Math.max(range.min, next)), (i) => t('riskMethod.levelN', { n: i + 1 })));
  return (
    <Stack gap="xs" data-testid={`levels-${label}`}>
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600} size="sm">
          {label}
        </Text>
        <Group gap={6} wrap="nowrap">
          <Tooltip label={t('riskMethod.fewerLevels')}>
            <ActionIcon
              variant="default"
              size="sm"
              aria-label={t('riskMethod.fewerLevelsOf', { axis: label })}
              disabled={size <= range.min}
              onClick={() => setSize(size - 1)}
            >
              <IconMinus size={14} />
            </ActionIcon>
          </Tooltip>
          <Text size="sm" fw={600} w={24} ta="center" aria-live="polite" data-testid="level-count">
            {size}
          </Text>
          <Tooltip label={t('riskMethod.moreLevels')}>
            <ActionIcon
              variant="default"
              size="sm"
              aria-label={t('riskMethod.moreLevelsOf', { axis: label })}
              disabled={size >= range.max}
              onClick={() => setSize(size + 1)}
            >
              <IconPlus size={14} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
      <Text size="xs" c="dimmed">
        {t('riskMethod.levelsHint', { min: range.min, max: range.max })}
      </Text>
      {labels.map((value, i) => (
        <TextInput
          key={i}
          size="sm"
          aria-label={t('riskMethod.levelLabel', { axis: label, n: i + 1 })}
          leftSection={
            <Text size="xs" fw={700} c="dimmed">
              {i + 1}
            </Text>
          }
          value={value}
          error={errorAt(i)}
          onChange={(event) => {
            const next = [...labels];
            next[i] = event.currentTarget.value;
            onChange(next);
          }}
        />
      ))}
      {error ? (
        <Text size="xs" c="danger" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
