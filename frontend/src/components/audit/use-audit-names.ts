// The names an audit event's ids stand for: users (the owner options),
// functions, risk and incident categories, and the first 100 risks and controls (the
// queries of the risk pickers, so their caches are shared). Every list is
// silent: one the viewer may not read stays empty, and its ids show as
// "(deleted or not visible)" instead of the raw id.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '@/lib/api-client';
import { useFunctions } from '@/lib/api/functions';
import { useRiskCategories } from '@/lib/api/risk-categories';
import { useUserOptions } from '@/lib/api/users';
import type { AuditNames } from '@/lib/audit-labels';

type Item = { id: string; reference: string; title: string };
type Named = { id: string; name: string };
type ItemPage = { data?: Item[] };

/** GET /api/v1/{risks,controls}?per_page=100, as the pickers ask it (same key). */
function useItems(kind: 'risks' | 'controls') {
  return useQuery({
    queryKey: ['risk', 'pickers', kind, ''],
    queryFn: ({ signal }) => api.get<ItemPage>(`/api/v1/${kind}`, { query: { per_page: 100 }, signal }),
    staleTime: 60_000,
    meta: { silent: true },
  });
}

/** GET /api/v1/incident-categories?per_page=100, the incident pickers' query (same key). */
function useIncidentCategoryNames() {
  return useQuery({
    queryKey: ['incident', 'categories', 'picker'],
    queryFn: ({ signal }) => api.get<{ data?: Named[] }>('/api/v1/incident-categories', { query: { per_page: 100 }, signal }),
    select: (page): Named[] => page.data ?? [],
    staleTime: 60_000,
    meta: { silent: true },
  });
}

const itemName = (item: Item) => [item.reference, item.title].filter(Boolean).join(' · ');

export function useAuditNames(): AuditNames {
  const users = useUserOptions();
  const functions = useFunctions({ silent: true });
  const categories = useRiskCategories({ silent: true });
  const risks = useItems('risks');
  const controls = useItems('controls');
  const incidentCategories = useIncidentCategoryNames();
  return useMemo(
    () => ({
      users: new Map((users.data ?? []).map((user) => [user.id, user.name])),
      functions: new Map((functions.data ?? []).map((f) => [f.id, f.name])),
      categories: new Map((categories.data ?? []).map((c) => [c.id, c.name])),
      risks: new Map((risks.data?.data ?? []).map((r) => [r.id, itemName(r)])),
      controls: new Map((controls.data?.data ?? []).map((c) => [c.id, itemName(c)])),
      incidentCategories: new Map((incidentCategories.data ?? []).map((c) => [c.id, c.name])),
    }),
    [users.data, functions.data, categories.data, risks.data, controls.data, incidentCategories.data],
  );
}
