// The "Views" menu of a big list (issue 13): save the current filters, sort
// and visible columns under a name, apply a saved view, rename, star (it then
// shows in the top bar's bookmarks) or delete it. Views are the server's
// (/api/v1/saved-views), so they follow the user to any device.
import {
  ActionIcon,
  Box,
  Button,
  Checkbox,
  Group,
  Modal,
  Popover,
  Stack,
  Text,
  TextInput,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy, IconLayoutList, IconPencil, IconStar, IconStarFilled, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { errorMessage, isApiError } from '@/lib/api-client';
import {
  useSavedViewMutations,
  useSavedViews,
  VIEW_PARAM,
  type SavedView,
  type ViewList,
} from '@/lib/saved-views';
import { ColumnChooser } from './column-chooser';
import { useVisibleColumns } from './use-visible-columns';
import { LIST_COLUMNS } from './list-columns';

/** The most characters a view's name may have (the server's rule). */
const NAME_MAX = 80;

/** The list's URL search string without "?" and without the view param. */
function currentQuery(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(VIEW_PARAM);
  return params.toString();
}

/** A list opened from a starred view (`?view=<id>`) takes that view's columns. */
function useApplyViewParam(list: ViewList, setColumns: (columns: string[] | null) => void) {
  const [search, setSearch] = useSearchParams();
  const views = useSavedViews();
  const wanted = search.get(VIEW_PARAM);
  useEffect(() => {
    if (!wanted || !views.data) return;
    const view = views.data.find((v) => v.id === wanted && v.list === list);
    if (view) setColumns(view.columns.length > 0 ? view.columns : null);
    setSearch(
      (params) => {
        const next = new URLSearchParams(params);
        next.delete(VIEW_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [wanted, views.data, list, setColumns, setSearch]);
}

type NameDialog = { mode: 'save' } | { mode: 'rename'; view: SavedView };

function NameModal({
  dialog,
  list,
  onClose,
  onSave,
}: {
  dialog: NameDialog | null;
  list: ViewList;
  onClose: () => void;
  onSave: (name: string, starred: boolean) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [starred, setStarred] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<NameDialog | null>(null);
  if (dialog !== shown) {
    setShown(dialog);
    setName(dialog?.mode === 'rename' ? dialog.view.name : '');
    setStarred(false);
    setError(null);
  }
  const submit = async () => {
    const trimmed = name.trim();
    if (!trimmed) {
      setError(t('views.nameRequired'));
      return;
    }
    if (trimmed.length > NAME_MAX) {
      setError(t('views.nameTooLong', { max: NAME_MAX }));
      return;
    }
    setBusy(true);
    try {
      await onSave(trimmed, starred);
      onClose();
    } catch (e) {
      const field = isApiError(e) ? e.fields.name : undefined;
      setError(typeof field === 'string' ? field : errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      opened={dialog !== null}
      onClose={onClose}
      centered
      size="sm"
      title={dialog?.mode === 'rename' ? t('views.renameTitle') : t('views.saveTitle', { list: t(`views.lists.${list}`) })}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          <TextInput
            data-autofocus
            label={t('views.name')}
            placeholder={t('views.namePlaceholder')}
            value={name}
            maxLength={NAME_MAX + 20}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setError(null);
            }}
            error={error}
          />
          {dialog?.mode === 'save' ? (
            <Checkbox
              label={t('views.starOnSave')}
              checked={starred}
              onChange={(event) => setStarred(event.currentTarget.checked)}
            />
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('views.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {dialog?.mode === 'rename' ? t('views.rename') : t('views.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

export function SavedViewsMenu({ list }: { list: ViewList }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [opened, setOpened] = useState(false);
  const [dialog, setDialog] = useState<NameDialog | null>(null);
  const [deleting, setDeleting] = useState<SavedView | null>(null);
  const [columns, setColumns] = useVisibleColumns(list);
  const views = useSavedViews();
  const { create, update, remove } = useSavedViewMutations();
  useApplyViewParam(list, setColumns);

  const mine = (views.data ?? []).filter((v) => v.list === list);
  const query = currentQuery(location.search);
  const allColumns = LIST_COLUMNS[list].length === columns.length;

  const apply = (view: SavedView) => {
    setColumns(view.columns.length > 0 ? view.columns : null);
    navigate({ pathname: location.pathname, search: view.query ? `?${view.query}` : '' });
    setOpened(false);
  };

  const save = (name: string, starred: boolean) =>
    create
      .mutateAsync({ list, name, query, columns: allColumns ? [] : columns, starred })
      .then((view) => notifications.show({ color: 'success', message: t('views.saved', { name: view.name }) }));

  const rename = (view: SavedView) => (name: string) => update.mutateAsync({ id: view.id, name });

  return (
    <>
      <Popover opened={opened} onChange={setOpened} position="bottom-end" width={320} shadow="md" trapFocus>
        <Popover.Target>
          <Button
            variant="default"
            size="sm"
            leftSection={<IconLayoutList size={16} stroke={1.6} />}
            onClick={() => setOpened((o) => !o)}
          >
            {t('views.button')}
          </Button>
        </Popover.Target>
        <Popover.Dropdown p={0} role="dialog" aria-label={t('views.title')}>
          <Text fw={600} size="sm" px="md" pt="sm" pb={6}>
            {t('views.title')}
          </Text>
          {mine.length === 0 ? (
            <Text size="sm" c="dimmed" px="md" pb="sm">
              {views.isError ? t('views.unavailable') : t('views.none')}
            </Text>
          ) : (
            <Box component="ul" m={0} px={6} pb={6} style={{ listStyle: 'none' }} aria-label={t('views.title')}>
              {mine.map((view) => (
                <Group component="li" key={view.id} gap={4} wrap="nowrap" px={6} py={2}>
                  <UnstyledButton
                    onClick={() => apply(view)}
                    style={{ flex: 1, minWidth: 0, padding: '6px 4px', borderRadius: 6 }}
                    aria-label={t('views.apply', { name: view.name })}
                  >
                    <Text size="sm" truncate>
                      {view.name}
                    </Text>
                  </UnstyledButton>
                  <Tooltip label={view.starred ? t('views.unstar') : t('views.star')} openDelay={300}>
                    <ActionIcon
                      variant="subtle"
                      color={view.starred ? 'warning' : 'gray'}
                      aria-pressed={view.starred}
                      aria-label={
                        view.starred ? t('views.unstarNamed', { name: view.name }) : t('views.starNamed', { name: view.name })
                      }
                      onClick={() => update.mutate({ id: view.id, starred: !view.starred })}
                    >
                      {view.starred ? <IconStarFilled size={16} /> : <IconStar size={16} stroke={1.6} />}
                    </ActionIcon>
                  </Tooltip>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={t('views.renameNamed', { name: view.name })}
                    onClick={() => {
                      setOpened(false);
                      setDialog({ mode: 'rename', view });
                    }}
                  >
                    <IconPencil size={16} stroke={1.6} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="danger"
                    aria-label={t('views.deleteNamed', { name: view.name })}
                    onClick={() => {
                      setOpened(false);
                      setDeleting(view);
                    }}
                  >
                    <IconTrash size={16} stroke={1.6} />
                  </ActionIcon>
                </Group>
              ))}
            </Box>
          )}
          <Box px="md" py="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
            <Button
              fullWidth
              variant="light"
              size="sm"
              leftSection={<IconDeviceFloppy size={16} stroke={1.6} />}
              onClick={() => {
                setOpened(false);
                setDialog({ mode: 'save' });
              }}
            >
              {t('views.saveCurrent')}
            </Button>
          </Box>
        </Popover.Dropdown>
      </Popover>
      <NameModal
        dialog={dialog}
        list={list}
        onClose={() => setDialog(null)}
        onSave={(name, starred) => (dialog?.mode === 'rename' ? rename(dialog.view)(name) : save(name, starred))}
      />
      <ConfirmModal
        opened={deleting !== null}
        title={t('views.deleteTitle')}
        confirmLabel={t('views.delete')}
        color="danger"
        loading={remove.isPending}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) });
        }}
        onClose={() => setDeleting(null)}
      >
        {t('views.deleteBody', { name: deleting?.name ?? '' })}
      </ConfirmModal>
    </>
  );
}

/** The Views menu and the column chooser of a list, side by side. */
export function ListViewTools({ list }: { list: ViewList }) {
  return (
    <Group gap="xs" justify="flex-end" mb="sm" data-testid="list-view-tools">
      <SavedViewsMenu list={list} />
      <ColumnChooser list={list} />
    </Group>
  );
}
