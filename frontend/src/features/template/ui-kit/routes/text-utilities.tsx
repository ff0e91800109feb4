// /ui-element/textutilities: alignment (logical start / end, so rtl works),
// transforms, weights, truncation, theme colours, line clamp and font sizes.
import { Box, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ExampleCard, ExampleGrid, TemplatePage } from '../../components/example-card';

const ALIGN = ['start', 'center', 'end', 'justify'] as const;
const TRANSFORM = ['lowercase', 'uppercase', 'capitalize'] as const;
const WEIGHTS = [300, 400, 500, 600, 700, 800] as const;
const COLORS = ['primary', 'success', 'danger', 'warning', 'info', 'dark', 'gray', 'dimmed'] as const;
const SIZES = ['xs', 'sm', 'md', 'lg', 'xl'] as const;

const boxed = {
  padding: 'var(--mantine-spacing-xs) var(--mantine-spacing-sm)',
  borderRadius: 'var(--mantine-radius-md)',
  background: 'light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-6))',
};

export function TextUtilitiesPage() {
  const { t } = useTranslation('template-ui-kit');
  return (
    <TemplatePage route="tplTextUtilities" description={t('textUtilities.description')}>
      <ExampleGrid>
        <ExampleCard title={t('textUtilities.align.title')} description={t('textUtilities.align.description')}>
          <Stack gap="xs">
            {ALIGN.map((align) => (
              <Text key={align} ta={align} style={boxed} size="sm">
                {t(`textUtilities.align.${align}`)}
              </Text>
            ))}
          </Stack>
        </ExampleCard>
        <ExampleCard title={t('textUtilities.transform.title')} description={t('textUtilities.transform.description')}>
          <Stack gap="xs">
            {TRANSFORM.map((tt) => (
              <Group key={tt} justify="space-between" style={boxed} wrap="nowrap">
                <Text tt={tt}>{t('textUtilities.transform.sample')}</Text>
                <Text size="xs" c="dimmed">
                  {tt}
                </Text>
              </Group>
            ))}
            <Group justify="space-between" style={boxed} wrap="nowrap">
              <Text fs="italic">{t('textUtilities.transform.sample')}</Text>
              <Text size="xs" c="dimmed">
                italic
              </Text>
            </Group>
            <Group justify="space-between" style={boxed} wrap="nowrap">
              <Text td="underline">{t('textUtilities.transform.sample')}</Text>
              <Text size="xs" c="dimmed">
                underline
              </Text>
            </Group>
          </Stack>
        </ExampleCard>
        <ExampleCard title={t('textUtilities.weights.title')} description={t('textUtilities.weights.description')}>
          <Stack gap={6}>
            {WEIGHTS.map((w) => (
              <Group key={w} justify="space-between" wrap="nowrap">
                <Text fw={w}>{t(`textUtilities.weights.w${w}`)}</Text>
                <Text size="xs" c="dimmed">
                  {w}
                </Text>
              </Group>
            ))}
          </Stack>
        </ExampleCard>
        <ExampleCard title={t('textUtilities.colors.title')} description={t('textUtilities.colors.description')}>
          <Stack gap={6}>
            {COLORS.map((c) => (
              <Text key={c} c={c === 'dimmed' ? 'dimmed' : c === 'dark' ? 'var(--rh-heading-color)' : `var(--mantine-color-${c}-text)`} fw={500}>
                {t('textUtilities.colors.sample', { color: t(`colorNames.${c}`) })}
              </Text>
            ))}
          </Stack>
        </ExampleCard>
        <ExampleCard title={t('textUtilities.truncate.title')} description={t('textUtilities.truncate.description')}>
          <Stack gap="sm">
            <Box maw={320} style={boxed}>
              <Text truncate="end">{t('textUtilities.longText')}</Text>
            </Box>
            <Box maw={320} style={boxed}>
              <Text truncate="start">{t('textUtilities.longText')}</Text>
            </Box>
            <Box style={boxed}>
              <Text lineClamp={2} size="sm">
                {t('textUtilities.paragraph')}
              </Text>
            </Box>
            <Box style={boxed}>
              <Text lineClamp={3} size="sm">
                {t('textUtilities.paragraph')}
              </Text>
            </Box>
          </Stack>
        </ExampleCard>
        <ExampleCard title={t('textUtilities.sizes.title')} description={t('textUtilities.sizes.description')}>
          <Stack gap={6}>
            {SIZES.map((size) => (
              <Group key={size} justify="space-between" wrap="nowrap">
                <Text size={size}>{t('textUtilities.sizes.sample')}</Text>
                <Text size="xs" c="dimmed">
                  {size}
                </Text>
              </Group>
            ))}
            <Group justify="space-between" wrap="nowrap">
              <Text
                fz={28}
                fw={700}
                variant="gradient"
                gradient={{ from: 'primary', to: 'info', deg: 90 }}
              >
                {t('textUtilities.sizes.gradient')}
              </Text>
              <Text size="xs" c="dimmed">
                28px
              </Text>
            </Group>
          </Stack>
        </ExampleCard>
      </ExampleGrid>
    </TemplatePage>
  );
}
