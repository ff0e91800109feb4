// /app/user/view?id=: a sample user's profile with the permissions table of
// spec section 6, and the way to the edit form.
import { paths } from '@/config/routes';
import { UserViewPage } from '../components/user-view-page';

export function UserViewRoute() {
  return <UserViewPage route="appUserView" backTo={paths.appUserList} />;
}
