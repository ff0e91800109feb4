// The compose form's rules: its fields, whether it holds anything worth
// keeping as a draft, the fields of a reopened draft, and a reply or a
// forward of a mail (prefixed subject, quoted original). The message is
// plain text in the form and HTML on the server (`textToHtml` one way,
// `messageToText` the other), so a draft reopens as it was written.
import type { Email } from '../api/mail';

/** What the compose form holds; `text` is the message as typed. */
export type ComposeFields = { to: string[]; cc: string[]; bcc: string[]; subject: string; text: string };

/** What the compose window opens with: its fields and the draft they come from, if any. */
export type ComposeStart = { fields: ComposeFields; draftId: number | null };

/** A mail as far as these rules read it. */
export type MailLike = Pick<Email, 'id' | 'sender' | 'sender_name' | 'to' | 'cc' | 'bcc' | 'subject' | 'message'>;

export const EMPTY_COMPOSE: ComposeFields = { to: [], cc: [], bcc: [], subject: '', text: '' };

/** Whether the form holds anything a draft would keep: an address, a subject or a message. */
export function isFilled(fields: ComposeFields): boolean {
  return (
    fields.to.length + fields.cc.length + fields.bcc.length > 0 || fields.subject.trim() !== '' || fields.text.trim() !== ''
  );
}

/** Whether two forms hold the same (an untouched reopened draft needs no save). */
export function sameFields(a: ComposeFields, b: ComposeFields): boolean {
  const list = (x: string[], y: string[]) => x.length === y.length && x.every((v, i) => v === y[i]);
  return (
    list(a.to, b.to) && list(a.cc, b.cc) && list(a.bcc, b.bcc) && a.subject.trim() === b.subject.trim() && a.text.trim() === b.text.trim()
  );
}

const ENTITIES: Record<string, string> = { '&nbsp;': ' ', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&amp;': '&' };

/** The text of a mail's HTML: paragraphs apart by a blank line, line breaks kept, tags dropped, entities decoded. */
export function messageToText(html: string): string {
  return html
    .replace(/\r\n/g, '\n')
    .replace(/\n/g, ' ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|blockquote|h[1-6]|li|tr)>/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(nbsp|lt|gt|quot|#39|amp);/g, (entity) => ENTITIES[entity] ?? entity)
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** "Re: " before a subject, once (a reply to a reply keeps one). */
export function replySubject(subject: string): string {
  return /^re:/i.test(subject.trim()) ? subject.trim() : `Re: ${subject.trim()}`;
}

/** "Fwd: " before a subject, once. */
export function forwardSubject(subject: string): string {
  return /^(fwd?|fw):/i.test(subject.trim()) ? subject.trim() : `Fwd: ${subject.trim()}`;
}

/** Text quoted line by line with "> ". */
export function quote(text: string): string {
  return text
    .split('\n')
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n');
}

/** The form of a reopened draft. */
export function draftStart(mail: MailLike): ComposeStart {
  return {
    draftId: mail.id,
    fields: { to: mail.to, cc: mail.cc, bcc: mail.bcc, subject: mail.subject, text: messageToText(mail.message) },
  };
}

/**
 * A reply to `mail`: to its sender, "Re: " subject, the original quoted
 * below an empty first line under `header` (e.g. "On 27 Nov, Ann wrote:").
 */
export function replyStart(mail: MailLike, header: string): ComposeStart {
  return {
    draftId: null,
    fields: {
      ...EMPTY_COMPOSE,
      to: [mail.sender.toLowerCase()],
      subject: replySubject(mail.subject),
      text: `\n\n${header}\n${quote(messageToText(mail.message))}`,
    },
  };
}

/** A forward of `mail`: no recipient yet, "Fwd: " subject, the original under `header` (its sender, date, subject, to). */
export function forwardStart(mail: MailLike, header: string): ComposeStart {
  return {
    draftId: null,
    fields: { ...EMPTY_COMPOSE, subject: forwardSubject(mail.subject), text: `\n\n${header}\n\n${messageToText(mail.message)}` },
  };
}
