// /risk/action/plan: Action Plans. The module comes in a later issue; until then the page
// shows its header and an empty state.
import { IconChecklist } from '@tabler/icons-react';
import { ModulePlaceholder } from '@/components/ui/module-placeholder';

export function ActionPlansRoute() {
  return <ModulePlaceholder route="riskActionPlans" icon={IconChecklist} />;
}
