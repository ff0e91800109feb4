import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userKeys, useUserMutations, useUserOptions, useUsers, type ManagedUser } from './users';
import { fakeResource, sharedClient } from './test-resource';

const user = (id: string, name: string): ManagedUser => ({
  id,
  name,
  email: `${id}@example.com`,
  role: 'user',
  status: 'active',
  avatar: '',
  function_id: null,
  must_change_password: false,
  created_at: '',
  updated_at: '',
});
const created = (body: Partial<ManagedUser>, n: number): ManagedUser => ({ ...user(`u-${n}`, ''), ...body });
/** The owner options: active users' id and name, as the gateway answers. */
const options = (rows: ManagedUser[]) =>
  rows.filter((row) => row.status === 'active').map(({ id, name }) => ({ id, name }));

describe('users: one key for the list and the owner options', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('keeps the managed lists and the options under one key', () => {
    expect(userKeys.options.slice(0, 1)).toEqual([...userKeys.all]);
    expect(userKeys.list({ page: 1, per_page: 10 }).slice(0, 1)).toEqual([...userKeys.all]);
  });

  it('refreshes the owner pickers when Settings creates, renames or deactivates a user', async () => {
    fakeResource('/api/v1/users', [user('u-1', 'Zoe')], {
      created,
      extra: { '/api/v1/users/options': options },
    });
    const wrapper = sharedClient();
    const owners = renderHook(() => useUserOptions(), { wrapper });
    const list = renderHook(() => useUsers({ page: 1, per_page: 10 }), { wrapper });
    const settings = renderHook(() => useUserMutations(), { wrapper });
    const names = () => owners.result.current.data?.map((u) => u.name);
    await waitFor(() => expect(names()).toEqual(['Zoe']));

    await act(() =>
      settings.result.current.create.mutateAsync({
        name: 'Ana',
        email: 'ana@example.com',
        role: 'user',
        function_id: null,
        password: 'a long secret',
      }),
    );
    // Sorted by name.
    await waitFor(() => expect(names()).toEqual(['Ana', 'Zoe']));
    await waitFor(() => expect(list.result.current.data?.total).toBe(2));

    await act(() => settings.result.current.update.mutateAsync({ id: 'u-1', name: 'Bea' }));
    await waitFor(() => expect(names()).toEqual(['Ana', 'Bea']));
  });
});
