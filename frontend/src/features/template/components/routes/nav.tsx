// /components/nav-component: NavLink lists, vertical and horizontal, nested,
// with an active item, badges, icons and a disabled link.
import { Badge, Box, Group, NavLink, Paper, Text, UnstyledButton } from '@mantine/core';
import {
  IconActivity,
  IconChartBar,
  IconChevronRight,
  IconFingerprint,
  IconGauge,
  IconHome,
  IconLock,
  IconSettings,
  IconShieldCheck,
  IconUsers,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExampleCard, ExampleGrid, TemplatePage } from '../../components/example-card';

const LINKS = [
  { key: 'dashboard', icon: IconGauge, badge: null },
  { key: 'risks', icon: IconShieldCheck, badge: 12 },
  { key: 'reports', icon: IconChartBar, badge: null },
  { key: 'activity', icon: IconActivity, badge: 3 },
  { key: 'settings', icon: IconSettings, badge: null },
] as const;

const TABS = ['home', 'profile', 'messages', 'settings'] as const;

export function NavPage() {
  const { t } = useTranslation('template-components');
  const [active, setActive] = useState<string>('dashboard');
  const [tab, setTab] = useState<string>('home');
  const [nested, setNested] = useState('users');

  return (
    <TemplatePage route="tplNav" description={t('nav.description')}>
      <ExampleGrid>
        <ExampleCard title={t('nav.vertical.title')} description={t('nav.vertical.description')} testId="nav-vertical">
          <Box component="nav" aria-label={t('nav.vertical.title')}>
            {LINKS.map(({ key, icon: Icon, badge }) => (
              <NavLink
                key={key}
                href="#"
                label={t(`nav.links.${key}`)}
                leftSection={<Icon size={18} stroke={1.6} />}
                rightSection={badge ? <Badge size="sm" color="danger" circle={badge < 10}>{badge}</Badge> : null}
                active={active === key}
                aria-current={active === key ? 'page' : undefined}
                onClick={(e) => {
                  e.preventDefault();
                  setActive(key);
                }}
                style={{ borderRadius: 'var(--mantine-radius-md)' }}
              />
            ))}
            <NavLink href="#" label={t('nav.links.billing')} leftSection={<IconLock size={18} stroke={1.6} />} disabled description={t('nav.vertical.disabled')} />
          </Box>
          <Text size="sm" c="dimmed" mt="sm" role="status">
            {t('nav.vertical.current', { item: t(`nav.links.${active}`) })}
          </Text>
        </ExampleCard>

        <ExampleCard title={t('nav.nested.title')} description={t('nav.nested.description')}>
          <Box component="nav" aria-label={t('nav.nested.title')}>
            <NavLink label={t('nav.links.dashboard')} leftSection={<IconHome size={18} stroke={1.6} />} childrenOffset={28} defaultOpened>
              <NavLink label={t('nav.links.analytics')} active={nested === 'analytics'} onClick={() => setNested('analytics')} />
              <NavLink label={t('nav.links.ecommerce')} active={nested === 'ecommerce'} onClick={() => setNested('ecommerce')} />
            </NavLink>
            <NavLink label={t('nav.links.access')} leftSection={<IconFingerprint size={18} stroke={1.6} />} childrenOffset={28} defaultOpened>
              <NavLink label={t('nav.links.users')} leftSection={<IconUsers size={16} />} active={nested === 'users'} onClick={() => setNested('users')} />
              <NavLink label={t('nav.links.roles')} childrenOffset={28}>
                <NavLink label={t('nav.links.admins')} active={nested === 'admins'} onClick={() => setNested('admins')} />
                <NavLink label={t('nav.links.editors')} active={nested === 'editors'} onClick={() => setNested('editors')} />
              </NavLink>
            </NavLink>
          </Box>
        </ExampleCard>

        <ExampleCard title={t('nav.horizontal.title')} description={t('nav.horizontal.description')}>
          <Group component="nav" gap={4} aria-label={t('nav.horizontal.title')} wrap="wrap">
            {TABS.map((key) => (
              <UnstyledButton
                key={key}
                px="md"
                py={8}
                aria-current={tab === key ? 'page' : undefined}
                onClick={() => setTab(key)}
                style={{
                  borderRadius: 'var(--mantine-radius-md)',
                  fontSize: 'var(--mantine-font-size-sm)',
                  fontWeight: 500,
                  color: tab === key ? 'var(--mantine-color-white)' : undefined,
                  background: tab === key ? 'var(--mantine-color-primary-filled)' : undefined,
                }}
              >
                {t(`nav.tabs.${key}`)}
              </UnstyledButton>
            ))}
            <UnstyledButton px="md" py={8} disabled style={{ fontSize: 'var(--mantine-font-size-sm)', opacity: 0.5, cursor: 'not-allowed' }}>
              {t('nav.tabs.disabled')}
            </UnstyledButton>
          </Group>
          <Paper withBorder p="md" mt="md" radius="md">
            <Text size="sm">{t(`nav.tabs.${tab}Text`)}</Text>
          </Paper>
        </ExampleCard>

        <ExampleCard title={t('nav.underline.title')} description={t('nav.underline.description')}>
          <Group component="nav" gap="lg" aria-label={t('nav.underline.title')} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
            {TABS.map((key) => (
              <UnstyledButton
                key={key}
                py={10}
                aria-current={tab === key ? 'page' : undefined}
                onClick={() => setTab(key)}
                style={{
                  fontSize: 'var(--mantine-font-size-sm)',
                  fontWeight: 500,
                  marginBottom: -1,
                  color: tab === key ? 'var(--mantine-color-primary-text)' : 'var(--mantine-color-dimmed)',
                  borderBottom: `2px solid ${tab === key ? 'var(--mantine-color-primary-filled)' : 'transparent'}`,
                }}
              >
                {t(`nav.tabs.${key}`)}
              </UnstyledButton>
            ))}
          </Group>
          <Group gap="xs" mt="md">
            <IconChevronRight size={14} />
            <Text size="sm" c="dimmed">
              {t(`nav.tabs.${tab}Text`)}
            </Text>
          </Group>
        </ExampleCard>
      </ExampleGrid>
    </TemplatePage>
  );
}
