// Charts (ApexCharts, Chart.js, Recharts), the Leaflet map and the content pages (FAQ, knowledge base, search, invoice, account settings): the page of each route.
import type { TemplateArea } from '../registry';

export const chartsArea: TemplateArea = {
  namespace: 'template-charts',
  pages: {},
};
