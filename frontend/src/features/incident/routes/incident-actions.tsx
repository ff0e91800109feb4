// /incident/actions: Incident actions (needs incident.read). The module comes in a later issue; until then the page
// shows its header and an empty state.
import { IconActivity } from '@tabler/icons-react';
import { ModulePlaceholder } from '@/components/ui/module-placeholder';

export function IncidentActionsRoute() {
  return <ModulePlaceholder route="incidentActions" icon={IconActivity} />;
}
