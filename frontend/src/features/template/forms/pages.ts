// Form elements, layout, wizard and formik, and the plain, TanStack and data tables: the page of each route.
import type { TemplateArea } from '../registry';

export const formsArea: TemplateArea = {
  namespace: 'template-forms',
  pages: {
    tplSelect: () => import('./routes/select').then((m) => m.SelectPage),
    tplSwitch: () => import('./routes/switch').then((m) => m.SwitchPage),
    tplCheckbox: () => import('./routes/checkbox').then((m) => m.CheckboxPage),
    tplRadio: () => import('./routes/radio').then((m) => m.RadioPage),
    tplInput: () => import('./routes/input').then((m) => m.InputPage),
    tplInputGroup: () => import('./routes/input-group').then((m) => m.InputGroupPage),
    tplNumberInput: () => import('./routes/number-input').then((m) => m.NumberInputPage),
    tplTextarea: () => import('./routes/textarea').then((m) => m.TextareaPage),
    tplPickers: () => import('./routes/pickers').then((m) => m.PickersPage),
    tplInputMask: () => import('./routes/input-mask').then((m) => m.InputMaskPage),
    tplFormLayout: () => import('./routes/form-layout').then((m) => m.FormLayoutPage),
    tplWizard: () => import('./routes/wizard').then((m) => m.WizardPage),
    tplFormik: () => import('./routes/formik').then((m) => m.FormikPage),
    tplTablesReactstrap: () => import('./routes/tables-reactstrap').then((m) => m.TablesReactstrapPage),
    tplReactTables: () => import('./routes/react-tables').then((m) => m.ReactTablesPage),
    tplDataTables: () => import('./routes/data-tables').then((m) => m.DataTablesPage),
  },
};
