// Shared frame of the misc pages: illustration, title, message, way home.
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type MiscPageProps = {
  code?: string;
  title: ReactNode;
  message: ReactNode;
  illustration: ReactNode;
  action?: ReactNode;
};

export function MiscPage({ code, title, message, illustration, action }: MiscPageProps) {
  const { t } = useTranslation();
  return (
    <Center mih="100dvh" p="xl">
      <Stack align="center" gap="md" maw={560} ta="center">
        {code ? (
          <Text fz={64} fw={700} lh={1} c="primary" aria-hidden>
            {code}
          </Text>
        ) : null}
        <Title order={1} fz={28}>
          {title}
        </Title>
        <Text c="dimmed">{message}</Text>
        {action ?? (
          <Button component={Link} to="/" leftSection={<IconHome size={16} />} mt="xs">
            {t('common.backHome')}
          </Button>
        )}
        <div style={{ marginTop: 16, width: 320, maxWidth: '100%' }}>{illustration}</div>
      </Stack>
    </Center>
  );
}
