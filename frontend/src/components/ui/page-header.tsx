// The header every screen starts with: breadcrumb (Home > group > page) and title.
import { Anchor, Box, Breadcrumbs, Group, Text, Title } from '@mantine/core';
import { IconChevronRight, IconHome } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROUTES, type RouteId } from '@/config/routes';

type PageHeaderProps = {
  route: RouteId;
  description?: ReactNode;
  actions?: ReactNode;
};

export function PageHeader({ route, description, actions }: PageHeaderProps) {
  const { t } = useTranslation();
  const meta = ROUTES[route];
  const title = t(meta.titleKey);
  const groupKey = 'groupKey' in meta ? meta.groupKey : undefined;

  return (
    <Group justify="space-between" align="flex-end" mb="lg" wrap="wrap" gap="sm">
      <Box>
        <Breadcrumbs
          separator={<IconChevronRight size={14} stroke={1.8} />}
          separatorMargin={6}
          mb={6}
          aria-label={t('breadcrumb.label')}
          styles={{ root: { flexWrap: 'wrap' } }}
        >
          <Anchor component={Link} to="/" size="sm" c="dimmed" aria-label={t('breadcrumb.home')}>
            <Group gap={4} wrap="nowrap">
              <IconHome size={14} stroke={1.8} />
              {t('breadcrumb.home')}
            </Group>
          </Anchor>
          {groupKey ? (
            <Text size="sm" c="dimmed">
              {t(groupKey)}
            </Text>
          ) : null}
          <Text size="sm" c="primary" fw={500} aria-current="page">
            {title}
          </Text>
        </Breadcrumbs>
        <Title order={1} fz={24} fw={600}>
          {title}
        </Title>
        {description ? (
          <Text c="dimmed" size="sm" mt={4}>
            <bdi>{description}</bdi>
          </Text>
        ) : null}
      </Box>
      {actions}
    </Group>
  );
}
