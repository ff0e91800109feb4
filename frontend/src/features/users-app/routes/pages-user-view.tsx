// /pages/user/view?id=: the same sample user as a profile page (cover,
// overlapping avatar), the "pages" style of the template.
import { Button } from '@mantine/core';
import { IconArrowLeft, IconEdit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/routes';
import { useDemoUser } from '../api/users';
import { UserLoadState } from '../components/user-load-state';
import { UserProfile } from '../components/user-profile';
import { idFromSearch } from '../lib/users';

export function PagesUserViewRoute() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const id = idFromSearch(search);
  const user = useDemoUser(id);
  if (!user.data) return <UserLoadState route="pagesUserView" backTo={paths.pagesUserList} id={id} query={user} />;
  return (
    <>
      <PageHeader
        route="pagesUserView"
        actions={
          <Button component={Link} to={paths.pagesUserList} variant="default" leftSection={<IconArrowLeft size={16} />}>
            {t('usersApp.backToList')}
          </Button>
        }
      />
      <UserProfile
        cover
        user={user.data}
        actions={
          <Button component={Link} to={`${paths.appUserEdit}?id=${user.data.id}`} variant="light" leftSection={<IconEdit size={16} />}>
            {t('usersApp.view.edit')}
          </Button>
        }
      />
    </>
  );
}
