// /incident/activity: Incident activity (needs incident.read). The module comes in a later issue; until then the page
// shows its header and an empty state.
import { IconNotes } from '@tabler/icons-react';
import { ModulePlaceholder } from '@/components/ui/module-placeholder';

export function IncidentActivityRoute() {
  return <ModulePlaceholder route="incidentActivity" icon={IconNotes} />;
}
