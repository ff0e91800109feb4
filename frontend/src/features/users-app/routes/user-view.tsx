// /app/user/view?id=: a sample user's profile with the permissions table of
// spec section 6, and the way to the edit form.
import { Button, Group } from '@mantine/core';
import { IconArrowLeft, IconEdit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/routes';
import { useDemoUser } from '../api/users';
import { UserLoadState } from '../components/user-load-state';
import { UserProfile } from '../components/user-profile';
import { idFromSearch } from '../lib/users';

export function UserViewRoute() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const id = idFromSearch(search);
  const user = useDemoUser(id);
  if (!user.data) return <UserLoadState route="appUserView" backTo={paths.appUserList} id={id} query={user} />;
  return (
    <>
      <PageHeader
        route="appUserView"
        actions={
          <Button component={Link} to={paths.appUserList} variant="default" leftSection={<IconArrowLeft size={16} />}>
            {t('usersApp.backToList')}
          </Button>
        }
      />
      <UserProfile
        user={user.data}
        actions={
          <Group gap="sm">
            <Button component={Link} to={`${paths.appUserEdit}?id=${user.data.id}`} leftSection={<IconEdit size={16} />}>
              {t('usersApp.view.edit')}
            </Button>
          </Group>
        }
      />
    </>
  );
}
