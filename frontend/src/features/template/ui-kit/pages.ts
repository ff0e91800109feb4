// UI kit (grid, typography, text utilities, syntax highlighter, colours, icons, cards) and the extra components: the page of each route.
import type { TemplateArea } from '../registry';

export const uiKitArea: TemplateArea = {
  namespace: 'template-ui-kit',
  pages: {},
};
