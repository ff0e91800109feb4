// Dashboard card: shortcuts to the screens this user may open.
import { Card, SimpleGrid, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { filterNavigation, NAVIGATION } from '@/config/navigation';
import { can, type PermissionMap } from '@/lib/permissions';
import classes from './dashboard.module.css';

export function QuickLinksCard({ permissions }: { permissions: PermissionMap }) {
  const { t } = useTranslation();
  const items = useMemo(
    () =>
      filterNavigation(NAVIGATION, (check) => can(check, permissions))
        .flatMap((group) => group.items)
        .filter((item) => item.path !== '/')
        .slice(0, 6),
    [permissions],
  );

  return (
    <Card h="100%">
      <Stack gap="md">
        <div>
          <Title order={2} fz={18}>
            {t('dashboard.quickLinks.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('dashboard.quickLinks.subtitle')}
          </Text>
        </div>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
          {items.map((item) => (
            <UnstyledButton key={item.id} component={Link} to={item.path} className={classes.quickLink}>
              <ThemeIcon variant="light" size={40} radius="md">
                <item.icon size={22} stroke={1.6} />
              </ThemeIcon>
              <Text size="sm" fw={500} ta="center" lh={1.3}>
                {t(item.labelKey)}
              </Text>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
