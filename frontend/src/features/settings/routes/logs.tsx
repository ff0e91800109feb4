// /settings/logs: Logs (needs settings.manage). The module comes in a later issue; until then the page
// shows its header and an empty state.
import { IconLogs } from '@tabler/icons-react';
import { ModulePlaceholder } from '@/components/ui/module-placeholder';

export function LogsRoute() {
  return <ModulePlaceholder route="settingsLogs" icon={IconLogs} />;
}
