// The extensions (/extensions/...): the page of each route.
import type { TemplateArea } from '../registry';

export const extensionsArea: TemplateArea = {
  namespace: 'template-extensions',
  pages: {},
};
