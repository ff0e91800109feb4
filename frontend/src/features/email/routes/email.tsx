// /email/:folder and /email/label/:label: the template's mail app on the
// caller's own mailbox. The folder or label is in the path; the search, the
// page and the opened mail (`?mail=`) in the query, so the back button and a
// shared link keep them. Lists are paged by the server; changes go to the
// server and reload the list and the counts. A draft opens in the compose
// window; a reply or forward opens it prefilled from the mail.
import { Card, Divider } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { ListFooter } from '@/components/ui/list-footer';
import { PageHeader } from '@/components/ui/page-header';
import { handleApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import {
  useMail,
  useMailCounts,
  useMails,
  useMarkUnread,
  useMoveMails,
  useToggleLabel,
  useToggleStar,
  type Email,
} from '../api/mail';
import { ComposeModal } from '../components/compose-modal';
import { MailDetail } from '../components/mail-detail';
import { MailList } from '../components/mail-list';
import { MailSidebar } from '../components/mail-sidebar';
import classes from '../components/mail.module.css';
import { EMPTY_COMPOSE, draftStart, forwardStart, replyStart, type ComposeStart } from '../lib/compose';
import { filterOf } from '../lib/mail';

const PER_PAGE_OPTIONS = [10, 20, 50] as const;
const DEFAULT_PER_PAGE = 10;

function useMailParams() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const perPageParam = Number(params.get('perPage'));
  const perPage = (PER_PAGE_OPTIONS as readonly number[]).includes(perPageParam) ? perPageParam : DEFAULT_PER_PAGE;
  const opened = Number(params.get('mail')) || null;

  const update = (next: { q?: string; page?: number; perPage?: number; mail?: number | null }) => {
    setParams((current) => {
      const out = new URLSearchParams(current);
      const set = (key: string, value: string | undefined) => (value ? out.set(key, value) : out.delete(key));
      if (next.q !== undefined) set('q', next.q);
      if (next.perPage !== undefined) set('perPage', next.perPage === DEFAULT_PER_PAGE ? undefined : String(next.perPage));
      if (next.page !== undefined) set('page', next.page > 1 ? String(next.page) : undefined);
      if (next.mail !== undefined) set('mail', next.mail ? String(next.mail) : undefined);
      return out;
    });
  };
  return { q, page, perPage, opened, update };
}

/** `/email` alone: the inbox. */
export function EmailIndexRoute() {
  return <Navigate to="/email/inbox" replace />;
}

export function EmailRoute() {
  const { t, i18n } = useTranslation();
  const params = useParams();
  const filter = filterOf(params);
  const { q, page, perPage, opened, update } = useMailParams();
  const [selected, setSelected] = useState<number[]>([]);
  // The compose window: what it opened with, and a new key per opening.
  const [compose, setCompose] = useState<{ key: number; start: ComposeStart; opened: boolean }>({
    key: 0,
    start: { fields: EMPTY_COMPOSE, draftId: null },
    opened: false,
  });
  const openCompose = (start: ComposeStart) => setCompose((c) => ({ key: c.key + 1, start, opened: true }));
  const [shownFilter, setShownFilter] = useState(filter);

  // Another folder, another selection.
  if (filter !== shownFilter) {
    setShownFilter(filter);
    setSelected([]);
  }

  const list = useMails({ filter: filter ?? 'inbox', q, page, perPage }, filter !== null);
  const counts = useMailCounts();
  const mail = useMail(opened);
  const star = useToggleStar();
  const move = useMoveMails();
  const markUnread = useMarkUnread();
  const label = useToggleLabel();

  if (filter === null) return <Navigate to="/email/inbox" replace />;

  const mails = list.data?.data ?? [];
  const total = list.data?.total ?? 0;
  const onError = { onError: handleApiError };
  const clear = { onSuccess: () => setSelected([]), onError: handleApiError };
  const back = () => update({ mail: null });
  const language = i18n.resolvedLanguage ?? 'en';
  const about = (m: Email) => ({ date: formatDateTime(m.time, language), name: m.sender_name, address: m.sender });

  return (
    <>
      <PageHeader route="emailFolder" description={t('email.subtitle')} />
      <Card padding={0} className={classes.app}>
        <MailSidebar
          filter={filter}
          counts={counts.data}
          onCompose={() => openCompose({ fields: EMPTY_COMPOSE, draftId: null })}
        />
        <div className={classes.main}>
          {opened !== null ? (
            <MailDetail
              mail={mail.data}
              loading={mail.isPending}
              failed={mail.isError}
              onBack={back}
              onToggleStar={(m: Email) => star.mutate(m.id, { onSuccess: () => void mail.refetch(), onError: handleApiError })}
              onMarkUnread={(m: Email) => markUnread.mutate({ ids: [m.id], unread: true }, { onSuccess: back, onError: handleApiError })}
              onMove={(m: Email, folder: string) => move.mutate({ ids: [m.id], folder }, { onSuccess: back, onError: handleApiError })}
              onToggleLabel={(m: Email, value: string) =>
                label.mutate({ ids: [m.id], label: value }, { onSuccess: () => void mail.refetch(), onError: handleApiError })
              }
              onReply={(m: Email) => openCompose(replyStart(m, t('email.replyHeader', about(m))))}
              onForward={(m: Email) =>
                openCompose(forwardStart(m, t('email.forwardHeader', { ...about(m), subject: m.subject, to: m.to.join(', ') })))
              }
              onEditDraft={(m: Email) => {
                back();
                openCompose(draftStart(m));
              }}
            />
          ) : (
            <>
              <MailList
                mails={mails}
                loading={list.isPending}
                onRetry={list.isError && !list.data ? () => void list.refetch() : undefined}
                filter={filter}
                search={q}
                onSearch={(next) => update({ q: next, page: 1 })}
                selected={selected}
                onSelect={setSelected}
                onOpen={(m) => (m.mailFolder === 'draft' ? openCompose(draftStart(m)) : update({ mail: m.id }))}
                onToggleStar={(m) => star.mutate(m.id, onError)}
                onMove={(ids, folder) => move.mutate({ ids, folder }, clear)}
                onMarkUnread={(ids, unread) => markUnread.mutate({ ids, unread }, clear)}
                onToggleLabel={(ids, value) => label.mutate({ ids, label: value }, clear)}
              />
              {total > 0 ? (
                <>
                  <Divider />
                  <ListFooter
                    page={page}
                    perPage={perPage}
                    total={total}
                    perPageOptions={PER_PAGE_OPTIONS}
                    onPageChange={(next) => update({ page: next })}
                    onPerPageChange={(next) => update({ perPage: next, page: 1 })}
                  />
                </>
              ) : null}
            </>
          )}
        </div>
      </Card>
      <ComposeModal
        key={compose.key}
        opened={compose.opened}
        start={compose.start}
        onClose={() => setCompose((c) => ({ ...c, opened: false }))}
      />
    </>
  );
}
