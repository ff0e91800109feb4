// The search page's tabs over the real search answers: records (risks,
// controls, action plans; GET /api/v1/search) and pages, files and contacts
// (GET /api/main-search/data). Risks: the records and the files attached to
// them and the risk module's pages; Incidents: the incident module's pages;
// People: the contacts.
import type { ContactResult, FileResult, PageResult, SearchGroup } from '@/lib/global-search';
import type { RecordGroup, RecordHit, RecordKind } from '@/lib/record-search';

export const SEARCH_TABS = ['all', 'risks', 'incidents', 'people', 'pages'] as const;
export type SearchTab = (typeof SEARCH_TABS)[number];

export type SearchHit =
  | { kind: 'record'; key: string; record: RecordKind; item: RecordHit }
  | { kind: 'page'; key: string; item: PageResult }
  | { kind: 'file'; key: string; item: FileResult }
  | { kind: 'contact'; key: string; item: ContactResult };

/** Every hit, records first, in the order the top bar shows them. */
export function allHits(records: readonly RecordGroup[] | undefined, groups: readonly SearchGroup[] | undefined): SearchHit[] {
  const hits: SearchHit[] = [];
  for (const group of records ?? []) {
    for (const item of group.data) hits.push({ kind: 'record', key: `${group.kind}-${item.id}`, record: group.kind, item });
  }
  for (const group of groups ?? []) {
    if (group.groupTitle === 'Pages') for (const item of group.data) hits.push({ kind: 'page', key: `page-${item.id}`, item });
    if (group.groupTitle === 'Files') for (const item of group.data) hits.push({ kind: 'file', key: `file-${item.id}`, item });
    if (group.groupTitle === 'Contacts') for (const item of group.data) hits.push({ kind: 'contact', key: `contact-${item.id}`, item });
  }
  return hits;
}

const pageUnder = (hit: SearchHit, module: string) => hit.kind === 'page' && new RegExp(`^/${module}(/|$)`).test(hit.item.link);

/** The hits a tab shows. */
export function hitsForTab(hits: readonly SearchHit[], tab: SearchTab): SearchHit[] {
  switch (tab) {
    case 'all':
      return [...hits];
    case 'risks':
      return hits.filter((hit) => hit.kind === 'record' || hit.kind === 'file' || pageUnder(hit, 'risk'));
    case 'incidents':
      return hits.filter((hit) => pageUnder(hit, 'incident'));
    case 'people':
      return hits.filter((hit) => hit.kind === 'contact');
    case 'pages':
      return hits.filter((hit) => hit.kind === 'page');
  }
}
