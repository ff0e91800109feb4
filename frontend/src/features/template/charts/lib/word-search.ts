// The word search of the FAQ and the knowledge base: a text matches when it
// holds every word of the query, ignoring case and accents.

/** Lower case without accents, so "resume" finds "résumé". */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** The query's words, folded (none for a blank query). */
export function queryWords(query: string): string[] {
  return fold(query).split(/\s+/).filter(Boolean);
}

/** Whether `text` holds every one of `words` (from queryWords). */
export function holdsEvery(text: string, words: readonly string[]): boolean {
  const folded = fold(text);
  return words.every((word) => folded.includes(word));
}
