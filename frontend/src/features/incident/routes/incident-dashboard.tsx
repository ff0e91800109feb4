// /incident: Incident dashboard (needs incident.read). The module comes in a later issue; until then the page
// shows its header and an empty state.
import { IconAlertTriangle } from '@tabler/icons-react';
import { ModulePlaceholder } from '@/components/ui/module-placeholder';

export function IncidentDashboardRoute() {
  return <ModulePlaceholder route="incidentDashboard" icon={IconAlertTriangle} />;
}
