// The FAQ's structure (categories and their questions, by key) and the search
// that filters the translated questions and answers.

export const FAQ_CATEGORIES = {
  general: ['whatIs', 'whoUses', 'languages'],
  risks: ['addRisk', 'owner', 'archive'],
  ratings: ['scoring', 'residual', 'matrix'],
  actions: ['createPlan', 'overdue'],
  incidents: ['report', 'link'],
  account: ['password', 'theme'],
} as const;

export type FaqCategory = keyof typeof FAQ_CATEGORIES;
export const FAQ_CATEGORY_IDS = Object.keys(FAQ_CATEGORIES) as FaqCategory[];

export type FaqEntry = { id: string; category: FaqCategory; question: string; answer: string };

/** Lower case without accents, so "resume" finds "résumé". */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** The entries whose question or answer holds every word of `query` (all of them when blank). */
export function filterFaq(entries: readonly FaqEntry[], query: string): FaqEntry[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...entries];
  return entries.filter((entry) => {
    const text = fold(`${entry.question} ${entry.answer}`);
    return words.every((word) => text.includes(word));
  });
}
