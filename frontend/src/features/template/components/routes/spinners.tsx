// /components/spinners: Loader types (oval, bars, dots) in colours and
// sizes, in buttons, and a LoadingOverlay over a card that can be toggled.
import { Box, Button, Group, Loader, LoadingOverlay, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExampleCard, ExampleGrid, TemplatePage } from '../../components/example-card';
import { colorLabel } from '../components/color-label';
import { SIZES, THEME_COLORS } from '../lib/demo';

const TYPES = ['oval', 'bars', 'dots'] as const;

export function SpinnersPage() {
  const { t } = useTranslation('template-components');
  const [overlay, setOverlay] = useState(false);

  return (
    <TemplatePage route="tplSpinners" description={t('spinners.description')}>
      <ExampleGrid>
        <ExampleCard title={t('spinners.types.title')} description={t('spinners.types.description')}>
          <Group gap="xl">
            {TYPES.map((type) => (
              <Stack key={type} gap="xs" align="center">
                <Loader type={type} aria-label={t(`spinners.types.${type}`)} />
                <Text size="xs" c="dimmed">
                  {t(`spinners.types.${type}`)}
                </Text>
              </Stack>
            ))}
          </Group>
        </ExampleCard>

        <ExampleCard title={t('spinners.colors.title')} description={t('spinners.colors.description')}>
          <Stack gap="md">
            {TYPES.map((type) => (
              <Group key={type} gap="lg">
                {THEME_COLORS.map((color) => (
                  <Loader key={color} type={type} color={color} size="sm" aria-label={colorLabel(t, color)} />
                ))}
              </Group>
            ))}
          </Stack>
        </ExampleCard>

        <ExampleCard title={t('spinners.sizes.title')} description={t('spinners.sizes.description')}>
          <Stack gap="md">
            {(['oval', 'dots'] as const).map((type) => (
              <Group key={type} gap="lg" align="center">
                {SIZES.map((size) => (
                  <Loader key={size} type={type} size={size} color="info" aria-label={t(`common.sizes.${size}`)} />
                ))}
              </Group>
            ))}
          </Stack>
        </ExampleCard>

        <ExampleCard title={t('spinners.buttons.title')} description={t('spinners.buttons.description')}>
          <Group gap="sm">
            <Button leftSection={<Loader size={14} color="white" />}>{t('spinners.buttons.loading')}</Button>
            <Button variant="light" color="success" leftSection={<Loader size={14} type="dots" color="success" />}>
              {t('spinners.buttons.saving')}
            </Button>
            <Button variant="outline" color="danger" loading>
              {t('spinners.buttons.loading')}
            </Button>
            <Button variant="default" rightSection={<Loader size={14} type="bars" color="gray" />}>
              {t('spinners.buttons.syncing')}
            </Button>
          </Group>
        </ExampleCard>

        <ExampleCard
          title={t('spinners.overlay.title')}
          description={t('spinners.overlay.description')}
          testId="spinner-overlay"
          actions={<Switch checked={overlay} onChange={(e) => setOverlay(e.currentTarget.checked)} label={t('spinners.overlay.toggle')} />}
        >
          <Box pos="relative" p="md" style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-md)' }}>
            <LoadingOverlay visible={overlay} zIndex={10} overlayProps={{ radius: 'md', blur: 2 }} loaderProps={{ type: 'bars', color: 'primary' }} />
            <Text fw={600}>{t('spinners.overlay.cardTitle')}</Text>
            <Text size="sm" c="dimmed" mt={4}>
              {t('spinners.overlay.text')}
            </Text>
            <Button mt="md" size="xs" variant="light" disabled={overlay}>
              {t('common.actions.save')}
            </Button>
          </Box>
        </ExampleCard>

        <ExampleCard title={t('spinners.inline.title')} description={t('spinners.inline.description')}>
          <Stack gap="sm">
            {(['fetching', 'checking', 'uploading'] as const).map((key, i) => (
              <Group key={key} gap="sm">
                <Loader size="xs" type={TYPES[i]} color={(['primary', 'warning', 'success'] as const)[i]} />
                <Text size="sm">{t(`spinners.inline.${key}`)}</Text>
              </Group>
            ))}
          </Stack>
        </ExampleCard>
      </ExampleGrid>
    </TemplatePage>
  );
}
