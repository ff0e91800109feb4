// The signed-in shell: the stored layout (a horizontal one is drawn vertical
// below 1200px, spec section 2), the scroll-to-top button, and the theme
// customizer when the installation offers it.
import { Customizer } from '@/components/customizer/customizer';
import { useAppConfig } from '@/lib/app-config';
import { useThemeSettings } from '@/lib/theme-settings';
import { HorizontalLayout } from './horizontal-layout';
import { ScrollToTop } from './scroll-to-top';
import { useEffectiveLayout } from './use-shell-media';
import { VerticalLayout } from './vertical-layout';
import './direction.css';

export function MainLayout() {
  const settings = useThemeSettings();
  const layout = useEffectiveLayout(settings.layout);
  const { customizer_enabled } = useAppConfig();

  return (
    <>
      {layout === 'horizontal' ? <HorizontalLayout /> : <VerticalLayout />}
      <ScrollToTop hidden={settings.hideScrollToTop} raised={settings.footerType === 'sticky'} />
      {customizer_enabled ? <Customizer /> : null}
    </>
  );
}
