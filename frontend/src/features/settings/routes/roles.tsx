// /settings/role: Roles (needs settings.manage). The module comes in a later issue; until then the page
// shows its header and an empty state.
import { IconUserShield } from '@tabler/icons-react';
import { ModulePlaceholder } from '@/components/ui/module-placeholder';

export function RolesRoute() {
  return <ModulePlaceholder route="settingsRoles" icon={IconUserShield} />;
}
