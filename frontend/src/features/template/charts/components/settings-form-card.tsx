// One local form of the account settings page: a card with its title and
// one line, the fields, the saved notice once it is saved, Save and (where
// the fields can go back to their first values) Reset.
import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type SettingsFormCardProps = {
  title: string;
  description: string;
  saved: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onReset?: () => void;
  children: ReactNode;
};

export function SettingsFormCard({ title, description, saved, onSubmit, onReset, children }: SettingsFormCardProps) {
  const { t } = useTranslation('template-charts');
  return (
    <Card p="lg">
      <Text fw={600} size="lg">
        {title}
      </Text>
      <Text size="sm" c="dimmed" mb="lg">
        {description}
      </Text>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {children}
          {saved ? (
            <Alert color="success" icon={<IconCheck size={18} />} role="status" data-testid="settings-saved">
              {t('accountSettings.saved')}
            </Alert>
          ) : null}
          <Group>
            <Button type="submit">{t('accountSettings.save')}</Button>
            {onReset ? (
              <Button variant="default" onClick={onReset}>
                {t('accountSettings.reset')}
              </Button>
            ) : null}
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
