// /risk/risk/wizard: Create New Risk. The module comes in a later issue; until then the page
// shows its header and an empty state.
import { IconSquareRoundedPlus } from '@tabler/icons-react';
import { ModulePlaceholder } from '@/components/ui/module-placeholder';

export function RiskWizardRoute() {
  return <ModulePlaceholder route="riskWizard" icon={IconSquareRoundedPlus} />;
}
