// /components/progress: bars in colours and sizes, striped and animated,
// labelled, several sections (Progress.Root), RingProgress,
// SemiCircleProgress, and a live bar with start / pause / reset.
import { Button, Group, Progress, RingProgress, SemiCircleProgress, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay, IconRefresh } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExampleCard, ExampleGrid, TemplatePage } from '../../components/example-card';
import { colorLabel } from '../components/color-label';
import { advance, SIZES, THEME_COLORS } from '../lib/demo';

const TICK_MS = 400;
const STEP = 10;

const STORAGE = [
  { key: 'documents', value: 32, color: 'primary' },
  { key: 'photos', value: 24, color: 'success' },
  { key: 'videos', value: 18, color: 'warning' },
  { key: 'other', value: 9, color: 'info' },
] as const;

export function ProgressPage() {
  const { t } = useTranslation('template-components');
  const [value, setValue] = useState(0);
  const [running, setRunning] = useState(false);

  /** Running until full: a full bar stops its timer without a state change. */
  const active = running && value < 100;

  useEffect(() => {
    if (!active) return undefined;
    const timer = window.setInterval(() => setValue((v) => advance(v, STEP)), TICK_MS);
    return () => window.clearInterval(timer);
  }, [active]);

  return (
    <TemplatePage route="tplProgress" description={t('progress.description')}>
      <ExampleGrid>
        <ExampleCard title={t('progress.colors.title')} description={t('progress.colors.description')}>
          <Stack gap="md">
            {THEME_COLORS.map((color, i) => (
              <Progress key={color} value={30 + i * 10} color={color} aria-label={colorLabel(t, color)} />
            ))}
          </Stack>
        </ExampleCard>

        <ExampleCard title={t('progress.sizes.title')} description={t('progress.sizes.description')}>
          <Stack gap="md">
            {SIZES.map((size, i) => (
              <Progress key={size} value={40 + i * 10} size={size} radius="xl" aria-label={t(`common.sizes.${size}`)} />
            ))}
          </Stack>
        </ExampleCard>

        <ExampleCard title={t('progress.striped.title')} description={t('progress.striped.description')}>
          <Stack gap="md">
            <Progress value={45} size="lg" striped color="success" aria-label={t('progress.striped.striped')} />
            <Progress value={65} size="lg" striped animated color="danger" aria-label={t('progress.striped.animated')} />
            <Progress value={80} size="lg" striped animated color="info" aria-label={t('progress.striped.animated')} />
          </Stack>
        </ExampleCard>

        <ExampleCard title={t('progress.labels.title')} description={t('progress.labels.description')}>
          <Stack gap="md">
            {[25, 50, 75, 100].map((v, i) => (
              <Progress.Root key={v} size={20}>
                <Progress.Section value={v} color={(['primary', 'success', 'warning', 'danger'] as const)[i]}>
                  <Progress.Label>{v}%</Progress.Label>
                </Progress.Section>
              </Progress.Root>
            ))}
          </Stack>
        </ExampleCard>

        <ExampleCard title={t('progress.multi.title')} description={t('progress.multi.description')}>
          <Progress.Root size={24}>
            {STORAGE.map((part) => (
              <Tooltip key={part.key} label={`${t(`progress.multi.${part.key}`)}: ${part.value} GB`} withArrow>
                <Progress.Section value={part.value} color={part.color}>
                  <Progress.Label>{t(`progress.multi.${part.key}`)}</Progress.Label>
                </Progress.Section>
              </Tooltip>
            ))}
          </Progress.Root>
          <Group gap="md" mt="md">
            {STORAGE.map((part) => (
              <Group key={part.key} gap={6}>
                <span style={{ width: 10, height: 10, borderRadius: 10, background: `var(--mantine-color-${part.color}-filled)` }} />
                <Text size="xs" c="dimmed">
                  {t(`progress.multi.${part.key}`)} · {part.value} GB
                </Text>
              </Group>
            ))}
          </Group>
        </ExampleCard>

        <ExampleCard title={t('progress.rings.title')} description={t('progress.rings.description')}>
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            <RingProgress size={110} thickness={10} roundCaps sections={[{ value: 68, color: 'primary' }]} label={<Text ta="center" fw={700}>68%</Text>} />
            <RingProgress
              size={110}
              thickness={10}
              sections={STORAGE.map((part) => ({ value: part.value, color: part.color, tooltip: t(`progress.multi.${part.key}`) }))}
              label={<Text ta="center" size="xs" c="dimmed">{t('progress.rings.used')}</Text>}
            />
            <SemiCircleProgress value={72} size={110} thickness={10} filledSegmentColor="success" label="72%" />
            <SemiCircleProgress value={35} size={110} thickness={10} filledSegmentColor="warning" label="35%" />
          </SimpleGrid>
        </ExampleCard>

        <ExampleCard title={t('progress.live.title')} description={t('progress.live.description')} testId="progress-live">
          <Stack gap="md">
            <Progress value={value} size="xl" radius="xl" striped={active} animated={active} color={value >= 100 ? 'success' : 'primary'} aria-label={t('progress.live.title')} transitionDuration={300} />
            <Group justify="space-between">
              <Text size="sm" fw={600} role="status" data-testid="progress-live-value">
                {value >= 100 ? t('progress.live.done') : t('progress.live.value', { value })}
              </Text>
              <Group gap="xs">
                <Button
                  size="xs"
                  leftSection={active ? <IconPlayerPause size={14} /> : <IconPlayerPlay size={14} />}
                  onClick={() => setRunning((r) => !r)}
                  disabled={value >= 100}
                >
                  {active ? t('progress.live.pause') : t('progress.live.start')}
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconRefresh size={14} />}
                  onClick={() => {
                    setRunning(false);
                    setValue(0);
                  }}
                >
                  {t('common.actions.reset')}
                </Button>
              </Group>
            </Group>
          </Stack>
        </ExampleCard>
      </ExampleGrid>
    </TemplatePage>
  );
}
