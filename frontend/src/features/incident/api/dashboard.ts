// GET /api/v1/incident-reports/dashboard: the incident dashboard's figures
// (open / closed, breakdowns, the 12-month trend, overdue counts).
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { IncidentDashboard } from './types';

export const incidentDashboardKeys = { all: ['incident', 'dashboard'] as const };

export function useIncidentDashboard() {
  return useQuery({
    queryKey: incidentDashboardKeys.all,
    queryFn: ({ signal }) => api.get<IncidentDashboard>('/api/v1/incident-reports/dashboard', { signal }),
  });
}
