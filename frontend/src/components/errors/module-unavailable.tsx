// The state a page shows when the service behind its module is down (503):
// it names the module, says the rest of RiskHub keeps working, and offers a
// retry. "card" fills a page's content area, "inline" sits inside a table or
// card, "screen" replaces the whole app (the router's error element).
import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconPlugConnectedX, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ServerIllustration } from '@/components/ui/illustrations/server-illustration';
import { formatRelativeTime } from '@/lib/format';
import type { AppModule } from '@/lib/module-status';
import { ErrorScreen } from './error-screen';

type ModuleUnavailableProps = {
  /** The module that is down; null when the failing call's module is not known. */
  module: AppModule | null;
  /** Asks again (refetch); the button is hidden without it. */
  onRetry?: () => void;
  /** Shows "Retrying…" on the button. */
  retrying?: boolean;
  /** Since when the module is known to be down (ms since the epoch). */
  since?: number | null;
  variant?: 'card' | 'inline' | 'screen';
};

export function ModuleUnavailable({ module, onRetry, retrying, since, variant = 'card' }: ModuleUnavailableProps) {
  const { t, i18n } = useTranslation();
  const name = module ? t(`moduleStatus.modules.${module}`) : null;
  const title = name ? t('moduleStatus.title', { module: name }) : t('moduleStatus.titleUnknown');
  const message = name ? t('moduleStatus.message', { module: name }) : t('moduleStatus.messageUnknown');
  const sinceText = since ? t('moduleStatus.since', { time: formatRelativeTime(since, i18n.language) }) : null;

  if (variant === 'screen') {
    return <ErrorScreen title={title} message={message} onRetry={onRetry} />;
  }

  const retry = onRetry ? (
    <Button
      variant="light"
      size={variant === 'inline' ? 'xs' : 'sm'}
      leftSection={<IconRefresh size={16} />}
      onClick={onRetry}
      loading={retrying}
    >
      {t('common.tryAgain')}
    </Button>
  ) : null;

  if (variant === 'inline') {
    return (
      <Stack align="center" gap="xs" py={40} role="status" data-module-unavailable={module ?? 'unknown'}>
        <ThemeIcon size={52} radius="xl" variant="light" color="warning">
          <IconPlugConnectedX size={28} stroke={1.6} />
        </ThemeIcon>
        <Text fw={600}>{title}</Text>
        <Text size="sm" c="dimmed" ta="center" maw={480}>
          {message}
        </Text>
        {sinceText ? (
          <Text size="xs" c="dimmed">
            {sinceText}
          </Text>
        ) : null}
        {retry}
      </Stack>
    );
  }

  return (
    <Card padding="xl" role="status" data-module-unavailable={module ?? 'unknown'}>
      <Stack align="center" gap="md" py="lg" ta="center">
        <ServerIllustration width={240} style={{ maxWidth: '100%', height: 'auto' }} />
        <Title order={2} fz={20}>
          {title}
        </Title>
        <Text c="dimmed" maw={520}>
          {message}
        </Text>
        {sinceText ? (
          <Text size="sm" c="dimmed">
            {sinceText}
          </Text>
        ) : null}
        <Group gap="sm" justify="center">
          {retry}
          <Button component={Link} to="/" variant="subtle" leftSection={<IconArrowLeft size={16} />}>
            {t('common.backToDashboard')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
