// A page's sidebar icon as an element (for bookmarks and search results).
import { createElement } from 'react';
import { pageIcon } from './page-meta';

export function PageIcon({ page, size = 20, stroke = 1.6 }: { page: { target: string }; size?: number; stroke?: number }) {
  return createElement(pageIcon(page), { size, stroke, 'aria-hidden': true });
}
