import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { functionKeys, useFunctionMutations, useFunctions, type OrgFunction } from './functions';
import { fakeResource, sharedClient } from './test-resource';

const fn = (id: string, name: string): OrgFunction => ({
  id,
  name,
  parent_id: null,
  head_user_id: null,
  head_name: null,
  description: '',
  member_count: 0,
});
const created = (body: Partial<OrgFunction>, n: number): OrgFunction => ({ ...fn(`fn-${n}`, ''), ...body });
const input = { parent_id: null, head_user_id: null, description: '' };

describe('functions: one key for every screen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('keeps every function list under one key', () => {
    expect(functionKeys.list()).toEqual([...functionKeys.all, { q: '' }]);
    expect(functionKeys.list('ops').slice(0, 1)).toEqual([...functionKeys.all]);
  });

  it('refreshes the risk pick list and the profile when Settings creates, edits or deletes a function', async () => {
    const gets = fakeResource('/api/v1/functions', [fn('fn-1', 'Operations')], { created });
    const wrapper = sharedClient();
    // The risk register's filter, the profile's lookup and the Functions screen share one client.
    const pickList = renderHook(() => useFunctions({ silent: true }), { wrapper });
    const profile = renderHook(() => useFunctions({ silent: true }), { wrapper });
    const settings = renderHook(() => useFunctionMutations(), { wrapper });
    const names = () => pickList.result.current.data?.map((f) => f.name);
    await waitFor(() => expect(names()).toEqual(['Operations']));
    expect(profile.result.current.data?.map((f) => f.name)).toEqual(['Operations']);
    expect(gets.count).toBe(1);

    await act(() => settings.result.current.create.mutateAsync({ name: 'Finance', ...input }));
    await waitFor(() => expect(names()).toEqual(['Operations', 'Finance']));

    await act(() => settings.result.current.update.mutateAsync({ id: 'fn-2', name: 'Treasury', ...input }));
    await waitFor(() => expect(names()).toEqual(['Operations', 'Treasury']));
    expect(profile.result.current.data?.map((f) => f.name)).toEqual(['Operations', 'Treasury']);

    await act(() => settings.result.current.remove.mutateAsync('fn-1'));
    await waitFor(() => expect(names()).toEqual(['Treasury']));
    expect(gets.count).toBe(4);
  });
});
