// A sample user's profile page, in either style: the app's (/app/user/view,
// the permissions table of spec section 6) or the "pages" one
// (/pages/user/view, a cover behind an overlapping avatar). Both lead back
// to their own list and on to the edit form.
import { Button } from '@mantine/core';
import { IconArrowLeft, IconEdit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { paths, type RouteId } from '@/config/routes';
import { useDemoUser } from '../api/users';
import { idFromSearch } from '../lib/users';
import { UserLoadState } from './user-load-state';
import { UserProfile } from './user-profile';

type Props = {
  route: RouteId;
  /** The list of this style, where "Back" leads. */
  backTo: string;
  /** The "pages" style: a cover, and a lighter edit button. */
  cover?: boolean;
};

export function UserViewPage({ route, backTo, cover = false }: Props) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const id = idFromSearch(search);
  const user = useDemoUser(id);
  if (!user.data) return <UserLoadState route={route} backTo={backTo} id={id} query={user} />;
  return (
    <>
      <PageHeader
        route={route}
        actions={
          <Button component={Link} to={backTo} variant="default" leftSection={<IconArrowLeft size={16} />}>
            {t('usersApp.backToList')}
          </Button>
        }
      />
      <UserProfile
        cover={cover}
        user={user.data}
        actions={
          <Button
            component={Link}
            to={`${paths.appUserEdit}?id=${user.data.id}`}
            variant={cover ? 'light' : 'filled'}
            leftSection={<IconEdit size={16} />}
          >
            {t('usersApp.view.edit')}
          </Button>
        }
      />
    </>
  );
}
