// /components/alerts: Mantine alerts in the theme colours, with icon and
// title, dismissible (and shown again), with actions, in three variants.
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconBell, IconCircleCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExampleCard, ExampleGrid, TemplatePage } from '../../components/example-card';
import { colorLabel } from '../components/color-label';
import { THEME_COLORS, type ThemeColor } from '../lib/demo';

const ICONS: Partial<Record<ThemeColor, typeof IconInfoCircle>> = {
  success: IconCircleCheck,
  danger: IconX,
  warning: IconAlertTriangle,
  info: IconInfoCircle,
};

export function AlertsPage() {
  const { t } = useTranslation('template-components');
  const [open, setOpen] = useState(true);
  const [acted, setActed] = useState<string | null>(null);

  return (
    <TemplatePage route="tplAlerts" description={t('alerts.description')}>
      <ExampleGrid>
        <ExampleCard title={t('alerts.colors.title')} description={t('alerts.colors.description')}>
          <Stack gap="sm">
            {THEME_COLORS.map((color) => (
              <Alert key={color} color={color} variant="light">
                {t('alerts.colors.text', { color: colorLabel(t, color) })}
              </Alert>
            ))}
          </Stack>
        </ExampleCard>

        <ExampleCard title={t('alerts.icons.title')} description={t('alerts.icons.description')}>
          <Stack gap="sm">
            {(['success', 'info', 'warning', 'danger'] as const).map((color) => {
              const Icon = ICONS[color] ?? IconInfoCircle;
              return (
                <Alert key={color} color={color} icon={<Icon size={20} />} title={t(`alerts.icons.${color}.title`)}>
                  {t(`alerts.icons.${color}.text`)}
                </Alert>
              );
            })}
          </Stack>
        </ExampleCard>

        <ExampleCard title={t('alerts.dismiss.title')} description={t('alerts.dismiss.description')} testId="alert-dismiss">
          {open ? (
            <Alert
              color="primary"
              icon={<IconBell size={20} />}
              title={t('alerts.dismiss.alertTitle')}
              withCloseButton
              closeButtonLabel={t('alerts.dismiss.close')}
              onClose={() => setOpen(false)}
            >
              {t('alerts.dismiss.text')}
            </Alert>
          ) : (
            <Group justify="space-between" p="md" bg="var(--mantine-color-default-hover)" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
              <Text size="sm" c="dimmed">
                {t('alerts.dismiss.closed')}
              </Text>
              <Button size="xs" variant="light" onClick={() => setOpen(true)}>
                {t('alerts.dismiss.showAgain')}
              </Button>
            </Group>
          )}
        </ExampleCard>

        <ExampleCard title={t('alerts.actions.title')} description={t('alerts.actions.description')}>
          <Alert color="warning" icon={<IconAlertTriangle size={20} />} title={t('alerts.actions.alertTitle')}>
            <Text size="sm" mb="sm">
              {t('alerts.actions.text')}
            </Text>
            <Group gap="xs">
              <Button size="xs" color="warning" onClick={() => setActed(t('alerts.actions.renew'))}>
                {t('alerts.actions.renew')}
              </Button>
              <Button size="xs" variant="default" onClick={() => setActed(t('alerts.actions.later'))}>
                {t('alerts.actions.later')}
              </Button>
            </Group>
          </Alert>
          {acted ? (
            <Text size="sm" mt="sm" c="dimmed" role="status">
              {t('alerts.actions.chosen', { action: acted })}
            </Text>
          ) : null}
        </ExampleCard>

        {(['light', 'filled', 'outline'] as const).map((variant) => (
          <ExampleCard key={variant} title={t(`common.variants.${variant}`)} description={t('alerts.variant.description', { variant: t(`common.variants.${variant}`) })}>
            <Stack gap="sm">
              {(['primary', 'success', 'danger', 'info'] as const).map((color) => (
                <Alert key={color} variant={variant} color={color} icon={<IconInfoCircle size={18} />}>
                  {t('alerts.colors.text', { color: colorLabel(t, color) })}
                </Alert>
              ))}
            </Stack>
          </ExampleCard>
        ))}
      </ExampleGrid>
    </TemplatePage>
  );
}
