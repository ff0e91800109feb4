// The dashboard's calls: GET /api/v1/reports/dashboard (risk.read) and the
// latest risk audit events (audit.read). The shapes are the risk module's
// (proto risk.v1), declared here for the few fields the dashboard shows,
// since features do not import each other.
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { HeatMapGridData } from '@/components/ui/heat-map-grid';

export type Rating = { score: number; rating: string; color: string; level: number };

export type DashboardRisk = {
  id: string;
  reference: string;
  title: string;
  owner_name: string | null;
  gross_risk: Rating;
  net_risk: Rating;
  appetite: string;
  over_appetite: boolean;
  trend: number;
};

export type DashboardActivity = {
  id: string;
  control_id: string;
  control_reference: string | null;
  name: string;
  owner_name: string | null;
  due_date: string;
};

export type DashboardPlan = {
  id: string;
  reference: string;
  title: string;
  risk_id: string | null;
  risk_reference: string | null;
  owner_name: string | null;
  priority: string;
  due_date: string;
  progress: number;
};

export type RatingCount = { rating: string; color: string; count: number };

export type RiskDashboard = {
  by_net_rating: RatingCount[];
  net_heat_map: HeatMapGridData & { kind: string };
  top_risks: DashboardRisk[];
  over_appetite: DashboardRisk[];
  overdue_activities: DashboardActivity[];
  overdue_action_plans: DashboardPlan[];
  total_risks: number;
  pending_approvals: number;
  total_controls: number;
  open_action_plans: number;
  /** Active risks past their next review day, and the 10 longest overdue. */
  overdue_reviews: number;
  overdue_review_risks: DashboardReviewRisk[];
};

export type DashboardReviewRisk = {
  id: string;
  reference: string;
  title: string;
  owner_name: string | null;
  next_review_on: string;
  net_risk: Rating;
};

export type RecentEvent = {
  id: string;
  occurred_at: string;
  actor: { id: string; name: string };
  entity: { type: string; id: string };
  action: string;
  changes: { before: unknown; after: unknown } | null;
};

type Page<T> = { data: T[]; page: number; per_page: number; total: number };

/** Under the risk module's key, so its changes refresh the dashboard too. */
export const dashboardKeys = {
  summary: ['risk', 'dashboard'] as const,
  recent: ['risk', 'audit-events', 'recent'] as const,
};

export function useRiskDashboard(options: { enabled: boolean }) {
  return useQuery({
    queryKey: dashboardKeys.summary,
    queryFn: ({ signal }) => api.get<RiskDashboard>('/api/v1/reports/dashboard', { signal }),
    enabled: options.enabled,
  });
}

export function useRecentActivity(options: { enabled: boolean }) {
  return useQuery({
    queryKey: dashboardKeys.recent,
    queryFn: ({ signal }) =>
      api.get<Page<RecentEvent>>('/api/v1/audit-events', { query: { service: 'risk', per_page: 8 }, signal }),
    select: (page) => page.data,
    enabled: options.enabled,
    meta: { silent: true },
  });
}
