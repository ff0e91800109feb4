// /components/pills-component: pill-style navigation - SegmentedControl and
// pill tabs: default, filled, justified, vertical, with icons; the content
// below follows the chosen pill.
import { Center, Group, Paper, SegmentedControl, Stack, Tabs, Text } from '@mantine/core';
import { IconCalendarWeek, IconCalendarMonth, IconCalendarEvent, IconList, IconLayoutGrid, IconTable } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExampleCard, ExampleGrid, TemplatePage } from '../../components/example-card';

const PERIODS = ['day', 'week', 'month', 'year'] as const;

export function PillsPage() {
  const { t } = useTranslation('template-components');
  const [period, setPeriod] = useState<string>('week');
  const [view, setView] = useState<string>('list');
  const [filled, setFilled] = useState<string>('month');
  const periods = PERIODS.map((value) => ({ value, label: t(`pills.periods.${value}`) }));

  const icon = (Icon: typeof IconList, label: string) => (
    <Center style={{ gap: 8 }}>
      <Icon size={16} />
      <span>{label}</span>
    </Center>
  );

  return (
    <TemplatePage route="tplPills" description={t('pills.description')}>
      <ExampleGrid>
        <ExampleCard title={t('pills.basic.title')} description={t('pills.basic.description')} testId="pills-basic">
          <SegmentedControl data={periods} value={period} onChange={setPeriod} radius="xl" aria-label={t('pills.basic.title')} />
          <Paper withBorder p="md" mt="md" radius="md">
            <Text size="sm" role="status">
              {t(`pills.content.${period}`)}
            </Text>
          </Paper>
        </ExampleCard>

        <ExampleCard title={t('pills.filled.title')} description={t('pills.filled.description')}>
          <Stack gap="sm" align="flex-start">
            {(['primary', 'success', 'danger'] as const).map((color) => (
              <SegmentedControl key={color} data={periods} value={filled} onChange={setFilled} color={color} radius="xl" />
            ))}
          </Stack>
          <Text size="sm" c="dimmed" mt="sm">
            {t(`pills.content.${filled}`)}
          </Text>
        </ExampleCard>

        <ExampleCard title={t('pills.justified.title')} description={t('pills.justified.description')}>
          <SegmentedControl data={periods} fullWidth radius="xl" color="info" defaultValue="day" />
          <Tabs variant="pills" radius="xl" defaultValue="day" mt="md">
            <Tabs.List grow>
              {periods.map((p) => (
                <Tabs.Tab key={p.value} value={p.value}>
                  {p.label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {periods.map((p) => (
              <Tabs.Panel key={p.value} value={p.value} pt="md">
                <Text size="sm">{t(`pills.content.${p.value}`)}</Text>
              </Tabs.Panel>
            ))}
          </Tabs>
        </ExampleCard>

        <ExampleCard title={t('pills.vertical.title')} description={t('pills.vertical.description')}>
          <Group align="flex-start" wrap="nowrap" gap="lg">
            <SegmentedControl orientation="vertical" data={periods} value={period} onChange={setPeriod} radius="md" color="primary" />
            <Text size="sm">{t(`pills.content.${period}`)}</Text>
          </Group>
        </ExampleCard>

        <ExampleCard title={t('pills.icons.title')} description={t('pills.icons.description')}>
          <SegmentedControl
            value={view}
            onChange={setView}
            radius="xl"
            color="primary"
            data={[
              { value: 'list', label: icon(IconList, t('pills.views.list')) },
              { value: 'grid', label: icon(IconLayoutGrid, t('pills.views.grid')) },
              { value: 'table', label: icon(IconTable, t('pills.views.table')) },
            ]}
          />
          <Text size="sm" c="dimmed" mt="md">
            {t(`pills.views.${view}Text`)}
          </Text>
        </ExampleCard>

        <ExampleCard title={t('pills.tabs.title')} description={t('pills.tabs.description')}>
          <Tabs variant="pills" radius="xl" defaultValue="week" color="success">
            <Tabs.List>
              <Tabs.Tab value="week" leftSection={<IconCalendarWeek size={16} />}>
                {t('pills.periods.week')}
              </Tabs.Tab>
              <Tabs.Tab value="month" leftSection={<IconCalendarMonth size={16} />}>
                {t('pills.periods.month')}
              </Tabs.Tab>
              <Tabs.Tab value="year" leftSection={<IconCalendarEvent size={16} />} disabled>
                {t('pills.periods.year')}
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="week" pt="md">
              <Text size="sm">{t('pills.content.week')}</Text>
            </Tabs.Panel>
            <Tabs.Panel value="month" pt="md">
              <Text size="sm">{t('pills.content.month')}</Text>
            </Tabs.Panel>
          </Tabs>
        </ExampleCard>
      </ExampleGrid>
    </TemplatePage>
  );
}
