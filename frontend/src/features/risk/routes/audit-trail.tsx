// /risk/activity: Audit Trail (needs audit.read). The module comes in a later issue; until then the page
// shows its header and an empty state.
import { IconHistory } from '@tabler/icons-react';
import { ModulePlaceholder } from '@/components/ui/module-placeholder';

export function AuditTrailRoute() {
  return <ModulePlaceholder route="riskAuditTrail" icon={IconHistory} />;
}
