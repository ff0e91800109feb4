// HTML from the server (message bodies) cleaned in the browser before it is
// rendered: basic formatting and links survive; scripts, styles, frames,
// forms and event handlers do not. The server sanitizes too; this is the
// second lock on the same door.
import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

const ALLOWED_TAGS = [
  'a',
  'abbr',
  'b',
  'blockquote',
  'br',
  'code',
  'del',
  'div',
  'em',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'ins',
  'li',
  'mark',
  'ol',
  'p',
  'pre',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
];

const ALLOWED_ATTR = ['href', 'title', 'target', 'rel', 'colspan', 'rowspan', 'abbr'];

/** Links to http(s), mailto and tel, or relative to this site; nothing else. */
const ALLOWED_URI = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

let purifier: Purifier | null = null;

/** One DOMPurify instance of our own, so its hook does not leak into other users of the library. */
function instance(): Purifier {
  if (purifier) return purifier;
  const created = DOMPurify(window);
  created.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const element = node as Element;
    const href = element.getAttribute('href') ?? '';
    if (/^https?:\/\//i.test(href)) {
      // Another site: a new tab that cannot reach back into this one.
      element.setAttribute('target', '_blank');
      element.setAttribute('rel', 'noopener noreferrer');
    } else if (element.getAttribute('target')) {
      element.setAttribute('rel', 'noopener noreferrer');
    } else {
      element.setAttribute('rel', 'noopener');
    }
  });
  purifier = created;
  return created;
}

/**
 * Returns `html` with only basic formatting and safe links left; every link
 * carries `rel="noopener"` (and opens in a new tab when it leaves the site).
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return instance().sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: ALLOWED_URI,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    FORBID_TAGS: ['style', 'script', 'iframe', 'object', 'embed', 'form', 'input', 'svg', 'math', 'img'],
    FORBID_ATTR: ['style', 'class', 'id'],
    KEEP_CONTENT: true,
  });
}

/** The text of an HTML fragment (for one-line previews); never parsed into the live page. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(sanitizeHtml(html), 'text/html');
  for (const br of doc.body.querySelectorAll('br')) br.replaceWith(' ');
  for (const block of doc.body.querySelectorAll('p, div, li, h1, h2, h3, h4, h5, h6, tr, blockquote')) {
    block.append(' ');
  }
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
