// /pages/user/view?id=: the same sample user as a profile page (cover,
// overlapping avatar), the "pages" style of the template.
import { paths } from '@/config/routes';
import { UserViewPage } from '../components/user-view-page';

export function PagesUserViewRoute() {
  return <UserViewPage route="pagesUserView" backTo={paths.pagesUserList} cover />;
}
