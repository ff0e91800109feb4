// /colors/colors: the theme colours (spec section 9) and their ten shades,
// each swatch with its name and hex; a click copies the hex.
import { Badge, Box, Group, SimpleGrid, Stack, Text, UnstyledButton, useMantineTheme } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readableTextOn } from '@/config/theme';
import { ExampleCard, ExampleGrid, TemplatePage } from '../../components/example-card';

const THEME_COLORS = ['primary', 'success', 'danger', 'warning', 'info', 'dark', 'gray'] as const;
type ThemeColor = (typeof THEME_COLORS)[number];

/** The shade shown as the colour itself (the brand colour is shade 6). */
const MAIN_SHADE = 6;

function Swatch({
  name,
  shade,
  hex,
  copied,
  onCopy,
}: {
  name: string;
  shade: number;
  hex: string;
  copied: boolean;
  onCopy: () => void;
}) {
  const { t } = useTranslation('template-ui-kit');
  return (
    <UnstyledButton
      onClick={onCopy}
      aria-label={t('colors.copyHex', { name, shade, hex })}
      data-testid="swatch"
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        padding: '8px 12px',
        background: hex,
        color: readableTextOn(hex),
      }}
    >
      <Text size="sm" fw={shade === MAIN_SHADE ? 700 : 500} inherit>
        {name}-{shade}
      </Text>
      <Group gap={6} wrap="nowrap">
        <Text size="xs" ff="monospace" inherit>
          {hex.toUpperCase()}
        </Text>
        {copied ? <IconCheck size={14} /> : <IconCopy size={14} opacity={0.6} />}
      </Group>
    </UnstyledButton>
  );
}

export function ColorsPage() {
  const { t } = useTranslation('template-ui-kit');
  const theme = useMantineTheme();
  const clipboard = useClipboard({ timeout: 1500 });
  const [lastHex, setLastHex] = useState<string | null>(null);
  const shadesOf = (color: ThemeColor): readonly string[] => theme.colors[color] ?? [];
  const mainOf = (color: ThemeColor): string => shadesOf(color)[MAIN_SHADE] ?? '#000000';

  const copy = (hex: string) => {
    setLastHex(hex.toUpperCase());
    clipboard.copy(hex.toUpperCase());
    notifications.show({ color: 'success', title: t('colors.copied'), message: hex.toUpperCase(), autoClose: 2000 });
  };

  const card = (color: ThemeColor) => {
    const shades = shadesOf(color);
    const main = mainOf(color);
    const name = t(`colorNames.${color}`);
    return (
      <ExampleCard
        key={color}
        title={name}
        description={t('colors.shadesOf', { name })}
        actions={<Badge color={color} variant="light">{main.toUpperCase()}</Badge>}
        testId={`color-${color}`}
      >
        <Stack gap={0}>
          <Box
            h={90}
            mb="sm"
            style={{
              background: main,
              borderRadius: 'var(--mantine-radius-md)',
              display: 'flex',
              alignItems: 'flex-end',
              padding: 12,
              color: readableTextOn(main),
            }}
          >
            <Text fw={600} inherit>
              {color}
            </Text>
          </Box>
          <Stack gap={0} style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}>
            {shades.map((hex, shade) => (
              <Swatch
                key={shade}
                name={color}
                shade={shade}
                hex={hex}
                copied={clipboard.copied && lastHex === hex.toUpperCase()}
                onCopy={() => copy(hex)}
              />
            ))}
          </Stack>
        </Stack>
      </ExampleCard>
    );
  };

  return (
    <TemplatePage route="tplColors" description={t('colors.description')}>
      <Stack gap="lg">
        <ExampleCard title={t('colors.palette.title')} description={t('colors.palette.description')}>
          <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }} spacing="sm">
            {THEME_COLORS.map((color) => (
              <Stack key={color} gap={6} align="center">
                <UnstyledButton
                  onClick={() => copy(mainOf(color))}
                  aria-label={t('colors.copyHex', { name: color, shade: MAIN_SHADE, hex: mainOf(color) })}
                  style={{
                    width: 64,
                    height: 64,
                    borderRadius: '50%',
                    background: mainOf(color),
                    boxShadow: 'var(--mantine-shadow-sm)',
                  }}
                />
                <Text size="sm" fw={600}>
                  {t(`colorNames.${color}`)}
                </Text>
                <Text size="xs" c="dimmed" ff="monospace">
                  {mainOf(color).toUpperCase()}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        </ExampleCard>
        <ExampleGrid cols={3}>{THEME_COLORS.map(card)}</ExampleGrid>
      </Stack>
    </TemplatePage>
  );
}
