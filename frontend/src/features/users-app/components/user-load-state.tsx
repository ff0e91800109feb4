// The view and edit pages before their user is there: the skeleton while it
// loads, "not found" for an unknown or missing `?id=`, a retry on failure.
import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DetailLoadState } from '@/components/ui/detail-states';
import type { RouteId } from '@/config/routes';
import { ApiError } from '@/lib/api-client';

type Props = {
  route: RouteId;
  /** Where "Back" leads (the list of this style). */
  backTo: string;
  /** Null when `?id=` is missing or not a number. */
  id: number | null;
  query: { isError: boolean; error: unknown; refetch: () => unknown };
};

const MISSING = { isError: true, error: new ApiError({ status: 404, code: 'USER_NOT_FOUND', message: '' }), refetch: () => undefined };

export function UserLoadState({ route, backTo, id, query }: Props) {
  const { t } = useTranslation();
  return (
    <DetailLoadState
      route={route}
      query={id === null ? MISSING : query}
      notFoundCode="USER_NOT_FOUND"
      back={
        <Button component={Link} to={backTo} variant="default" leftSection={<IconArrowLeft size={16} />}>
          {t('usersApp.backToList')}
        </Button>
      }
      texts={{
        notFound: t('usersApp.notFound'),
        notFoundHint: t('usersApp.notFoundHint'),
        denied: t('errors.FORBIDDEN'),
        deniedHint: t('usersApp.notFoundHint'),
        failed: t('usersApp.loadFailed'),
      }}
    />
  );
}
