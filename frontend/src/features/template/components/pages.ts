// The components pages (/components/...): the page of each route.
import type { TemplateArea } from '../registry';

export const componentsArea: TemplateArea = {
  namespace: 'template-components',
  pages: {
    tplAlerts: () => import('./routes/alerts').then((m) => m.AlertsPage),
    tplButtons: () => import('./routes/buttons').then((m) => m.ButtonsPage),
    tplBreadcrumbs: () => import('./routes/breadcrumbs').then((m) => m.BreadcrumbsPage),
    tplCarousel: () => import('./routes/carousel').then((m) => m.CarouselPage),
    tplCollapse: () => import('./routes/collapse').then((m) => m.CollapsePage),
    tplDropdowns: () => import('./routes/dropdowns').then((m) => m.DropdownsPage),
    tplListGroup: () => import('./routes/list-group').then((m) => m.ListGroupPage),
    tplModals: () => import('./routes/modals').then((m) => m.ModalsPage),
    tplPagination: () => import('./routes/pagination').then((m) => m.PaginationPage),
    tplNav: () => import('./routes/nav').then((m) => m.NavPage),
    tplNavbar: () => import('./routes/navbar').then((m) => m.NavbarPage),
    tplTabs: () => import('./routes/tabs').then((m) => m.TabsPage),
    tplPills: () => import('./routes/pills').then((m) => m.PillsPage),
    tplTooltips: () => import('./routes/tooltips').then((m) => m.TooltipsPage),
    tplPopovers: () => import('./routes/popovers').then((m) => m.PopoversPage),
    tplBadges: () => import('./routes/badges').then((m) => m.BadgesPage),
    tplPillBadges: () => import('./routes/pill-badges').then((m) => m.PillBadgesPage),
    tplProgress: () => import('./routes/progress').then((m) => m.ProgressPage),
    tplMediaObjects: () => import('./routes/media-objects').then((m) => m.MediaObjectsPage),
    tplSpinners: () => import('./routes/spinners').then((m) => m.SpinnersPage),
    tplToasts: () => import('./routes/toasts').then((m) => m.ToastsPage),
  },
};
