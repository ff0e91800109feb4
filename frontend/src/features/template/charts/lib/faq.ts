// The FAQ's structure (categories and their questions, by key) and the search
// that filters the translated questions and answers.
import { holdsEvery, queryWords } from './word-search';

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

/** The entries whose question or answer holds every word of `query` (all of them when blank). */
export function filterFaq(entries: readonly FaqEntry[], query: string): FaqEntry[] {
  const words = queryWords(query);
  if (words.length === 0) return [...entries];
  return entries.filter((entry) => holdsEvery(`${entry.question} ${entry.answer}`, words));
}
