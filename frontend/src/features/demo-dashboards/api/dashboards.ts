// GET /api/dashboard/analytics and GET /api/dashboard/ecommerce: the
// template's two dashboards, computed by the demo service from its own
// tables (our design, documented in the gateway's OpenAPI). Money is in cents.
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type KeyCount = { key: string; count: number };

/** One UTC day; a day without orders is zeros. `signups`: people of the users app who joined that day. */
export type DayFigures = {
  date: string;
  orders: number;
  revenueCents: number;
  customers: number;
  units: number;
  signups: number;
};

export type TopProduct = {
  productId: number;
  name: string;
  category: string;
  image: string;
  units: number;
  revenueCents: number;
};

export type StockItem = { productId: number; name: string; category: string; stock: number };

export type CategoryFigures = { name: string; products: number; stock: number };

export type EcommerceDashboard = {
  orderCount: number;
  revenueCents: number;
  averageOrderCents: number;
  unitsSold: number;
  customers: number;
  orderStatuses: KeyCount[];
  days: DayFigures[];
  categories: CategoryFigures[];
  topProducts: TopProduct[];
  lowStock: StockItem[];
  lowStockThreshold: number;
  productCount: number;
};

export type AnalyticsDashboard = {
  userCount: number;
  usersByStatus: KeyCount[];
  usersByRole: KeyCount[];
  usersByDepartment: KeyCount[];
  days: DayFigures[];
  popularity: KeyCount[];
  listProductCount: number;
  shoppers: number;
  customers: number;
  orderCount: number;
};

/** Days the analytics dashboard asks for: twelve whole weeks, shown per week. */
export const ANALYTICS_DAYS = 84;

export const demoDashboardKeys = {
  analytics: ['demo-dashboards', 'analytics'] as const,
  ecommerce: ['demo-dashboards', 'ecommerce'] as const,
};

export function useAnalyticsDashboard() {
  return useQuery({
    queryKey: demoDashboardKeys.analytics,
    queryFn: ({ signal }) => api.get<AnalyticsDashboard>(`/api/dashboard/analytics?days=${ANALYTICS_DAYS}`, { signal }),
  });
}

export function useEcommerceDashboard() {
  return useQuery({
    queryKey: demoDashboardKeys.ecommerce,
    queryFn: ({ signal }) => api.get<EcommerceDashboard>('/api/dashboard/ecommerce', { signal }),
  });
}
