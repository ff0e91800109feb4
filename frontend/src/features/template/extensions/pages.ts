// The extensions (/extensions/...): the page of each route.
import type { TemplateArea } from '../registry';

export const extensionsArea: TemplateArea = {
  namespace: 'template-extensions',
  pages: {
    tplToastr: () => import('./routes/toastr').then((m) => m.ToastrPage),
    tplSlider: () => import('./routes/slider').then((m) => m.SliderPage),
    tplFileUploader: () => import('./routes/file-uploader').then((m) => m.FileUploaderPage),
    tplWysiwyg: () => import('./routes/wysiwyg').then((m) => m.WysiwygPage),
    tplDragAndDrop: () => import('./routes/drag-and-drop').then((m) => m.DragAndDropPage),
    tplTour: () => import('./routes/tour').then((m) => m.TourPage),
    tplClipboard: () => import('./routes/clipboard').then((m) => m.ClipboardPage),
    tplContextMenu: () => import('./routes/context-menu').then((m) => m.ContextMenuPage),
    tplI18n: () => import('./routes/i18n').then((m) => m.I18nPage),
    tplSwiper: () => import('./routes/swiper').then((m) => m.SwiperPage),
    tplAccessControl: () => import('./routes/access-control').then((m) => m.AccessControlPage),
    tplTree: () => import('./routes/tree').then((m) => m.TreePage),
    tplExtPagination: () => import('./routes/pagination').then((m) => m.PaginationPage),
    tplExport: () => import('./routes/export').then((m) => m.ExportPage),
    tplImport: () => import('./routes/import').then((m) => m.ImportPage),
    tplExportSelected: () => import('./routes/export-selected').then((m) => m.ExportSelectedPage),
  },
};
