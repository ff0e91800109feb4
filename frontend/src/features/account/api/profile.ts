// The signed-in user's own profile: PATCH /api/app/user ({name?, language?})
// answers the current-user JSON. The current-user query is refreshed after
// every change, so the top bar and the session follow.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useFunctions } from '@/lib/api/functions';
import { userKeys } from '@/lib/api/users';
import { userQueryKey, useUser, type CurrentUser } from '@/lib/auth';

/** GET /api/app/user with the profile fields (absent on an older server or a sign-in seed). */
export type Profile = CurrentUser & {
  /** en, de, fr or pt. */
  language?: string;
  /** The user's function (department); empty or null for none. */
  function_id?: string | null;
  /** The function's name, when the server sends it. */
  function_name?: string;
  /** RFC 3339. */
  created_at?: string;
};

export type ProfileChanges = { name?: string; language?: string };

/** The longest name the server takes (after trimming). */
export const NAME_MAX = 100;

export function updateProfile(changes: ProfileChanges): Promise<Profile> {
  return api.patch<Profile>('/api/app/user', changes);
}

/** The current user with the profile fields (the query and its data as a Profile). */
export function useProfile() {
  const query = useUser();
  return { query, profile: query.data as Profile | undefined };
}

/** Puts a fresh current user in the cache at once, then reloads it (session, cookie, top bar). */
export function useRefreshCurrentUser() {
  const queryClient = useQueryClient();
  return (fresh?: Partial<Profile>) => {
    if (fresh) queryClient.setQueryData<Profile>(userQueryKey, (old) => (old ? { ...old, ...fresh } : old));
    return queryClient.invalidateQueries({ queryKey: userQueryKey });
  };
}

export function useUpdateProfile() {
  const refresh = useRefreshCurrentUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (answer) =>
      Promise.all([
        refresh(answer && typeof answer === 'object' ? answer : undefined),
        // A new name shows in the user lists and owner pickers too.
        queryClient.invalidateQueries({ queryKey: userKeys.all }),
      ]),
  });
}

/**
 * The name of the user's function: the server's `function_name` when given,
 * else looked up in GET /api/v1/functions (quietly: an empty answer shows "none").
 */
export function useFunctionName(profile: Profile | undefined): { name: string | null; isLoading: boolean } {
  const id = profile?.function_id || null;
  const given = profile?.function_name || null;
  const list = useFunctions({ silent: true, enabled: Boolean(id) && !given });
  if (given) return { name: given, isLoading: false };
  if (!id) return { name: null, isLoading: false };
  return { name: list.data?.find((row) => row.id === id)?.name ?? null, isLoading: list.isLoading };
}
