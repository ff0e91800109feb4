// The page of a module whose screens come in a later release: its header and
// an empty-state card saying the module is being set up.
import { Button, Group } from '@mantine/core';
import { IconArrowLeft, type Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROUTES, type RouteId } from '@/config/routes';
import { EmptyState } from './empty-state';
import { PageHeader } from './page-header';

export function ModulePlaceholder({ route, icon }: { route: RouteId; icon?: Icon }) {
  const { t } = useTranslation();
  const title = t(ROUTES[route].titleKey);
  return (
    <>
      <PageHeader route={route} />
      <EmptyState
        icon={icon}
        title={t('placeholder.title')}
        description={t('placeholder.description', { module: title })}
      >
        <Group gap="sm" justify="center">
          <Button component={Link} to="/" variant="light" leftSection={<IconArrowLeft size={16} />}>
            {t('common.backToDashboard')}
          </Button>
        </Group>
      </EmptyState>
    </>
  );
}
