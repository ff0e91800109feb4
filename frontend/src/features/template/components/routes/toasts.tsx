// /components/toasts: the app's Mantine notifications (set up in
// app/provider.tsx) in colours and positions, with an icon, loading then
// updated, auto-close or persistent; and static Notification components.
import { Button, Group, Notification, SimpleGrid, Stack, Text, type NotificationProps } from '@mantine/core';
import { notifications, type NotificationData } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExampleCard, ExampleGrid, TemplatePage } from '../../components/example-card';
import { colorLabel } from '../components/color-label';

const COLORS = ['primary', 'success', 'danger', 'warning', 'info', 'dark'] as const;
type NotificationPosition = NonNullable<NotificationData['position']>;

const POSITIONS: NotificationPosition[] = ['top-left', 'top-center', 'top-right', 'bottom-left', 'bottom-center', 'bottom-right'];

const ICONS: Record<'success' | 'danger' | 'warning' | 'info', NotificationProps['icon']> = {
  success: <IconCheck size={18} />,
  danger: <IconX size={18} />,
  warning: <IconAlertTriangle size={18} />,
  info: <IconInfoCircle size={18} />,
};

let counter = 0;

export function ToastsPage() {
  const { t } = useTranslation('template-components');
  const [closed, setClosed] = useState<string[]>([]);

  const show = (color: (typeof COLORS)[number]) =>
    notifications.show({
      title: t('toasts.colors.toastTitle', { color: colorLabel(t, color) }),
      message: t('toasts.colors.message'),
      color,
    });

  const load = () => {
    counter += 1;
    const id = `template-toast-${counter}`;
    notifications.show({ id, loading: true, title: t('toasts.loading.busyTitle'), message: t('toasts.loading.busy'), autoClose: false, withCloseButton: false });
    window.setTimeout(() => {
      notifications.update({
        id,
        loading: false,
        color: 'success',
        title: t('toasts.loading.doneTitle'),
        message: t('toasts.loading.done'),
        icon: <IconCheck size={18} />,
        autoClose: 2500,
        withCloseButton: true,
      });
    }, 1500);
  };

  return (
    <TemplatePage route="tplToasts" description={t('toasts.description')}>
      <ExampleGrid>
        <ExampleCard title={t('toasts.colors.title')} description={t('toasts.colors.description')} testId="toast-colors">
          <Group gap="xs">
            {COLORS.map((color) => (
              <Button key={color} color={color} variant="light" size="sm" onClick={() => show(color)}>
                {colorLabel(t, color)}
              </Button>
            ))}
          </Group>
        </ExampleCard>

        <ExampleCard title={t('toasts.positions.title')} description={t('toasts.positions.description')}>
          <SimpleGrid cols={3} spacing="xs">
            {POSITIONS.map((position) => (
              <Button
                key={position}
                variant="default"
                size="xs"
                onClick={() => notifications.show({ position, title: t(`toasts.positions.${position}`), message: t('toasts.positions.message'), color: 'primary' })}
              >
                {t(`toasts.positions.${position}`)}
              </Button>
            ))}
          </SimpleGrid>
        </ExampleCard>

        <ExampleCard title={t('toasts.icons.title')} description={t('toasts.icons.description')}>
          <Group gap="xs">
            {(['success', 'danger', 'warning', 'info'] as const).map((color) => (
              <Button
                key={color}
                color={color}
                size="sm"
                leftSection={ICONS[color]}
                onClick={() => notifications.show({ color, icon: ICONS[color], title: t(`toasts.icons.${color}.title`), message: t(`toasts.icons.${color}.message`) })}
              >
                {t(`toasts.icons.${color}.button`)}
              </Button>
            ))}
          </Group>
        </ExampleCard>

        <ExampleCard title={t('toasts.loading.title')} description={t('toasts.loading.description')}>
          <Group gap="sm">
            <Button onClick={load}>{t('toasts.loading.button')}</Button>
          </Group>
        </ExampleCard>

        <ExampleCard title={t('toasts.close.title')} description={t('toasts.close.description')}>
          <Group gap="sm">
            <Button variant="light" onClick={() => notifications.show({ title: t('toasts.close.quick'), message: t('toasts.close.quickText'), autoClose: 1500 })}>
              {t('toasts.close.quick')}
            </Button>
            <Button variant="light" color="warning" onClick={() => notifications.show({ title: t('toasts.close.sticky'), message: t('toasts.close.stickyText'), autoClose: false, color: 'warning' })}>
              {t('toasts.close.sticky')}
            </Button>
            <Button variant="subtle" color="gray" onClick={() => notifications.clean()}>
              {t('toasts.close.clear')}
            </Button>
          </Group>
        </ExampleCard>

        <ExampleCard title={t('toasts.static.title')} description={t('toasts.static.description')}>
          <Stack gap="sm">
            {(['success', 'danger', 'info'] as const)
              .filter((color) => !closed.includes(color))
              .map((color) => (
                <Notification
                  key={color}
                  color={color}
                  icon={ICONS[color]}
                  title={t(`toasts.icons.${color}.title`)}
                  withBorder
                  closeButtonProps={{ 'aria-label': t('common.actions.close') }}
                  onClose={() => setClosed((list) => [...list, color])}
                >
                  {t(`toasts.icons.${color}.message`)}
                </Notification>
              ))}
            <Notification loading title={t('toasts.loading.busyTitle')} withCloseButton={false} withBorder>
              {t('toasts.loading.busy')}
            </Notification>
            {closed.length > 0 ? (
              <Group justify="space-between">
                <Text size="sm" c="dimmed">
                  {t('toasts.static.closed')}
                </Text>
                <Button size="xs" variant="light" onClick={() => setClosed([])}>
                  {t('alerts.dismiss.showAgain')}
                </Button>
              </Group>
            ) : null}
          </Stack>
        </ExampleCard>
      </ExampleGrid>
    </TemplatePage>
  );
}
