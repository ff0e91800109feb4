// The settings screens' user changes: the shared users module's mutations
// (`@/lib/api/users`), which also refresh the roles' user counts here.
import { useUserMutations as useSharedUserMutations } from '@/lib/api/users';
import { settingsKeys } from './keys';

/** Create, edit, (de)activate, reset password; users, functions and roles refresh after each. */
export function useUserMutations() {
  return useSharedUserMutations({ alsoInvalidate: [settingsKeys.roles] });
}
