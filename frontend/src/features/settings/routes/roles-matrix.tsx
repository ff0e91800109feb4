// /settings/roles: Roles Matrix (needs settings.manage). The module comes in a later issue; until then the page
// shows its header and an empty state.
import { IconTable } from '@tabler/icons-react';
import { ModulePlaceholder } from '@/components/ui/module-placeholder';

export function RolesMatrixRoute() {
  return <ModulePlaceholder route="settingsRolesMatrix" icon={IconTable} />;
}
