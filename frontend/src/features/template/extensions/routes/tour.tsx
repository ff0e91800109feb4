// /extensions/tour: a driver.js guided tour over this page's own elements:
// steps with next / previous / close, a progress count, texts in the page's
// language, a popover themed with Mantine's colours (light and dark).
import 'driver.js/dist/driver.css';
import { Avatar, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import { IconChartBar, IconFlag, IconPlayerPlay, IconSearch, IconShieldCheck, IconUsers } from '@tabler/icons-react';
import { driver, type Driver } from 'driver.js';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExampleCard, ExampleGrid, TemplatePage } from '../../components/example-card';
import classes from '../components/tour.module.css';

const STEPS = ['start', 'search', 'stats', 'team', 'finish'] as const;

export function TourPage() {
  const { t } = useTranslation('template-extensions');
  const tour = useRef<Driver | null>(null);
  const [finished, setFinished] = useState(0);

  useEffect(() => () => tour.current?.destroy(), []);

  const start = (fromStep = 0) => {
    tour.current?.destroy();
    const instance = driver({
      showProgress: true,
      animate: true,
      allowClose: true,
      overlayOpacity: 0.55,
      stagePadding: 6,
      stageRadius: 8,
      popoverClass: classes.popover,
      nextBtnText: t('tour.next'),
      prevBtnText: t('tour.previous'),
      doneBtnText: t('tour.done'),
      progressText: t('tour.progress', { current: '{{current}}', total: '{{total}}' }),
      // Counted when the user closes it (Escape, ×, overlay, Done). driver.js
      // skips onDestroyed when it closes mid-transition, so count here and
      // destroy ourselves; a restart or leaving the page does not count.
      onDestroyStarted: () => {
        setFinished((count) => count + 1);
        instance.destroy();
      },
      steps: STEPS.map((step) => ({
        element: `[data-tour="${step}"]`,
        popover: { title: t(`tour.steps.${step}.title`), description: t(`tour.steps.${step}.text`) },
      })),
    });
    tour.current = instance;
    instance.drive(fromStep);
  };

  return (
    <TemplatePage route="tplTour" description={t('tour.description')}>
      <ExampleGrid>
        <ExampleCard title={t('tour.startTitle')} description={t('tour.startHint')}>
          <Stack gap="md" align="flex-start">
            <Group data-tour="start" gap="sm">
              <Button leftSection={<IconPlayerPlay size={16} />} onClick={() => start()} data-testid="tour-start">
                {t('tour.start')}
              </Button>
              <Button variant="light" onClick={() => start(2)}>
                {t('tour.startAtStats')}
              </Button>
            </Group>
            <Text size="sm" c="dimmed">
              {t('tour.finished', { count: finished })}
            </Text>
          </Stack>
        </ExampleCard>
        <ExampleCard title={t('tour.searchTitle')} description={t('tour.searchHint')}>
          <TextInput data-tour="search" leftSection={<IconSearch size={16} />} placeholder={t('tour.searchPlaceholder')} aria-label={t('tour.searchTitle')} />
        </ExampleCard>
      </ExampleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" mt="lg" data-tour="stats">
        {(
          [
            ['risks', IconFlag, 'danger', 128],
            ['controls', IconShieldCheck, 'success', 342],
            ['reports', IconChartBar, 'info', 57],
          ] as const
        ).map(([key, Icon, color, value]) => (
          <Paper key={key} withBorder radius="md" p="lg">
            <Group justify="space-between">
              <div>
                <Text size="xl" fw={700}>
                  {value}
                </Text>
                <Text size="sm" c="dimmed">
                  {t(`tour.stats.${key}`)}
                </Text>
              </div>
              <ThemeIcon size={44} radius="xl" variant="light" color={color}>
                <Icon size={22} />
              </ThemeIcon>
            </Group>
          </Paper>
        ))}
      </SimpleGrid>
      <ExampleGrid>
        <div style={{ marginTop: 'var(--mantine-spacing-lg)' }} data-tour="team">
          <ExampleCard title={t('tour.teamTitle')} description={t('tour.teamHint')}>
            <Group gap="sm">
              <Avatar.Group>
                {['Amelia Becker', 'Lukas Weber', 'Chloé Martin', 'João Silva'].map((person) => (
                  <Avatar key={person} name={person} color="initials" radius="xl" />
                ))}
              </Avatar.Group>
              <IconUsers size={18} color="var(--mantine-color-dimmed)" />
              <Text size="sm">{t('tour.teamCount', { count: 4 })}</Text>
            </Group>
          </ExampleCard>
        </div>
        <div style={{ marginTop: 'var(--mantine-spacing-lg)' }} data-tour="finish">
          <ExampleCard title={t('tour.finishTitle')} description={t('tour.finishHint')}>
            <Group gap="xs">
              {STEPS.map((step, index) => (
                <Badge key={step} variant="light" style={{ cursor: 'pointer' }} onClick={() => start(index)}>
                  {index + 1}. {t(`tour.steps.${step}.title`)}
                </Badge>
              ))}
            </Group>
          </ExampleCard>
        </div>
      </ExampleGrid>
    </TemplatePage>
  );
}
