// /components/navbar: navbars inside cards (brand, links, search, a user
// menu) in several colours, and one that folds its links behind a burger
// when its card is narrow.
import { Avatar, Box, Burger, Group, Menu, Stack, Text, TextInput, ThemeIcon, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout, IconSearch, IconSettings, IconShieldHalfFilled, IconUser } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExampleCard, ExampleGrid, TemplatePage } from '../../components/example-card';
import classes from '../components/navbar.module.css';
import type { ThemeColor } from '../lib/demo';

const LINKS = ['home', 'features', 'pricing', 'about'] as const;

type Look = { key: string; bg: string; color: string; brand: ThemeColor | 'white' };

const PRIMARY: Look = { key: 'primary', bg: 'var(--mantine-color-primary-filled)', color: 'var(--mantine-color-white)', brand: 'white' };
const DARK: Look = { key: 'dark', bg: 'var(--mantine-color-dark-7)', color: 'var(--mantine-color-white)', brand: 'white' };
const LOOKS: Look[] = [
  { key: 'light', bg: 'var(--mantine-color-default)', color: 'var(--mantine-color-text)', brand: 'primary' },
  PRIMARY,
  DARK,
  { key: 'success', bg: 'var(--mantine-color-success-filled)', color: 'var(--mantine-color-white)', brand: 'white' },
];

function Brand({ color }: { color: Look['brand'] }) {
  const { t } = useTranslation('template-components');
  return (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon size={30} radius="md" color={color === 'white' ? 'white' : color} variant={color === 'white' ? 'white' : 'filled'}>
        <IconShieldHalfFilled size={18} color={color === 'white' ? 'var(--mantine-color-dark-7)' : undefined} />
      </ThemeIcon>
      <Text fw={700} inherit style={{ whiteSpace: 'nowrap' }}>
        {t('navbar.brand')}
      </Text>
    </Group>
  );
}

function UserMenu({ onColor }: { onColor: boolean }) {
  const { t } = useTranslation('template-components');
  return (
    <Menu position="bottom-end" shadow="md" width={180}>
      <Menu.Target>
        <UnstyledButton aria-label={t('navbar.userMenu')}>
          <Avatar name="Ana Lima" color={onColor ? 'dark' : 'initials'} variant={onColor ? 'white' : 'light'} radius="xl" size={32} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Ana Lima</Menu.Label>
        <Menu.Item leftSection={<IconUser size={16} />}>{t('dropdowns.items.profile')}</Menu.Item>
        <Menu.Item leftSection={<IconSettings size={16} />}>{t('dropdowns.items.settings')}</Menu.Item>
        <Menu.Divider />
        <Menu.Item color="danger" leftSection={<IconLogout size={16} />}>
          {t('dropdowns.items.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

function ExampleNavbar({ look, withSearch = true }: { look: Look; withSearch?: boolean }) {
  const { t } = useTranslation('template-components');
  const [active, setActive] = useState<string>('home');
  const [opened, { toggle }] = useDisclosure(false);
  return (
    <Box className={classes.frame}>
      <Box component="header" className={classes.bar} style={{ background: look.bg, color: look.color, border: look.brand === 'white' ? undefined : '1px solid var(--mantine-color-default-border)' }}>
        <Brand color={look.brand} />
        <nav className={classes.links} aria-label={t('navbar.links')}>
          {LINKS.map((key) => (
            <UnstyledButton key={key} className={classes.link} data-active={active === key || undefined} aria-current={active === key ? 'page' : undefined} onClick={() => setActive(key)}>
              {t(`navbar.items.${key}`)}
            </UnstyledButton>
          ))}
        </nav>
        {withSearch ? (
          <TextInput
            className={classes.search}
            size="xs"
            w={150}
            radius="xl"
            placeholder={t('navbar.search')}
            aria-label={t('navbar.search')}
            leftSection={<IconSearch size={14} />}
          />
        ) : null}
        <Burger className={classes.burger} opened={opened} onClick={toggle} size="sm" color={look.color} aria-label={t('navbar.toggle')} aria-expanded={opened} />
        <UserMenu onColor={look.brand === 'white'} />
      </Box>
      <nav className={classes.menu} data-open={opened || undefined} aria-label={t('navbar.links')}>
        {LINKS.map((key) => (
          <UnstyledButton key={key} className={classes.link} data-active={active === key || undefined} onClick={() => setActive(key)}>
            {t(`navbar.items.${key}`)}
          </UnstyledButton>
        ))}
      </nav>
      <Text size="sm" c="dimmed" mt="sm">
        {t('navbar.current', { item: t(`navbar.items.${active}`) })}
      </Text>
    </Box>
  );
}

export function NavbarPage() {
  const { t } = useTranslation('template-components');
  return (
    <TemplatePage route="tplNavbar" description={t('navbar.description')}>
      <Stack gap="lg">
        <ExampleGrid cols={1}>
          {LOOKS.map((look) => (
            <ExampleCard key={look.key} title={t(`navbar.looks.${look.key}`)} description={t('navbar.lookDescription')}>
              <ExampleNavbar look={look} />
            </ExampleCard>
          ))}
        </ExampleGrid>
        <ExampleGrid>
          <ExampleCard title={t('navbar.responsive.title')} description={t('navbar.responsive.description')} testId="navbar-responsive">
            <Box maw={420}>
              <ExampleNavbar look={PRIMARY} withSearch={false} />
            </Box>
          </ExampleCard>
          <ExampleCard title={t('navbar.responsiveDark.title')} description={t('navbar.responsive.description')}>
            <Box maw={420}>
              <ExampleNavbar look={DARK} />
            </Box>
          </ExampleCard>
        </ExampleGrid>
      </Stack>
    </TemplatePage>
  );
}
