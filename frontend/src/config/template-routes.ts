// The admin template's pages (spec section 2, "Template and demo routes";
// issue 16): path, title and the section of the template index each belongs to.
// Any signed-in user may open them. Which page renders each path is in
// features/template/registry.ts; the apps (mail, chat, shop, ...) are in routes.ts.

export type TemplateSection =
  | 'uiKit'
  | 'components'
  | 'extraComponents'
  | 'forms'
  | 'tables'
  | 'charts'
  | 'maps'
  | 'extensions'
  | 'pages'
  | 'misc';

export type TemplateRouteMeta = {
  path: string;
  titleKey: string;
  groupKey: 'nav.groups.template';
  section: TemplateSection;
};

const group = 'nav.groups.template' as const;

function entries<const T extends Record<string, readonly [path: string, section: TemplateSection]>>(table: T) {
  return Object.fromEntries(
    Object.entries(table).map(([id, [path, section]]) => [
      id,
      { path, titleKey: `template.titles.${id}`, groupKey: group, section },
    ]),
  ) as { [K in keyof T]: TemplateRouteMeta };
}

export const TEMPLATE_ROUTES = entries({
  // UI kit
  tplGrid: ['/ui-element/grid', 'uiKit'],
  tplTypography: ['/ui-element/typography', 'uiKit'],
  tplTextUtilities: ['/ui-element/textutilities', 'uiKit'],
  tplSyntaxHighlighter: ['/ui-element/syntaxhighlighter', 'uiKit'],
  tplColors: ['/colors/colors', 'uiKit'],
  tplIcons: ['/icons/reactfeather', 'uiKit'],
  tplCardsBasic: ['/cards/basic', 'uiKit'],
  tplCardsStatistics: ['/cards/statistics', 'uiKit'],
  tplCardsAnalytics: ['/cards/analytics', 'uiKit'],
  tplCardsAction: ['/cards/action', 'uiKit'],
  // Components
  tplAlerts: ['/components/alerts', 'components'],
  tplButtons: ['/components/buttons', 'components'],
  tplBreadcrumbs: ['/components/breadcrumbs', 'components'],
  tplCarousel: ['/components/carousel', 'components'],
  tplCollapse: ['/components/collapse', 'components'],
  tplDropdowns: ['/components/dropdowns', 'components'],
  tplListGroup: ['/components/list-group', 'components'],
  tplModals: ['/components/modals', 'components'],
  tplPagination: ['/components/pagination', 'components'],
  tplNav: ['/components/nav-component', 'components'],
  tplNavbar: ['/components/navbar', 'components'],
  tplTabs: ['/components/tabs-component', 'components'],
  tplPills: ['/components/pills-component', 'components'],
  tplTooltips: ['/components/tooltips', 'components'],
  tplPopovers: ['/components/popovers', 'components'],
  tplBadges: ['/components/badges', 'components'],
  tplPillBadges: ['/components/pill-badges', 'components'],
  tplProgress: ['/components/progress', 'components'],
  tplMediaObjects: ['/components/media-objects', 'components'],
  tplSpinners: ['/components/spinners', 'components'],
  tplToasts: ['/components/toasts', 'components'],
  // Extra components
  tplAvatar: ['/extra-components/avatar', 'extraComponents'],
  tplChips: ['/extra-components/chips', 'extraComponents'],
  tplDivider: ['/extra-components/divider', 'extraComponents'],
  tplAutoComplete: ['/extra-components/auto-complete', 'extraComponents'],
  // Forms
  tplSelect: ['/forms/elements/select', 'forms'],
  tplSwitch: ['/forms/elements/switch', 'forms'],
  tplCheckbox: ['/forms/elements/checkbox', 'forms'],
  tplRadio: ['/forms/elements/radio', 'forms'],
  tplInput: ['/forms/elements/input', 'forms'],
  tplInputGroup: ['/forms/elements/input-group', 'forms'],
  tplNumberInput: ['/forms/elements/number-input', 'forms'],
  tplTextarea: ['/forms/elements/textarea', 'forms'],
  tplPickers: ['/forms/elements/pickers', 'forms'],
  tplInputMask: ['/forms/elements/input-mask', 'forms'],
  tplFormLayout: ['/forms/layout/form-layout', 'forms'],
  tplWizard: ['/forms/wizard', 'forms'],
  tplFormik: ['/forms/formik', 'forms'],
  // Tables (/tables/agGrid is the contacts grid of the apps)
  tplTablesReactstrap: ['/tables/reactstrap', 'tables'],
  tplReactTables: ['/tables/react-tables', 'tables'],
  tplDataTables: ['/tables/data-tables', 'tables'],
  // Charts and maps
  tplApex: ['/charts/apex', 'charts'],
  tplChartjs: ['/charts/chartjs', 'charts'],
  tplRecharts: ['/charts/recharts', 'charts'],
  tplLeaflet: ['/maps/leaflet', 'maps'],
  // Extensions
  tplToastr: ['/extensions/toastr', 'extensions'],
  tplSlider: ['/extensions/slider', 'extensions'],
  tplFileUploader: ['/extensions/file-uploader', 'extensions'],
  tplWysiwyg: ['/extensions/wysiwyg-editor', 'extensions'],
  tplDragAndDrop: ['/extensions/drag-and-drop', 'extensions'],
  tplTour: ['/extensions/tour', 'extensions'],
  tplClipboard: ['/extensions/clipboard', 'extensions'],
  tplContextMenu: ['/extensions/context-menu', 'extensions'],
  tplI18n: ['/extensions/i18n', 'extensions'],
  tplSwiper: ['/extensions/swiper', 'extensions'],
  tplAccessControl: ['/extensions/access-control', 'extensions'],
  tplTree: ['/extensions/tree', 'extensions'],
  tplExtPagination: ['/extensions/pagination', 'extensions'],
  tplExport: ['/extensions/export', 'extensions'],
  tplImport: ['/extensions/import', 'extensions'],
  tplExportSelected: ['/extensions/export-selected', 'extensions'],
  // Pages (sign-in, registration, password reset and lock screen are in routes.ts)
  tplFaq: ['/pages/faq', 'pages'],
  tplKnowledgeBase: ['/pages/knowledge-base', 'pages'],
  tplSearch: ['/pages/search', 'pages'],
  tplInvoice: ['/pages/invoice', 'pages'],
  tplAccountSettings: ['/pages/account-settings', 'pages'],
});

export type TemplateRouteId = keyof typeof TEMPLATE_ROUTES;

/** The sections in the order the template index shows them. */
export const TEMPLATE_SECTIONS: readonly TemplateSection[] = [
  'uiKit',
  'components',
  'extraComponents',
  'forms',
  'tables',
  'charts',
  'maps',
  'extensions',
  'pages',
  'misc',
];
