// /incident/all: All Incidents (needs incident.read). The module comes in a later issue; until then the page
// shows its header and an empty state.
import { IconClipboardList } from '@tabler/icons-react';
import { ModulePlaceholder } from '@/components/ui/module-placeholder';

export function AllIncidentsRoute() {
  return <ModulePlaceholder route="incidentAll" icon={IconClipboardList} />;
}
