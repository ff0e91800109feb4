// /settings/user: Users (needs settings.manage). The module comes in a later issue; until then the page
// shows its header and an empty state.
import { IconUsers } from '@tabler/icons-react';
import { ModulePlaceholder } from '@/components/ui/module-placeholder';

export function UsersRoute() {
  return <ModulePlaceholder route="settingsUsers" icon={IconUsers} />;
}
