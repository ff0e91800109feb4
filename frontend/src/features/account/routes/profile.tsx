// /user/account: Edit Profile. The module comes in a later issue; until then the page
// shows its header and an empty state.
import { IconUserCircle } from '@tabler/icons-react';
import { ModulePlaceholder } from '@/components/ui/module-placeholder';

export function ProfileRoute() {
  return <ModulePlaceholder route="account" icon={IconUserCircle} />;
}
