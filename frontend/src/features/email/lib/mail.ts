// The mail app's rules on the browser side: the folders and labels (the
// template's Email tags: text, value, colour), which view a route names,
// the selection of mails, how a list time reads, and the compose form's
// plain text turned into the HTML message the server stores.

/** The folders of the sidebar, in its order; starred is a view, not a folder. */
export const FOLDERS = ['inbox', 'sent', 'draft', 'starred', 'spam', 'trash'] as const;
export type Folder = (typeof FOLDERS)[number];

/** The folders a mail can be moved to. */
export const MOVE_TARGETS = ['inbox', 'spam', 'trash'] as const;

/** The template's labels with their theme colours (the text is `email.labels.<value>`). */
export const LABELS = [
  { value: 'personal', color: 'success' },
  { value: 'company', color: 'primary' },
  { value: 'important', color: 'warning' },
  { value: 'private', color: 'danger' },
] as const;
export type Label = (typeof LABELS)[number]['value'];

export function labelColor(label: string): string {
  return LABELS.find((l) => l.value === label)?.color ?? 'gray';
}

/** The list filter a route names (`/email/:folder`, `/email/label/:label`), or null when it names none we know. */
export function filterOf(params: { folder?: string; label?: string }): string | null {
  if (params.label !== undefined) {
    return LABELS.some((l) => l.value === params.label) ? params.label : null;
  }
  const folder = params.folder ?? 'inbox';
  return (FOLDERS as readonly string[]).includes(folder) ? folder : null;
}

/** The route of a filter: a folder's or a label's. */
export function pathOf(filter: string): string {
  return LABELS.some((l) => l.value === filter) ? `/email/label/${filter}` : `/email/${filter}`;
}

/** The selection with `id` added or taken out. */
export function toggleSelected(selected: readonly number[], id: number): number[] {
  return selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id];
}

/** Whether none, some or all of the shown mails are selected (for the select-all box). */
export function selectionState(selected: readonly number[], shown: readonly number[]): 'none' | 'some' | 'all' {
  const count = shown.filter((id) => selected.includes(id)).length;
  if (count === 0) return 'none';
  return count === shown.length ? 'all' : 'some';
}

/** How a mail's time reads in the list: the hour today, the day this year, else the date. */
export function listTime(time: string, language: string, now: Date = new Date()): string {
  const date = new Date(time);
  if (Number.isNaN(date.getTime())) return '';
  const sameDay = date.toDateString() === now.toDateString();
  if (sameDay) return new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit' }).format(date);
  if (date.getFullYear() === now.getFullYear()) {
    return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short' }).format(date);
  }
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', year: 'numeric' }).format(date);
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Plain text as the mail's HTML: paragraphs at blank lines, line breaks kept, markup escaped. */
export function textToHtml(text: string): string {
  return text
    .replace(/\r\n/g, '\n')
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter((block) => block !== '')
    .map((block) => `<p>${escapeHtml(block).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** The addresses typed into a field (comma, semicolon or space between them), trimmed, once each. */
export function parseAddresses(text: string): string[] {
  const seen = new Set<string>();
  for (const part of text.split(/[\s,;]+/)) {
    const address = part.trim().toLowerCase();
    if (address) seen.add(address);
  }
  return [...seen];
}

/** Whether a contact suggestion fits what is typed: in the name or the address, in any case. */
export function matchesContact(contact: { name: string; email: string }, search: string): boolean {
  const q = search.trim().toLowerCase();
  return q === '' || contact.email.toLowerCase().includes(q) || contact.name.toLowerCase().includes(q);
}
