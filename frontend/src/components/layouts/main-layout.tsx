// The signed-in shell. Picks the layout from the shell settings; only the
// vertical one exists yet (the horizontal one arrives with the customizer).
import { useLayoutSettings } from './layout-settings';
import { VerticalLayout } from './vertical-layout';

export function MainLayout() {
  const { layout } = useLayoutSettings();
  switch (layout) {
    case 'horizontal': // not built yet: fall back to vertical
    case 'vertical':
    default:
      return <VerticalLayout />;
  }
}
