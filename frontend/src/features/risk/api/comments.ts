// /api/v1/comments: the comments on a risk, a control or an action plan,
// newest first, a page at a time ("show older" loads the next page). A
// comment's body is plain text and is only ever shown as text. Mentions are
// user ids picked from /api/v1/users/options; the server keeps those of
// active users and sends each a message.
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { UserOption } from '@/lib/api/users';

export type CommentEntityType = 'risk' | 'control' | 'action_plan';

export type Comment = {
  id: string;
  entity_type: CommentEntityType;
  entity_id: string;
  author_id: string;
  author_name: string;
  /** Plain text; may hold "@Name" mentions. */
  body: string;
  /** Ids of the users mentioned. */
  mentions: string[];
  /** RFC 3339. */
  created_at: string;
  /** RFC 3339; '' if never edited. */
  edited_at: string;
};

export type CommentPage = { data: Comment[]; page: number; per_page: number; total: number };

export type NewComment = { body: string; mentions: string[] };

/** The longest body the server takes, in characters. */
export const COMMENT_BODY_MAX = 4000;
/** The most people one comment may mention. */
export const COMMENT_MENTIONS_MAX = 20;
/** Comments per page. */
export const COMMENTS_PER_PAGE = 10;

export const commentKeys = {
  all: ['risk', 'comments'] as const,
  list: (entityType: CommentEntityType, entityId: string) => ['risk', 'comments', entityType, entityId] as const,
  people: (q: string) => ['risk', 'comments', 'people', q] as const,
};

const BASE = '/api/v1/comments';

/** The comments of one parent, newest first; `fetchNextPage` loads older ones. */
export function useComments(entityType: CommentEntityType, entityId: string, perPage = COMMENTS_PER_PAGE) {
  return useInfiniteQuery({
    queryKey: commentKeys.list(entityType, entityId),
    queryFn: ({ pageParam, signal }) =>
      api.get<CommentPage>(BASE, {
        query: { entity_type: entityType, entity_id: entityId, page: pageParam, per_page: perPage },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.per_page < last.total ? last.page + 1 : undefined),
    enabled: Boolean(entityId),
    // The card shows a failed load itself.
    meta: { silent: true },
  });
}

/** The comments of the loaded pages, each once (a page can shift when someone comments meanwhile). */
export function loadedComments(pages: readonly CommentPage[] | undefined): Comment[] {
  const seen = new Set<string>();
  const out: Comment[] = [];
  for (const page of pages ?? []) {
    for (const c of page.data) {
      if (!seen.has(c.id)) {
        seen.add(c.id);
        out.push(c);
      }
    }
  }
  return out;
}

export function useAddComment(entityType: CommentEntityType, entityId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: NewComment) =>
      api.post<Comment>(BASE, { entity_type: entityType, entity_id: entityId, ...input }),
    onSuccess: () => client.invalidateQueries({ queryKey: commentKeys.list(entityType, entityId) }),
    // The card shows 422 by the text box; anything else goes to handleApiError there.
    meta: { silent: true },
  });
}

export function useDeleteComment(entityType: CommentEntityType, entityId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`${BASE}/${encodeURIComponent(id)}`),
    onSettled: () => client.invalidateQueries({ queryKey: commentKeys.list(entityType, entityId) }),
  });
}

/** People to mention: GET /api/v1/users/options?q= (name or email), while an @-word is being typed. */
export function useMentionOptions(q: string | null) {
  return useQuery({
    queryKey: commentKeys.people(q ?? ''),
    queryFn: ({ signal }) => api.get<UserOption[]>('/api/v1/users/options', { query: { q: q ?? '' }, signal }),
    enabled: q !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    meta: { silent: true },
  });
}
