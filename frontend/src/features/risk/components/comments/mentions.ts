// Mentions in a comment's plain text: the "@word" being typed at the caret
// (what the autocomplete searches for), putting a picked person's "@Name" in
// its place, which picked people the text still mentions, and the text cut
// into plain and mentioned parts for display (as text, never as HTML).

export type Person = { id: string; name: string };

/** The "@…" typed just before the caret: where its "@" is and what follows it; null when the caret is not in one. */
export function activeMention(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const at = before.lastIndexOf('@');
  if (at < 0) return null;
  // The "@" starts a word (text start or after a space/bracket), not an email address.
  if (at > 0 && !/[\s([{"'“]/.test(before.charAt(at - 1))) return null;
  const query = before.slice(at + 1);
  // A name has at most a few words and no line break; 40 characters is plenty.
  if (query.length > 40 || /[\n@]/.test(query) || /\s{2}/.test(query) || query.startsWith(' ')) return null;
  return { start: at, query };
}

/** The text with the "@…" from `start` to `caret` replaced by "@Name "; and where the caret goes. */
export function insertMention(text: string, start: number, caret: number, name: string): { text: string; caret: number } {
  const inserted = `@${name} `;
  const rest = text.slice(caret).replace(/^ /, '');
  return { text: text.slice(0, start) + inserted + rest, caret: start + inserted.length };
}

/** The picked people whose "@Name" is still in the text, each once, in the order picked. */
export function stillMentioned(text: string, picked: readonly Person[]): Person[] {
  const seen = new Set<string>();
  return picked.filter((p) => {
    if (seen.has(p.id) || !text.includes(`@${p.name}`)) return false;
    seen.add(p.id);
    return true;
  });
}

export type Segment = { text: string; mention: boolean };

/** `body` cut into plain parts and "@Name" parts of the given names (the longest name wins where two start alike). */
export function segments(body: string, names: readonly string[]): Segment[] {
  const wanted = [...new Set(names.filter(Boolean))].sort((a, b) => b.length - a.length);
  const out: Segment[] = [];
  let plain = '';
  let i = 0;
  while (i < body.length) {
    const name = body[i] === '@' ? wanted.find((n) => body.startsWith(n, i + 1)) : undefined;
    if (name) {
      if (plain) out.push({ text: plain, mention: false });
      plain = '';
      out.push({ text: `@${name}`, mention: true });
      i += name.length + 1;
    } else {
      plain += body[i];
      i += 1;
    }
  }
  if (plain) out.push({ text: plain, mention: false });
  return out;
}
