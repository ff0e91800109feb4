// Charts (ApexCharts, Chart.js, Recharts), the Leaflet map and the content pages (FAQ, knowledge base, search, invoice, account settings): the page of each route.
import type { TemplateArea } from '../registry';

export const chartsArea: TemplateArea = {
  namespace: 'template-charts',
  pages: {
    tplApex: () => import('./routes/apex-charts').then((m) => m.ApexChartsPage),
    tplChartjs: () => import('./routes/chartjs-charts').then((m) => m.ChartjsChartsPage),
    tplRecharts: () => import('./routes/recharts-charts').then((m) => m.RechartsChartsPage),
    tplLeaflet: () => import('./routes/leaflet-map').then((m) => m.LeafletMapPage),
    tplFaq: () => import('./routes/faq').then((m) => m.FaqPage),
    tplKnowledgeBase: () => import('./routes/knowledge-base').then((m) => m.KnowledgeBasePage),
    tplSearch: () => import('./routes/search').then((m) => m.SearchPage),
    tplInvoice: () => import('./routes/invoice').then((m) => m.InvoicePage),
    tplAccountSettings: () => import('./routes/account-settings').then((m) => m.AccountSettingsPage),
  },
};
