// The bands of a score scale: each a name, the lowest score it covers and a
// colour (control bands also how many steps they take off the net risk),
// ascending from 1; add and remove bands.
import { ActionIcon, Button, ColorInput, NumberInput, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ScoreBand } from '../../api/types';

const SWATCHES = ['#28C76F', '#1E7B4B', '#F5C518', '#FF9F43', '#EA5455', '#8B1E1E', '#7367F0', '#00CFE8'];

type Props = {
  /** Names the table for assistive technology. */
  label: string;
  bands: readonly ScoreBand[];
  maxScore: number;
  withSteps?: boolean;
  onChange: (bands: ScoreBand[]) => void;
  errorAt: (index: number, field: 'name' | 'min_score' | 'color') => string | undefined;
  error?: string;
};

export function BandsEditor({ label, bands, maxScore, withSteps = false, onChange, errorAt, error }: Props) {
  const { t } = useTranslation();
  const set = (index: number, patch: Partial<ScoreBand>) =>
    onChange(bands.map((band, i) => (i === index ? { ...band, ...patch } : band)));
  const add = () => {
    const last = bands[bands.length - 1];
    const min = Math.min(maxScore, (last?.min_score ?? 0) + 1);
    onChange([...bands, { name: '', min_score: min, color: '#7367F0', reduction_steps: 0 }]);
  };
  return (
    <>
      <Table.ScrollContainer minWidth={withSteps ? 620 : 520}>
        <Table verticalSpacing={6} horizontalSpacing="xs" aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('riskMethod.bands.name')}</Table.Th>
              <Table.Th w={120}>{t('riskMethod.bands.minScore')}</Table.Th>
              <Table.Th w={170}>{t('riskMethod.bands.colour')}</Table.Th>
              {withSteps ? <Table.Th w={120}>{t('riskMethod.bands.steps')}</Table.Th> : null}
              <Table.Th w={44} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {bands.map((band, i) => (
              <Table.Tr key={i} data-testid="band-row">
                <Table.Td>
                  <TextInput
                    size="sm"
                    aria-label={t('riskMethod.bands.nameOf', { scale: label, n: i + 1 })}
                    value={band.name}
                    error={errorAt(i, 'name')}
                    onChange={(event) => set(i, { name: event.currentTarget.value })}
                  />
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    size="sm"
                    aria-label={t('riskMethod.bands.minScoreOf', { scale: label, n: i + 1 })}
                    value={band.min_score}
                    min={1}
                    max={maxScore}
                    allowDecimal={false}
                    allowNegative={false}
                    error={errorAt(i, 'min_score')}
                    onChange={(value) => set(i, { min_score: typeof value === 'number' ? value : Number(value) || 0 })}
                  />
                </Table.Td>
                <Table.Td>
                  <ColorInput
                    size="sm"
                    aria-label={t('riskMethod.bands.colourOf', { scale: label, n: i + 1 })}
                    value={band.color}
                    format="hex"
                    swatches={SWATCHES}
                    error={errorAt(i, 'color')}
                    onChange={(value) => set(i, { color: value })}
                  />
                </Table.Td>
                {withSteps ? (
                  <Table.Td>
                    <NumberInput
                      size="sm"
                      aria-label={t('riskMethod.bands.stepsOf', { scale: label, n: i + 1 })}
                      value={band.reduction_steps}
                      min={0}
                      max={5}
                      allowDecimal={false}
                      allowNegative={false}
                      onChange={(value) =>
                        set(i, { reduction_steps: typeof value === 'number' ? value : Number(value) || 0 })
                      }
                    />
                  </Table.Td>
                ) : null}
                <Table.Td>
                  <Tooltip label={t('riskMethod.bands.remove')}>
                    <ActionIcon
                      variant="subtle"
                      color="danger"
                      aria-label={t('riskMethod.bands.removeNamed', { name: band.name || i + 1 })}
                      disabled={bands.length <= 1}
                      onClick={() => onChange(bands.filter((_, j) => j !== i))}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Tooltip>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {error ? (
        <Text size="xs" c="danger" role="alert" mt={4}>
          {error}
        </Text>
      ) : null}
      <Button variant="subtle" size="compact-sm" leftSection={<IconPlus size={14} />} onClick={add} mt="xs" disabled={bands.length >= 8}>
        {t('riskMethod.bands.add')}
      </Button>
    </>
  );
}
