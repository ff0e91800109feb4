// The knowledge base's structure (categories and their articles, by key), where
// the reader is (?category=&article=, checked against the structure) and the
// search over the translated titles.
import { holdsEvery, queryWords } from './word-search';

export const KB_CATEGORIES = {
  gettingStarted: ['firstSteps', 'navigation', 'roles'],
  riskRegister: ['createRisk', 'rateRisk', 'exportRegister'],
  incidents: ['reportIncident', 'investigate', 'closeIncident'],
  administration: ['users', 'permissions', 'auditLog'],
} as const;

export type KbCategory = keyof typeof KB_CATEGORIES;
export const KB_CATEGORY_IDS = Object.keys(KB_CATEGORIES) as KbCategory[];

export type KbLocation = { category: KbCategory | null; article: string | null };

function isCategory(value: string | null): value is KbCategory {
  return value !== null && Object.prototype.hasOwnProperty.call(KB_CATEGORIES, value);
}

/** The category and article named in the query, if they exist (an article only within its category). */
export function kbLocation(params: URLSearchParams): KbLocation {
  const category = params.get('category');
  if (!isCategory(category)) return { category: null, article: null };
  const article = params.get('article');
  const articles: readonly string[] = KB_CATEGORIES[category];
  return { category, article: article && articles.includes(article) ? article : null };
}

export type KbArticle = { id: string; category: KbCategory; title: string };

/** Articles whose title holds every word of `query`. */
export function searchArticles(articles: readonly KbArticle[], query: string): KbArticle[] {
  const words = queryWords(query);
  if (words.length === 0) return [];
  return articles.filter((article) => holdsEvery(article.title, words));
}
