// Form elements, layout, wizard and formik, and the plain, TanStack and data tables: the page of each route.
import type { TemplateArea } from '../registry';

export const formsArea: TemplateArea = {
  namespace: 'template-forms',
  pages: {},
};
