// /risk/all: Risk Register. The module comes in a later issue; until then the page
// shows its header and an empty state.
import { IconListDetails } from '@tabler/icons-react';
import { ModulePlaceholder } from '@/components/ui/module-placeholder';

export function RiskRegisterRoute() {
  return <ModulePlaceholder route="riskRegister" icon={IconListDetails} />;
}
