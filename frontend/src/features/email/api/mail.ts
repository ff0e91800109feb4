// The mail app's calls (spec section 7's /api/email/* and our extensions):
// the caller's mails of a folder or label (server-paged), the sidebar's
// counts, opening one mail, the product's users to write to, the star,
// move, read/unread, label and send changes, and drafts (save, discard,
// send). Every change reloads the lists and the counts.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** A file a mail names. */
export type EmailAttachment = { fileName: string; thumbnail: string; url: string; size: string };

/** A mail (spec section 3's Email). */
export type Email = {
  id: number;
  sender: string;
  sender_name: string;
  to: string[];
  cc: string[];
  bcc: string[];
  subject: string;
  /** HTML, sanitized by the server; sanitize again before rendering. */
  message: string;
  attachments: EmailAttachment[];
  isStarred: boolean;
  labels: string[];
  /** RFC 3339. */
  time: string;
  day: string;
  year: number;
  replies: Email[];
  mailFolder: string;
  unread: boolean;
  img: string;
};

/** GET /api/email/mails with page/perPage (our extension). */
export type EmailPage = { data: Email[]; total: number; page: number; perPage: number; totalPages: number };

export type MailCount = { total: number; unread: number };
export type MailCounts = { folders: Record<string, MailCount>; labels: Record<string, MailCount> };
export type MailContact = { name: string; email: string; img: string };

export type MailsQuery = { filter: string; q: string; page: number; perPage: number };

export type Outgoing = { to: string[]; cc: string[]; bcc: string[]; subject: string; message: string };
export type SentMail = { mail: Email; delivered: number };

export const mailKeys = {
  all: ['email'] as const,
  list: (query: MailsQuery) => ['email', 'mails', query] as const,
  one: (id: number) => ['email', 'mail', id] as const,
  counts: ['email', 'counts'] as const,
  contacts: ['email', 'contacts'] as const,
};

export function useMails(query: MailsQuery, enabled = true) {
  return useQuery({
    queryKey: mailKeys.list(query),
    queryFn: ({ signal }) =>
      api.get<EmailPage>('/api/email/mails', {
        query: { filter: query.filter, q: query.q || undefined, page: query.page, perPage: query.perPage },
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useMailCounts() {
  return useQuery({
    queryKey: mailKeys.counts,
    queryFn: ({ signal }) => api.get<MailCounts>('/api/email/counts', { signal }),
  });
}

/** Opens one mail (the server marks it read); null for none. */
export function useMail(id: number | null) {
  const client = useQueryClient();
  return useQuery({
    queryKey: mailKeys.one(id ?? 0),
    queryFn: async ({ signal }) => {
      const mail = await api.get<Email>(`/api/email/mails/${id}`, { signal });
      // It is read now: the lists and counts show it.
      void client.invalidateQueries({ queryKey: ['email', 'mails'] });
      void client.invalidateQueries({ queryKey: mailKeys.counts });
      return mail;
    },
    enabled: id !== null,
    staleTime: 0,
  });
}

/** The product's users, for the compose form's suggestions. */
export function useMailContacts(enabled: boolean) {
  return useQuery({
    queryKey: mailKeys.contacts,
    queryFn: ({ signal }) => api.get<MailContact[]>('/api/email/contacts', { signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
}

function useMailChange<T, R>(call: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: mailKeys.all }),
  });
}

export const useToggleStar = () =>
  useMailChange((mailId: number) => api.post<Email>('/api/email/set-starred', { mailId }));

export const useMoveMails = () =>
  useMailChange((input: { ids: number[]; folder: string }) =>
    api.post<Email[]>('/api/email/move-mails', { selectedEmails: input.ids, mailFolder: input.folder }),
  );

export const useMarkUnread = () =>
  useMailChange((input: { ids: number[]; unread: boolean }) =>
    api.post<Email[]>('/api/email/mark-unread', { emailIds: input.ids, unreadFlag: input.unread }),
  );

export const useToggleLabel = () =>
  useMailChange((input: { ids: number[]; label: string }) =>
    api.post<Email[]>('/api/email/set-labels', { emailIds: input.ids, label: input.label }),
  );

export const useSendMail = () => useMailChange((mail: Outgoing) => api.post<SentMail>('/api/email/send', mail));

/** Saves the compose form as a draft: a new one, or over the draft `id`. */
export const useSaveDraft = () =>
  useMailChange(({ id, mail }: { id: number | null; mail: Outgoing }) =>
    id === null ? api.post<Email>('/api/email/drafts', mail) : api.put<Email>(`/api/email/drafts/${id}`, mail),
  );

/** Discards a draft for good. */
export const useDeleteDraft = () => useMailChange((id: number) => api.delete<void>(`/api/email/drafts/${id}`));

/** Sends a draft with the form's latest content: saved over it first, then sent (and so removed). */
export const useSendDraft = () =>
  useMailChange(async ({ id, mail }: { id: number; mail: Outgoing }) => {
    await api.put<Email>(`/api/email/drafts/${id}`, mail);
    return api.post<SentMail>(`/api/email/drafts/${id}/send`);
  });
