// /components/tabs-component: Mantine Tabs - default, outline, pills,
// vertical, with icons, justified, a disabled tab; arrow keys move between tabs.
import { Badge, Tabs, Text, type TabsProps } from '@mantine/core';
import { IconHome, IconMessageCircle, IconSettings, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ExampleCard, ExampleGrid, TemplatePage } from '../../components/example-card';

const TABS = [
  { value: 'home', icon: IconHome },
  { value: 'profile', icon: IconUser },
  { value: 'messages', icon: IconMessageCircle },
  { value: 'settings', icon: IconSettings },
] as const;

function DemoTabs({ withIcons = false, disabled = false, badge = false, ...props }: Omit<TabsProps, 'children'> & { withIcons?: boolean; disabled?: boolean; badge?: boolean }) {
  const { t } = useTranslation('template-components');
  return (
    <Tabs defaultValue="home" {...props}>
      <Tabs.List>
        {TABS.map(({ value, icon: Icon }) => (
          <Tabs.Tab
            key={value}
            value={value}
            disabled={disabled && value === 'settings'}
            leftSection={withIcons ? <Icon size={16} /> : undefined}
            rightSection={badge && value === 'messages' ? <Badge size="xs" circle color="danger">3</Badge> : undefined}
          >
            {t(`tabs.items.${value}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {TABS.map(({ value }) => (
        <Tabs.Panel key={value} value={value} p="md">
          <Text size="sm">{t(`tabs.panels.${value}`)}</Text>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

export function TabsPage() {
  const { t } = useTranslation('template-components');
  return (
    <TemplatePage route="tplTabs" description={t('tabs.description')}>
      <ExampleGrid>
        <ExampleCard title={t('tabs.basic.title')} description={t('tabs.basic.description')} testId="tabs-basic">
          <DemoTabs />
        </ExampleCard>
        <ExampleCard title={t('tabs.outline.title')} description={t('tabs.outline.description')}>
          <DemoTabs variant="outline" />
        </ExampleCard>
        <ExampleCard title={t('tabs.pills.title')} description={t('tabs.pills.description')}>
          <DemoTabs variant="pills" radius="md" withIcons />
        </ExampleCard>
        <ExampleCard title={t('tabs.vertical.title')} description={t('tabs.vertical.description')}>
          <DemoTabs orientation="vertical" withIcons />
        </ExampleCard>
        <ExampleCard title={t('tabs.icons.title')} description={t('tabs.icons.description')}>
          <DemoTabs withIcons badge color="success" />
        </ExampleCard>
        <ExampleCard title={t('tabs.justified.title')} description={t('tabs.justified.description')}>
          <Tabs defaultValue="home">
            <Tabs.List grow>
              {TABS.map(({ value }) => (
                <Tabs.Tab key={value} value={value}>
                  {t(`tabs.items.${value}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {TABS.map(({ value }) => (
              <Tabs.Panel key={value} value={value} p="md">
                <Text size="sm">{t(`tabs.panels.${value}`)}</Text>
              </Tabs.Panel>
            ))}
          </Tabs>
        </ExampleCard>
        <ExampleCard title={t('tabs.disabled.title')} description={t('tabs.disabled.description')}>
          <DemoTabs disabled color="warning" />
        </ExampleCard>
        <ExampleCard title={t('tabs.vertical.pillsTitle')} description={t('tabs.vertical.pillsDescription')}>
          <DemoTabs orientation="vertical" variant="pills" color="info" placement="right" />
        </ExampleCard>
      </ExampleGrid>
    </TemplatePage>
  );
}
