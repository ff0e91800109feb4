// /components/dropdowns: Mantine menus with icons, dividers and labels, a
// split button, directions, colours, a searchable menu and disabled items;
// each pick is shown under the menu.
import { ActionIcon, Button, Group, Menu, Popover, ScrollArea, Stack, Text, TextInput, type FloatingPosition } from '@mantine/core';
import {
  IconChevronDown,
  IconCopy,
  IconDots,
  IconEdit,
  IconFileExport,
  IconLogout,
  IconSearch,
  IconSettings,
  IconShare,
  IconTrash,
  IconUser,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExampleCard, ExampleGrid, TemplatePage } from '../../components/example-card';
import { colorLabel } from '../components/color-label';
import { THEME_COLORS } from '../lib/demo';

const POSITIONS: FloatingPosition[] = ['top', 'right', 'bottom', 'left'];
const COUNTRIES = ['belgium', 'brazil', 'canada', 'france', 'germany', 'italy', 'japan', 'portugal', 'spain', 'sweden'] as const;

function Picked({ value }: { value: string | null }) {
  const { t } = useTranslation('template-components');
  return (
    <Text size="sm" c="dimmed" mt="sm" role="status">
      {value ? t('dropdowns.picked', { item: value }) : t('dropdowns.nothing')}
    </Text>
  );
}

export function DropdownsPage() {
  const { t } = useTranslation('template-components');
  const [basic, setBasic] = useState<string | null>(null);
  const [split, setSplit] = useState<string | null>(null);
  const [direction, setDirection] = useState<string | null>(null);
  const [colored, setColored] = useState<string | null>(null);
  const [country, setCountry] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [searchOpen, setSearchOpen] = useState(false);

  const countries = COUNTRIES.map((c) => t(`dropdowns.countries.${c}`)).sort((a, b) => a.localeCompare(b));
  const matches = countries.filter((c) => c.toLowerCase().includes(search.trim().toLowerCase()));

  return (
    <TemplatePage route="tplDropdowns" description={t('dropdowns.description')}>
      <ExampleGrid>
        <ExampleCard title={t('dropdowns.basic.title')} description={t('dropdowns.basic.description')} testId="dropdown-basic">
          <Menu shadow="md" width={220} position="bottom-start">
            <Menu.Target>
              <Button rightSection={<IconChevronDown size={16} />}>{t('dropdowns.basic.button')}</Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>{t('dropdowns.basic.account')}</Menu.Label>
              <Menu.Item leftSection={<IconUser size={16} />} onClick={() => setBasic(t('dropdowns.items.profile'))}>
                {t('dropdowns.items.profile')}
              </Menu.Item>
              <Menu.Item leftSection={<IconSettings size={16} />} onClick={() => setBasic(t('dropdowns.items.settings'))}>
                {t('dropdowns.items.settings')}
              </Menu.Item>
              <Menu.Item leftSection={<IconShare size={16} />} disabled>
                {t('dropdowns.items.share')}
              </Menu.Item>
              <Menu.Divider />
              <Menu.Label>{t('dropdowns.basic.danger')}</Menu.Label>
              <Menu.Item color="danger" leftSection={<IconLogout size={16} />} onClick={() => setBasic(t('dropdowns.items.signOut'))}>
                {t('dropdowns.items.signOut')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
          <Picked value={basic} />
        </ExampleCard>

        <ExampleCard title={t('dropdowns.split.title')} description={t('dropdowns.split.description')}>
          <Group gap={0} wrap="nowrap">
            <Button color="success" onClick={() => setSplit(t('dropdowns.items.save'))} style={{ borderStartEndRadius: 0, borderEndEndRadius: 0 }}>
              {t('dropdowns.items.save')}
            </Button>
            <Menu position="bottom-end" shadow="md">
              <Menu.Target>
                <ActionIcon
                  color="success"
                  variant="filled"
                  size={36}
                  aria-label={t('dropdowns.split.more')}
                  style={{ borderStartStartRadius: 0, borderEndStartRadius: 0, borderInlineStart: '1px solid rgb(255 255 255 / 35%)' }}
                >
                  <IconChevronDown size={16} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item leftSection={<IconCopy size={16} />} onClick={() => setSplit(t('dropdowns.items.saveCopy'))}>
                  {t('dropdowns.items.saveCopy')}
                </Menu.Item>
                <Menu.Item leftSection={<IconFileExport size={16} />} onClick={() => setSplit(t('dropdowns.items.export'))}>
                  {t('dropdowns.items.export')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
          <Picked value={split} />
        </ExampleCard>

        <ExampleCard title={t('dropdowns.directions.title')} description={t('dropdowns.directions.description')}>
          <Group gap="sm">
            {POSITIONS.map((position) => (
              <Menu key={position} position={position} withArrow shadow="md">
                <Menu.Target>
                  <Button variant="light">{t(`common.positions.${position}`)}</Button>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item leftSection={<IconEdit size={16} />} onClick={() => setDirection(`${t(`common.positions.${position}`)} · ${t('dropdowns.items.edit')}`)}>
                    {t('dropdowns.items.edit')}
                  </Menu.Item>
                  <Menu.Item leftSection={<IconCopy size={16} />} onClick={() => setDirection(`${t(`common.positions.${position}`)} · ${t('dropdowns.items.duplicate')}`)}>
                    {t('dropdowns.items.duplicate')}
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
            ))}
          </Group>
          <Picked value={direction} />
        </ExampleCard>

        <ExampleCard title={t('dropdowns.colors.title')} description={t('dropdowns.colors.description')}>
          <Group gap="xs">
            {THEME_COLORS.map((color) => (
              <Menu key={color} shadow="md">
                <Menu.Target>
                  <Button color={color} size="sm" rightSection={<IconChevronDown size={14} />}>
                    {colorLabel(t, color)}
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  {(['edit', 'duplicate', 'archive'] as const).map((item) => (
                    <Menu.Item key={item} onClick={() => setColored(`${colorLabel(t, color)} · ${t(`dropdowns.items.${item}`)}`)}>
                      {t(`dropdowns.items.${item}`)}
                    </Menu.Item>
                  ))}
                </Menu.Dropdown>
              </Menu>
            ))}
          </Group>
          <Picked value={colored} />
        </ExampleCard>

        <ExampleCard title={t('dropdowns.search.title')} description={t('dropdowns.search.description')} testId="dropdown-search">
          <Popover
            opened={searchOpen}
            onChange={(opened) => {
              setSearchOpen(opened);
              if (!opened) setSearch('');
            }}
            shadow="md"
            width={240}
            position="bottom-start"
            trapFocus
          >
            <Popover.Target>
              <Button variant="outline" rightSection={<IconChevronDown size={16} />} onClick={() => setSearchOpen((o) => !o)}>
                {country ?? t('dropdowns.search.button')}
              </Button>
            </Popover.Target>
            <Popover.Dropdown p={4}>
              <TextInput
                size="xs"
                m={4}
                placeholder={t('dropdowns.search.placeholder')}
                aria-label={t('dropdowns.search.placeholder')}
                leftSection={<IconSearch size={14} />}
                value={search}
                onChange={(e) => setSearch(e.currentTarget.value)}
                data-autofocus
              />
              <ScrollArea.Autosize mah={200}>
                {matches.length === 0 ? (
                  <Text size="sm" c="dimmed" p="sm">
                    {t('dropdowns.search.none')}
                  </Text>
                ) : (
                  <Stack gap={0}>
                    {matches.map((name) => (
                      <Button
                        key={name}
                        variant={name === country ? 'light' : 'subtle'}
                        color={name === country ? 'primary' : 'gray'}
                        justify="flex-start"
                        fullWidth
                        fw={400}
                        size="sm"
                        onClick={() => {
                          setCountry(name);
                          setSearchOpen(false);
                          setSearch('');
                        }}
                      >
                        {name}
                      </Button>
                    ))}
                  </Stack>
                )}
              </ScrollArea.Autosize>
            </Popover.Dropdown>
          </Popover>
          <Picked value={country} />
        </ExampleCard>

        <ExampleCard title={t('dropdowns.actions.title')} description={t('dropdowns.actions.description')}>
          <Stack gap="xs">
            {(['report', 'audit'] as const).map((row) => (
              <Group key={row} justify="space-between" p="sm" style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-md)' }}>
                <Text size="sm" fw={500}>
                  {t(`dropdowns.actions.${row}`)}
                </Text>
                <Menu position="bottom-end" shadow="md">
                  <Menu.Target>
                    <ActionIcon variant="subtle" color="gray" aria-label={t('dropdowns.actions.more')}>
                      <IconDots size={18} />
                    </ActionIcon>
                  </Menu.Target>
                  <Menu.Dropdown>
                    <Menu.Item leftSection={<IconEdit size={16} />}>{t('dropdowns.items.edit')}</Menu.Item>
                    <Menu.Item leftSection={<IconShare size={16} />} disabled>
                      {t('dropdowns.items.share')}
                    </Menu.Item>
                    <Menu.Divider />
                    <Menu.Item color="danger" leftSection={<IconTrash size={16} />}>
                      {t('dropdowns.items.delete')}
                    </Menu.Item>
                  </Menu.Dropdown>
                </Menu>
              </Group>
            ))}
          </Stack>
        </ExampleCard>
      </ExampleGrid>
    </TemplatePage>
  );
}
