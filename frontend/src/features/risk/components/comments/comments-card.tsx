// The comments on a risk, a control or an action plan: newest first with the
// author, how long ago and the text (plain text, shown as text: "<b>" stays
// "<b>"), mentions highlighted; older ones a page at a time. With risk.write:
// a text box whose "@" opens a list of people (name and email) to mention;
// each mentioned person gets a message. Authors delete their own comments,
// approvers (risk.approve) anyone's.
import {
  ActionIcon,
  Avatar,
  Button,
  Combobox,
  Group,
  Stack,
  Text,
  Textarea,
  Tooltip,
  useCombobox,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMessageCircle, IconSend, IconTrash } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardListState } from '@/components/ui/card-list-state';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { SectionCard } from '@/components/ui/section-card';
import { errorMessage, handleApiError, isApiError } from '@/lib/api-client';
import { useUserOptions } from '@/lib/api/users';
import { useAuth } from '@/lib/auth';
import { serverFieldErrors } from '@/lib/form-errors';
import { formatDateTime, formatRelativeTime, initials } from '@/lib/format';
import { useCan } from '@/lib/permissions';
import {
  COMMENT_BODY_MAX,
  COMMENT_MENTIONS_MAX,
  loadedComments,
  useAddComment,
  useComments,
  useDeleteComment,
  useMentionOptions,
  type Comment,
  type CommentEntityType,
} from '../../api/comments';
import { activeMention, insertMention, segments, stillMentioned, type Person } from './mentions';

type Props = {
  entityType: CommentEntityType;
  entityId: string;
};

/** How many people the @-list shows. */
const SUGGESTIONS = 8;

function CommentBody({ body, names }: { body: string; names: string[] }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="comment-body">
      {segments(body, names).map((part, i) =>
        part.mention ? (
          <Text key={i} span fw={600} c="primary" data-testid="comment-mention">
            {part.text}
          </Text>
        ) : (
          part.text
        ),
      )}
    </Text>
  );
}

function Composer({ entityType, entityId }: Props) {
  const { t } = useTranslation();
  const add = useAddComment(entityType, entityId);
  const [text, setText] = useState('');
  const [caret, setCaret] = useState(0);
  const [picked, setPicked] = useState<Person[]>([]);
  const [error, setError] = useState<string | null>(null);
  const ref = useRef<HTMLTextAreaElement>(null);
  const nextCaret = useRef<number | null>(null);

  // Escape closes the list for the @-word at hand (typing on keeps it closed).
  const [dismissed, setDismissed] = useState<number | null>(null);
  const typed = activeMention(text, caret);
  const mention = typed && typed.start !== dismissed ? typed : null;
  const people = useMentionOptions(mention ? mention.query : null);
  const options = mention ? (people.data ?? []).slice(0, SUGGESTIONS) : [];
  const open = options.length > 0;
  const combobox = useCombobox({ opened: open });

  useEffect(() => {
    if (open) combobox.selectFirstOption();
    // The options changed: the first one is what Enter picks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, options.map((o) => o.id).join()]);

  useEffect(() => {
    const at = nextCaret.current;
    if (at === null || !ref.current) return;
    nextCaret.current = null;
    ref.current.focus();
    ref.current.setSelectionRange(at, at);
    setCaret(at);
  }, [text]);

  const pick = (id: string) => {
    const person = options.find((o) => o.id === id);
    if (!person || !mention) return;
    const next = insertMention(text, mention.start, caret, person.name);
    nextCaret.current = next.caret;
    setText(next.text);
    setPicked((current) => [...current, { id: person.id, name: person.name }]);
  };

  const trimmed = text.trim();
  const tooLong = trimmed.length > COMMENT_BODY_MAX;

  const post = () => {
    if (!trimmed || tooLong || add.isPending) return;
    const mentioned = stillMentioned(text, picked);
    if (mentioned.length > COMMENT_MENTIONS_MAX) {
      setError(t('comments.errors.tooManyMentions', { max: COMMENT_MENTIONS_MAX }));
      return;
    }
    setError(null);
    add.mutate(
      { body: trimmed, mentions: mentioned.map((p) => p.id) },
      {
        onSuccess: () => {
          setText('');
          setPicked([]);
          setCaret(0);
          notifications.show({ color: 'success', message: t('comments.posted') });
        },
        onError: (e) => {
          if (isApiError(e) && e.status === 422) {
            const fields = serverFieldErrors(e);
            setError(fields?.body ?? fields?.mentions ?? errorMessage(e));
          } else {
            handleApiError(e);
          }
        },
      },
    );
  };

  return (
    <Stack gap={6} px="lg" pb="md">
      <Combobox store={combobox} onOptionSubmit={pick} position="bottom-start">
        <Combobox.Target withKeyboardNavigation={open} withAriaAttributes>
          <Textarea
            ref={ref}
            label={t('comments.label')}
            placeholder={t('comments.placeholder')}
            autosize
            minRows={2}
            maxRows={10}
            value={text}
            error={error ?? (tooLong ? t('comments.errors.tooLong', { max: COMMENT_BODY_MAX }) : undefined)}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setCaret(event.currentTarget.selectionStart ?? event.currentTarget.value.length);
              if (error) setError(null);
            }}
            onSelect={(event) => setCaret(event.currentTarget.selectionStart ?? 0)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
                event.preventDefault();
                post();
              } else if (event.key === 'Escape' && open && mention) {
                event.stopPropagation();
                setDismissed(mention.start);
              }
            }}
            disabled={add.isPending}
          />
        </Combobox.Target>
        <Combobox.Dropdown aria-label={t('comments.people')}>
          <Combobox.Options>
            {options.map((person) => (
              <Combobox.Option value={person.id} key={person.id}>
                <Group gap="sm" wrap="nowrap">
                  <Avatar size={26} radius="xl" color="initials" name={person.name}>
                    {initials(person.name)}
                  </Avatar>
                  <div style={{ minWidth: 0 }}>
                    <Text size="sm" fw={500} truncate="end">
                      {person.name}
                    </Text>
                    {person.email ? (
                      <Text size="xs" opacity={0.75} truncate="end">
                        {person.email}
                      </Text>
                    ) : null}
                  </div>
                </Group>
              </Combobox.Option>
            ))}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <Text size="xs" c={tooLong ? 'danger' : 'dimmed'}>
          {t('comments.hint', { count: trimmed.length, max: COMMENT_BODY_MAX })}
        </Text>
        <Button
          leftSection={<IconSend size={16} />}
          onClick={post}
          loading={add.isPending}
          disabled={!trimmed || tooLong}
          style={{ flex: 'none' }}
        >
          {t('comments.post')}
        </Button>
      </Group>
    </Stack>
  );
}

export function CommentsCard({ entityType, entityId }: Props) {
  const { t, i18n } = useTranslation();
  const canWrite = useCan('risk.write');
  const canApprove = useCan('risk.approve');
  const me = useAuth().user?.id;
  const list = useComments(entityType, entityId);
  const remove = useDeleteComment(entityType, entityId);
  const users = useUserOptions();
  const [deleting, setDeleting] = useState<Comment | null>(null);

  const comments = loadedComments(list.data?.pages);
  const total = list.data?.pages[0]?.total;
  const nameOf = useMemo(() => new Map((users.data ?? []).map((u) => [u.id, u.name])), [users.data]);
  const mayDelete = (c: Comment) => canWrite && (c.author_id === me || canApprove);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notifications.show({ color: 'success', message: t('comments.deleted') });
        setDeleting(null);
      },
      onError: () => setDeleting(null),
    });
  };

  const body = (
    <CardListState
      query={list}
      empty={comments.length === 0}
      loadFailed={t('comments.loadFailed')}
      emptyText={t('comments.empty')} rowHeight={48}
    >
        <Stack gap={0} pb="sm">
          <Stack component="ol" gap="md" px="lg" pb="sm" m={0} style={{ listStyle: 'none' }} aria-label={t('comments.title')}>
            {comments.map((c) => {
              const names = c.mentions.map((id) => nameOf.get(id) ?? '').filter(Boolean);
              return (
                <li key={c.id} data-testid="comment">
                  <Group gap="sm" align="flex-start" wrap="nowrap">
                    <Avatar size={32} radius="xl" color="initials" name={c.author_name}>
                      {initials(c.author_name)}
                    </Avatar>
                    <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                      <Group gap="xs" justify="space-between" wrap="nowrap">
                        <Group gap="xs" wrap="wrap" style={{ minWidth: 0 }}>
                          <Text size="sm" fw={600}>
                            {c.author_name || '—'}
                          </Text>
                          <Tooltip label={formatDateTime(c.created_at, i18n.language)}>
                            <Text size="xs" c="dimmed" component="time" dateTime={c.created_at}>
                              {formatRelativeTime(c.created_at, i18n.language)}
                            </Text>
                          </Tooltip>
                        </Group>
                        {mayDelete(c) ? (
                          <Tooltip label={t('comments.delete')}>
                            <ActionIcon
                              variant="subtle"
                              color="danger"
                              size="sm"
                              aria-label={t('comments.deleteBy', { name: c.author_name })}
                              onClick={() => setDeleting(c)}
                            >
                              <IconTrash size={16} stroke={1.6} />
                            </ActionIcon>
                          </Tooltip>
                        ) : null}
                      </Group>
                      <CommentBody body={c.body} names={names} />
                    </Stack>
                  </Group>
                </li>
              );
            })}
          </Stack>
          {list.hasNextPage ? (
            <Group justify="center">
              <Button variant="subtle" size="xs" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
                {t('comments.showOlder')}
              </Button>
            </Group>
          ) : null}
        </Stack>
    </CardListState>
  );

  return (
    <SectionCard
      title={t('comments.title')}
      icon={IconMessageCircle}
      count={total}
      padded={false}
      id={`comments-${entityType}`}
    >
      {canWrite ? <Composer entityType={entityType} entityId={entityId} /> : null}
      {body}
      <ConfirmModal
        opened={deleting !== null}
        title={t('comments.deleteTitle')}
        confirmLabel={t('comments.delete')}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        {t('comments.deleteBody', { name: deleting?.author_name ?? '' })}
      </ConfirmModal>
    </SectionCard>
  );
}
