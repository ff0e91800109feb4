import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { riskCategoryKeys, useRiskCategories, useRiskCategoryMutations, type RiskCategory } from './risk-categories';
import { fakeResource, sharedClient } from './test-resource';

const operational: RiskCategory = { id: 'cat-1', name: 'Operational', parent_id: '', description: '', risk_count: 1 };
const created = (body: Partial<RiskCategory>, n: number): RiskCategory => ({
  id: `cat-${n}`,
  risk_count: 0,
  description: '',
  parent_id: '',
  name: '',
  ...body,
});

describe('risk categories: one key for every screen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('uses one query key for the list', () => {
    expect(riskCategoryKeys.all).toEqual(['risk-categories']);
  });

  it('refreshes the register pick list when Settings creates, edits or deletes a category', async () => {
    const gets = fakeResource('/api/v1/risk-categories', [operational], { created });
    // The register's pick list and the Settings screen's mutations share one client, as in the app.
    const wrapper = sharedClient();
    const pickList = renderHook(() => useRiskCategories({ silent: true }), { wrapper });
    const settings = renderHook(() => useRiskCategoryMutations(), { wrapper });
    await waitFor(() => expect(pickList.result.current.data?.map((c) => c.name)).toEqual(['Operational']));
    expect(gets.count).toBe(1);

    await act(() => settings.result.current.create.mutateAsync({ name: 'Cyber', parent_id: '', description: '' }));
    await waitFor(() => expect(pickList.result.current.data?.map((c) => c.name)).toEqual(['Operational', 'Cyber']));

    await act(() =>
      settings.result.current.update.mutateAsync({ id: 'cat-2', name: 'Cyber security', parent_id: '', description: '' }),
    );
    await waitFor(() =>
      expect(pickList.result.current.data?.map((c) => c.name)).toEqual(['Operational', 'Cyber security']),
    );

    await act(() => settings.result.current.remove.mutateAsync('cat-1'));
    await waitFor(() => expect(pickList.result.current.data?.map((c) => c.name)).toEqual(['Cyber security']));
    expect(gets.count).toBe(4);
  });
});
