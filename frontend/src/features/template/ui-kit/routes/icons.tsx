// /icons/reactfeather: the whole react-feather set, searchable, with size,
// stroke and colour controls; a click copies the component (`<Activity />`).
import {
  Badge,
  ColorSwatch,
  Group,
  SegmentedControl,
  SimpleGrid,
  Slider,
  Stack,
  Text,
  TextInput,
  Tooltip,
  UnstyledButton,
  useMantineTheme,
} from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconSearch } from '@tabler/icons-react';
import { useDeferredValue, useMemo, useState, type ComponentType } from 'react';
import * as Icons from 'react-feather';
import { useTranslation } from 'react-i18next';
import { ExampleCard, TemplatePage } from '../../components/example-card';
import classes from '../components/icons.module.css';
import { componentTag, filterIcons, kebabName } from '../lib/icon-search';

type FeatherIcon = ComponentType<{ size?: number | string; color?: string; strokeWidth?: number | string }>;

const ICONS = Object.entries(Icons as unknown as Record<string, FeatherIcon>).filter(
  ([name, icon]) => /^[A-Z]/.test(name) && (typeof icon === 'function' || typeof icon === 'object'),
);
const ICON_BY_NAME = new Map(ICONS);
const NAMES = ICONS.map(([name]) => name);

const SIZES = ['16', '20', '24', '32'];
const COLORS = ['default', 'primary', 'success', 'danger', 'warning', 'info'] as const;

export function IconsPage() {
  const { t } = useTranslation('template-ui-kit');
  const theme = useMantineTheme();
  const clipboard = useClipboard({ timeout: 1500 });
  const [query, setQuery] = useState('');
  const [size, setSize] = useState('24');
  const [stroke, setStroke] = useState(2);
  const [color, setColor] = useState<(typeof COLORS)[number]>('default');
  const [copied, setCopied] = useState<string | null>(null);
  const deferred = useDeferredValue(query);
  const shown = useMemo(() => filterIcons(NAMES, deferred), [deferred]);
  const iconColor = color === 'default' ? 'currentColor' : `var(--mantine-color-${color}-filled)`;

  const copy = (name: string) => {
    const tag = componentTag(name);
    clipboard.copy(tag);
    setCopied(name);
    notifications.show({ color: 'success', title: t('icons.copied'), message: tag, autoClose: 2000 });
  };

  return (
    <TemplatePage route="tplIcons" description={t('icons.description')}>
      <Stack gap="lg">
        <ExampleCard title={t('icons.controls.title')} description={t('icons.controls.description')}>
          <Group gap="xl" align="flex-end" wrap="wrap">
            <TextInput
              label={t('icons.search')}
              placeholder={t('icons.searchPlaceholder')}
              leftSection={<IconSearch size={16} />}
              value={query}
              onChange={(event) => setQuery(event.currentTarget.value)}
              w={{ base: '100%', sm: 280 }}
            />
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('icons.size')}
              </Text>
              <SegmentedControl value={size} onChange={setSize} data={SIZES.map((s) => ({ value: s, label: `${s}px` }))} />
            </Stack>
            <Stack gap={4} w={180}>
              <Text size="sm" fw={500} id="icon-stroke">
                {t('icons.stroke')}
              </Text>
              <Slider
                min={1}
                max={3}
                step={0.5}
                value={stroke}
                onChange={setStroke}
                marks={[{ value: 1 }, { value: 2 }, { value: 3 }]}
                thumbProps={{ 'aria-labelledby': 'icon-stroke' }}
                mt={10}
              />
            </Stack>
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('icons.color')}
              </Text>
              <Group gap={8} mt={4}>
                {COLORS.map((c) => (
                  <Tooltip key={c} label={t(c === 'default' ? 'icons.defaultColor' : `colorNames.${c}`)}>
                    <ColorSwatch
                      component="button"
                      type="button"
                      aria-label={t(c === 'default' ? 'icons.defaultColor' : `colorNames.${c}`)}
                      aria-pressed={color === c}
                      color={c === 'default' ? 'var(--mantine-color-text)' : theme.colors[c]?.[6] ?? 'currentColor'}
                      onClick={() => setColor(c)}
                      size={24}
                      style={{ cursor: 'pointer' }}
                    >
                      {color === c ? <IconCheck size={14} color={c === 'default' ? 'var(--mantine-color-body)' : '#fff'} /> : null}
                    </ColorSwatch>
                  </Tooltip>
                ))}
              </Group>
            </Stack>
          </Group>
        </ExampleCard>
        <ExampleCard
          title={t('icons.set.title')}
          description={t('icons.set.description')}
          actions={
            <Badge variant="light" color="primary" data-testid="icon-count">
              {t('icons.count', { shown: shown.length, total: NAMES.length })}
            </Badge>
          }
        >
          {shown.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl">
              {t('icons.none', { query })}
            </Text>
          ) : (
            <SimpleGrid cols={{ base: 2, xs: 3, sm: 4, md: 6, xl: 8 }} spacing="sm" verticalSpacing="sm">
              {shown.map((name) => {
                const Icon = ICON_BY_NAME.get(name)!;
                return (
                  <UnstyledButton
                    key={name}
                    className={classes.tile}
                    data-copied={copied === name && clipboard.copied ? true : undefined}
                    onClick={() => copy(name)}
                    aria-label={t('icons.copy', { tag: componentTag(name) })}
                    data-testid="icon-tile"
                  >
                    <Icon size={Number(size)} strokeWidth={stroke} color={iconColor} />
                    <Text size="xs" mt={8} truncate="end" maw="100%" title={kebabName(name)}>
                      {name}
                    </Text>
                  </UnstyledButton>
                );
              })}
            </SimpleGrid>
          )}
        </ExampleCard>
      </Stack>
    </TemplatePage>
  );
}
