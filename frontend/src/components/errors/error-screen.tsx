// A full-page error message with an illustration and a way back.
import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { IconHome, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerIllustration } from '@/components/ui/illustrations/server-illustration';

type ErrorScreenProps = {
  title?: ReactNode;
  message?: ReactNode;
  illustration?: ReactNode;
  onRetry?: () => void;
  /** Rendered outside the router: use a plain link home. */
  homeHref?: string;
  actions?: ReactNode;
};

export function ErrorScreen({ title, message, illustration, onRetry, homeHref = '/', actions }: ErrorScreenProps) {
  const { t } = useTranslation();
  return (
    <Center mih="100dvh" p="xl" bg="var(--rh-page-bg)">
      <Stack align="center" gap="md" maw={560} ta="center">
        {illustration ?? <ServerIllustration width={300} style={{ maxWidth: '100%', height: 'auto' }} />}
        <Title order={1} fz={28}>
          {title ?? t('misc.serverError.title')}
        </Title>
        <Text c="dimmed">{message ?? t('misc.serverError.message')}</Text>
        <Group justify="center" gap="sm" mt="sm">
          {actions ?? (
            <>
              {onRetry ? (
                <Button variant="light" leftSection={<IconRefresh size={16} />} onClick={onRetry}>
                  {t('common.tryAgain')}
                </Button>
              ) : null}
              <Button component="a" href={homeHref} leftSection={<IconHome size={16} />}>
                {t('common.backHome')}
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Center>
  );
}
