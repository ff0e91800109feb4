// The frame of the account pages (register, forgot / reset password, lock
// screen): a centered card with the logo, over the template's soft shapes,
// with the language switcher in the corner.
import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/routes';
import { LanguageSwitcher } from '@/components/ui/language-switcher';
import { LogoMark } from '@/components/ui/logo';
import classes from './account-card.module.css';

type AccountCardProps = {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Shown above the title instead of the logo (the lock screen's avatar). */
  header?: ReactNode;
  children: ReactNode;
};

export function AccountCard({ title, subtitle, header, children }: AccountCardProps) {
  return (
    <div className={classes.page}>
      <div className={classes.topRight}>
        <LanguageSwitcher />
      </div>
      <Card className={classes.card} padding="xl" radius="md" shadow="md" withBorder>
        <Stack gap="lg">
          {header ?? (
            <Group gap={10} justify="center">
              <LogoMark size={34} />
              <Text fw={700} fz={22} c="var(--rh-heading-color)">
                RiskHub
              </Text>
            </Group>
          )}
          <Stack gap={6}>
            <Title order={1} fz={22}>
              {title}
            </Title>
            {subtitle ? (
              <Text c="dimmed" size="sm">
                {subtitle}
              </Text>
            ) : null}
          </Stack>
          {children}
        </Stack>
      </Card>
    </div>
  );
}

/** The way back to the sign-in page under the account pages' cards. */
export function BackToLogin() {
  const { t } = useTranslation('auth-pages');
  return (
    <Group justify="center">
      <Anchor component={Link} to={paths.login} size="sm">
        <Group gap={4}>
          <IconChevronLeft size={16} className={classes.flip} />
          {t('common.backToLogin')}
        </Group>
      </Anchor>
    </Group>
  );
}
