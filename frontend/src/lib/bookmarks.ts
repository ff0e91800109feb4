// Bookmarks (spec section 2): every page the user may open, each starred or
// not. The first ten stars (by the time they were given) form the top bar's
// quick list; later stars wait for a free slot and move up when one is removed.
// The server's `quick` flag decides; the same rule runs here for the
// optimistic state between a click and the reload.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client';

/** Spec section 9: at most 10 starred bookmarks in the quick list. */
export const MAX_QUICK_BOOKMARKS = 10;

export type Bookmark = {
  id: string | number;
  /** The route id (config/routes.ts), used to translate the title. */
  target: string;
  title: string;
  link: string;
  icon: string;
  starred: boolean;
  starred_at: string | null;
  /** In the quick list: one of the first ten stars. */
  quick: boolean;
};

/** GET /api/search/bookmarks/data */
export type BookmarksResponse = { searchResult: Bookmark[] };

export const bookmarkKeys = { all: ['bookmarks'] as const };

export const bookmarksQuery = () =>
  queryOptions({
    queryKey: bookmarkKeys.all,
    queryFn: ({ signal }) =>
      api.get<BookmarksResponse>('/api/search/bookmarks/data', { signal }).then((res) => res.searchResult ?? []),
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });

export function useBookmarks() {
  return useQuery(bookmarksQuery());
}

function starredTime(bookmark: Bookmark): number {
  const time = bookmark.starred_at ? Date.parse(bookmark.starred_at) : Number.NaN;
  // A star without a time counts as the oldest, as the server orders nulls first.
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

/** Starred entries, oldest star first (ties keep the list's order). */
export function starredInOrder(entries: readonly Bookmark[]): Bookmark[] {
  return entries
    .map((bookmark, index) => ({ bookmark, index }))
    .filter(({ bookmark }) => bookmark.starred)
    .sort((a, b) => starredTime(a.bookmark) - starredTime(b.bookmark) || a.index - b.index)
    .map(({ bookmark }) => bookmark);
}

/** Sets `quick` on the first ten stars and clears it everywhere else. */
export function assignQuick(entries: readonly Bookmark[], max = MAX_QUICK_BOOKMARKS): Bookmark[] {
  const quickIds = new Set(starredInOrder(entries).slice(0, max).map((b) => b.id));
  return entries.map((bookmark) => {
    const quick = quickIds.has(bookmark.id);
    return bookmark.quick === quick ? bookmark : { ...bookmark, quick };
  });
}

export type BookmarkSections = {
  /** In the top bar, in the order they were starred. */
  quick: Bookmark[];
  /** Starred, waiting for a free slot in the quick list. */
  waiting: Bookmark[];
  /** Not starred. */
  others: Bookmark[];
};

/** Splits the list as the server flagged it. */
export function bookmarkSections(entries: readonly Bookmark[]): BookmarkSections {
  const starred = starredInOrder(entries);
  return {
    quick: starred.filter((b) => b.quick),
    waiting: starred.filter((b) => !b.quick),
    others: entries.filter((b) => !b.starred),
  };
}

/** The list after (un)starring one entry, before the server answers. */
export function toggleStar(
  entries: readonly Bookmark[],
  id: Bookmark['id'],
  starred: boolean,
  now: Date = new Date(),
): Bookmark[] {
  return assignQuick(
    entries.map((b) =>
      b.id === id ? { ...b, starred, starred_at: starred ? now.toISOString() : null } : b,
    ),
  );
}

/** POST /api/update/bookmarks: answers the updated entry. */
export function updateBookmark(id: Bookmark['id'], starred: boolean): Promise<Bookmark> {
  return api.post<Bookmark>('/api/update/bookmarks', { obj: { id, starred } });
}

/** Stars or unstars a page: shown at once, rolled back on failure, reloaded after. */
export function useToggleBookmark() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, starred }: { id: Bookmark['id']; starred: boolean }) => updateBookmark(id, starred),
    onMutate: async ({ id, starred }) => {
      await client.cancelQueries({ queryKey: bookmarkKeys.all });
      const previous = client.getQueryData<Bookmark[]>(bookmarkKeys.all);
      if (previous) client.setQueryData<Bookmark[]>(bookmarkKeys.all, toggleStar(previous, id, starred));
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) client.setQueryData(bookmarkKeys.all, context.previous);
    },
    onSettled: () => client.invalidateQueries({ queryKey: bookmarkKeys.all }),
  });
}
