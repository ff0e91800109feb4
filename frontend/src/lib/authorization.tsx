// Route guards: signed-in only, signed-out only, and the per-route permission
// check (spec section 6) that sends the user to /misc/not-authorized.
import { Navigate, Outlet } from 'react-router';
import { paths } from '@/config/routes';
import { useAuth } from './auth';
import { useCan } from './permissions';
import { useCurrentRouteMeta } from './route-handle';

/**
 * Signed-out users go to the sign-in page; a user who must still replace an
 * administrator-given password goes to the change-password step first.
 */
export function RequireAuth() {
  const { user } = useAuth();
  if (!user) return <Navigate to={paths.login} replace />;
  if (user.must_change_password) return <Navigate to={paths.changePassword} replace />;
  return <Outlet />;
}

/** Signed-in only, without the change-password redirect (for that step itself). */
export function RequireSession() {
  const { user } = useAuth();
  if (!user) return <Navigate to={paths.login} replace />;
  return <Outlet />;
}

/** Signed-in users skip the sign-in page. */
export function GuestOnly() {
  const { user } = useAuth();
  if (user) return <Navigate to={paths.dashboard} replace />;
  return <Outlet />;
}

/** Renders the matched page only when the user holds its permission. */
export function PermissionGuard() {
  const allowed = useCan(useCurrentRouteMeta()?.permission);
  if (!allowed) return <Navigate to={paths.notAuthorized} replace />;
  return <Outlet />;
}
