// The risk method's administration (settings.manage): the current method
// (GET, cached under the same key as the read-only hook), a preview of which
// risks a draft would re-rate, and saving the draft as a new version
// (409 STALE_VERSION when someone saved another version first).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { RatingMove, RiskMethod } from './types';

export const methodKeys = { current: ['risk', 'method'] as const };

/** What a preview answers: the risks whose gross or net rating would change. */
export type PreviewRiskMethodResponse = { moves: RatingMove[]; total_risks: number };
export type UpdateRiskMethodResponse = { method: RiskMethod; moves: RatingMove[] };

export function useCurrentRiskMethod() {
  return useQuery({
    queryKey: methodKeys.current,
    queryFn: ({ signal }) => api.get<RiskMethod>('/api/v1/risk-method', { signal }),
  });
}

export function useRiskMethodAdmin() {
  const client = useQueryClient();
  return {
    preview: useMutation({
      mutationFn: (method: RiskMethod) => api.post<PreviewRiskMethodResponse>('/api/v1/risk-method/preview', method),
    }),
    save: useMutation({
      mutationFn: ({ method, expected_version }: { method: RiskMethod; expected_version: number }) =>
        api.put<UpdateRiskMethodResponse>('/api/v1/risk-method', { method, expected_version }),
      onSuccess: (answer) => {
        client.setQueryData(methodKeys.current, answer.method);
        // Every rating may have moved.
        return client.invalidateQueries({ queryKey: ['risk'] });
      },
    }),
  };
}
