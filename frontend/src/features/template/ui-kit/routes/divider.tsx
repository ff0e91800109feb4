// /extra-components/divider: horizontal rules with labels (start, centre,
// end), vertical rules, solid / dashed / dotted, colours, sizes and icons.
import { Box, Divider, Group, Stack, Text } from '@mantine/core';
import { IconBolt, IconHeart, IconSearch, IconStar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ExampleCard, ExampleGrid, TemplatePage } from '../../components/example-card';

const COLORS = ['primary', 'success', 'danger', 'warning', 'info', 'dark'] as const;

export function DividerPage() {
  const { t } = useTranslation('template-ui-kit');
  const text = t('divider.text');
  return (
    <TemplatePage route="tplDivider" description={t('divider.description')}>
      <ExampleGrid>
        <ExampleCard title={t('divider.labels.title')} description={t('divider.labels.description')}>
          <Stack gap="md">
            <Text size="sm">{text}</Text>
            <Divider label={t('divider.labels.start')} labelPosition="left" />
            <Text size="sm">{text}</Text>
            <Divider label={t('divider.labels.center')} labelPosition="center" />
            <Text size="sm">{text}</Text>
            <Divider label={t('divider.labels.end')} labelPosition="right" />
            <Text size="sm">{text}</Text>
          </Stack>
        </ExampleCard>
        <ExampleCard title={t('divider.styles.title')} description={t('divider.styles.description')}>
          <Stack gap="lg">
            {(['solid', 'dashed', 'dotted'] as const).map((variant) => (
              <Stack key={variant} gap={6}>
                <Text size="sm" c="dimmed">
                  {t(`divider.styles.${variant}`)}
                </Text>
                <Divider variant={variant} />
              </Stack>
            ))}
            <Stack gap={6}>
              <Text size="sm" c="dimmed">
                {t('divider.styles.sizes')}
              </Text>
              {(['xs', 'sm', 'md', 'lg'] as const).map((size) => (
                <Divider key={size} size={size} />
              ))}
            </Stack>
          </Stack>
        </ExampleCard>
        <ExampleCard title={t('divider.colors.title')} description={t('divider.colors.description')}>
          <Stack gap="md">
            {COLORS.map((color, i) => (
              <Divider
                key={color}
                color={color === 'dark' ? 'var(--mantine-color-text)' : `var(--mantine-color-${color}-filled)`}
                variant={(['solid', 'dashed', 'dotted'] as const)[i % 3]}
                size="sm"
                label={
                  <Text size="xs" fw={600} c={color === 'dark' ? undefined : `var(--mantine-color-${color}-light-color)`}>
                    {t(`colorNames.${color}`)}
                  </Text>
                }
                labelPosition="center"
              />
            ))}
          </Stack>
        </ExampleCard>
        <ExampleCard title={t('divider.icons.title')} description={t('divider.icons.description')}>
          <Stack gap="md">
            <Divider label={<IconStar size={16} color="var(--mantine-color-warning-filled)" />} labelPosition="center" />
            <Divider
              label={
                <Group gap={6}>
                  <IconHeart size={14} color="var(--mantine-color-danger-filled)" />
                  <Text size="xs">{t('divider.icons.favourites')}</Text>
                </Group>
              }
              labelPosition="left"
            />
            <Divider
              label={
                <Group gap={6}>
                  <IconSearch size={14} />
                  <Text size="xs">{t('divider.icons.results')}</Text>
                </Group>
              }
              labelPosition="center"
              variant="dashed"
            />
            <Divider label={<IconBolt size={16} color="var(--mantine-color-primary-filled)" />} labelPosition="right" variant="dotted" />
          </Stack>
        </ExampleCard>
        <ExampleCard title={t('divider.vertical.title')} description={t('divider.vertical.description')}>
          <Stack gap="md">
            <Group gap="sm" wrap="nowrap">
              <Text size="sm">{t('divider.vertical.home')}</Text>
              <Divider orientation="vertical" />
              <Text size="sm">{t('divider.vertical.risks')}</Text>
              <Divider orientation="vertical" variant="dashed" />
              <Text size="sm">{t('divider.vertical.controls')}</Text>
              <Divider orientation="vertical" color="primary" size="sm" />
              <Text size="sm">{t('divider.vertical.reports')}</Text>
            </Group>
            <Group gap="lg" wrap="nowrap" align="stretch" h={70}>
              {(['open', 'review', 'closed'] as const).map((k, i) => (
                <Group key={k} gap="lg" wrap="nowrap" align="stretch">
                  {i > 0 ? <Divider orientation="vertical" /> : null}
                  <Box>
                    <Text fz={22} fw={700}>
                      {[24, 9, 131][i]}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t(`divider.vertical.${k}`)}
                    </Text>
                  </Box>
                </Group>
              ))}
            </Group>
          </Stack>
        </ExampleCard>
        <ExampleCard title={t('divider.inList.title')} description={t('divider.inList.description')}>
          <Stack gap={0}>
            {(['a', 'b', 'c'] as const).map((k, i) => (
              <Box key={k}>
                {i > 0 ? <Divider my="sm" /> : null}
                <Text size="sm" fw={600}>
                  {t(`divider.inList.${k}`)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t(`divider.inList.${k}Text`)}
                </Text>
              </Box>
            ))}
          </Stack>
        </ExampleCard>
      </ExampleGrid>
    </TemplatePage>
  );
}
