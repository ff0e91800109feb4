// /api/v1/reports: the heat maps (gross, net, control) as of a date, the
// dashboard figures, and the register report (GET /api/v1/risks with the
// report's filters) with its CSV / XLSX / PDF export (report.export).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { downloadFile } from '@/lib/download';
import { exportLanguage } from '@/lib/export-language';
import type { HeatMap, Page, Risk, RiskDashboard } from './types';

export type HeatMapKind = HeatMap['kind'];
export const HEAT_MAP_KINDS: readonly HeatMapKind[] = ['gross', 'net', 'control'];

export const reportKeys = {
  heatMap: (query: HeatMapQuery) => ['risk', 'reports', 'heatmap', query] as const,
  register: (query: RegisterQuery) => ['risk', 'reports', 'register', query] as const,
  dashboard: ['risk', 'dashboard'] as const,
};

export type HeatMapQuery = { kind: HeatMapKind; as_of?: string; category_id?: string; function_id?: string };

export function useHeatMap(query: HeatMapQuery) {
  return useQuery({
    queryKey: reportKeys.heatMap(query),
    queryFn: ({ signal }) => api.get<HeatMap>('/api/v1/reports/heatmap', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useRiskDashboard() {
  return useQuery({
    queryKey: reportKeys.dashboard,
    queryFn: ({ signal }) => api.get<RiskDashboard>('/api/v1/reports/dashboard', { signal }),
  });
}

/** The filters of the register report: those of GET /api/v1/risks. */
export type RegisterFilters = {
  q?: string;
  sort?: string;
  status?: string;
  approval_status?: string;
  category_id?: string;
  function_id?: string;
  owner_id?: string;
  /** A net rating name. */
  rating?: string;
  over_appetite?: boolean;
  /** YYYY-MM-DD: the register as it stood at the end of that day. */
  as_of?: string;
};

export type RegisterQuery = RegisterFilters & { page: number; per_page: number };

export function useRegisterReport(query: RegisterQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: reportKeys.register(query),
    queryFn: ({ signal }) => api.get<Page<Risk>>('/api/v1/risks', { query, signal }),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

export type ExportFormat = 'csv' | 'xlsx' | 'pdf';

/** The most rows a PDF export holds (the gateway's `PDF_LIMIT` in
 * gateway/src/routes/reports.rs); CSV and Excel hold every row. */
export const PDF_ROW_LIMIT = 2000;
export const EXPORT_FORMATS: readonly ExportFormat[] = ['csv', 'xlsx', 'pdf'];

const ACCEPT: Record<ExportFormat, string> = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

/** The export's path for a format: GET /api/v1/reports/register.{csv,xlsx,pdf}. */
export function registerExportPath(format: ExportFormat): string {
  return `/api/v1/reports/register.${format}`;
}

/** Downloads the register with `filters` as a file, in the screen's language;
 * resolves with the file name used. */
export function exportRegister(format: ExportFormat, filters: RegisterFilters, today = new Date()): Promise<string> {
  const stamp = filters.as_of || today.toISOString().slice(0, 10);
  return downloadFile(registerExportPath(format), {
    query: { ...filters, lang: exportLanguage() },
    fileName: `risk-register-${stamp}.${format}`,
    accept: ACCEPT[format],
  });
}
