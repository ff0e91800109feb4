// The components pages (/components/...): the page of each route.
import type { TemplateArea } from '../registry';

export const componentsArea: TemplateArea = {
  namespace: 'template-components',
  pages: {},
};
