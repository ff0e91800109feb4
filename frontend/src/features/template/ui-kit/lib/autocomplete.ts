// The auto-complete page's data: the spec's mock call (GET
// /api/autocomplete/data, 100 films of title, rank, id) and the search over it.
import { apiRequest } from '@/lib/api-client';

export type AutocompleteItem = { title: string; rank: number; id: number };
export type AutocompleteResponse = { autoComplete: AutocompleteItem[] };

export const AUTOCOMPLETE_PATH = '/api/autocomplete/data';

export async function fetchAutocomplete(signal?: AbortSignal): Promise<AutocompleteItem[]> {
  const data = await apiRequest<AutocompleteResponse>(AUTOCOMPLETE_PATH, { signal });
  return data.autoComplete;
}

function fold(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/**
 * The items whose title contains the query (case and accents ignored), those
 * that start with it first, then by rank; at most `limit`.
 */
export function searchTitles(items: readonly AutocompleteItem[], query: string, limit = 10): AutocompleteItem[] {
  const q = fold(query.trim());
  if (!q) return [];
  return items
    .map((item) => ({ item, at: fold(item.title).indexOf(q) }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => Number(a.at !== 0) - Number(b.at !== 0) || a.item.rank - b.item.rank)
    .slice(0, limit)
    .map(({ item }) => item);
}
