// The files attached to a risk, a control, an action plan or an incident:
// type icon, title (file name beneath), size, who uploaded it and when;
// download for readers, upload (with an optional title) and delete for
// risk.write (incident.write for an incident's files). A chosen file is
// checked against the server's limits first; the server's own refusal (413,
// 415, 422) is shown next to the upload button too.
import {
  ActionIcon,
  Alert,
  Button,
  FileButton,
  Group,
  Stack,
  Table,
  Text,
  TextInput,
  ThemeIcon,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconDownload, IconPaperclip, IconTrash, IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardListState } from '@/components/ui/card-list-state';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import surfaces from '@/components/ui/surfaces.module.css';
import { errorMessage, handleApiError, isApiError } from '@/lib/api-client';
import { serverFieldErrors } from '@/lib/form-errors';
import { formatDateTime, formatFileSize } from '@/lib/format';
import { useCan } from '@/lib/permissions';
import {
  ATTACHMENT_TITLE_MAX,
  attachmentPermissions,
  downloadAttachment,
  fileExtension,
  useAttachments,
  useDeleteAttachment,
  useUploadAttachment,
  type Attachment,
  type AttachmentEntityType,
} from './api';
import { SectionCard } from '@/components/ui/section-card';
import { checkFile, fileLook, useFileSizeUnits } from './attachment-files';

type Props = {
  /** Whose files: 'risk', 'control', 'action_plan' or 'incident'. */
  entityType: AttachmentEntityType;
  /** The id of that risk, control, plan or incident. */
  entityId: string;
};

type UploadErrors = { title?: string; file?: string };

/** Refusals the user can act on (shown by the button); anything else goes to the app's error handler. */
const SHOWN_BY_THE_BUTTON = new Set([404, 413, 415, 422]);

export function AttachmentsCard({ entityType, entityId }: Props) {
  const { t, i18n } = useTranslation();
  const canWrite = useCan(attachmentPermissions(entityType).write);
  const units = useFileSizeUnits();
  const list = useAttachments(entityType, entityId);
  const upload = useUploadAttachment(entityType, entityId);
  const remove = useDeleteAttachment(entityType, entityId);

  const [title, setTitle] = useState('');
  const [errors, setErrors] = useState<UploadErrors>({});
  const [deleting, setDeleting] = useState<Attachment | null>(null);
  const [downloading, setDownloading] = useState<string | null>(null);
  const resetRef = useRef<() => void>(null);

  const attachments = list.data?.data ?? [];
  const accepted = list.data?.accepted ?? [];
  const maxBytes = list.data?.max_bytes ?? 0;
  const size = (bytes: number) => formatFileSize(bytes, units);

  const choose = (file: File | null) => {
    // Let the same file be chosen again after a refusal.
    resetRef.current?.();
    if (!file || !list.data) return;
    const chosenTitle = title.trim();
    const next: UploadErrors = {};
    if (chosenTitle.length > ATTACHMENT_TITLE_MAX) {
      next.title = t('attachments.errors.titleTooLong', { max: ATTACHMENT_TITLE_MAX });
    }
    const problem = checkFile(file, list.data);
    if (problem === 'type') {
      next.file = t('attachments.errors.type', { fileName: file.name, types: accepted.join(', ') });
    } else if (problem === 'tooLarge') {
      next.file = t('attachments.errors.tooLarge', { fileName: file.name, size: size(file.size), max: size(maxBytes) });
    } else if (problem === 'empty') {
      next.file = t('attachments.errors.empty', { fileName: file.name });
    }
    setErrors(next);
    if (next.title || next.file) return;

    upload.mutate(
      { file, title: chosenTitle },
      {
        onSuccess: (saved) => {
          setTitle('');
          notifications.show({ color: 'success', message: t('attachments.uploaded', { title: saved.title }) });
        },
        onError: (error) => {
          if (!isApiError(error) || !SHOWN_BY_THE_BUTTON.has(error.status)) {
            handleApiError(error);
            return;
          }
          const fields = serverFieldErrors(error);
          const titleError = fields?.title;
          // The two refusals a user meets most, in their language; the
          // server's own text for anything else.
          const refusal =
            error.status === 413
              ? t('attachments.errors.tooLarge', { fileName: file.name, size: size(file.size), max: size(maxBytes) })
              : error.status === 415
                ? t('attachments.errors.mismatch', { fileName: file.name })
                : errorMessage(error);
          const fileError = fields?.file ?? (titleError ? undefined : refusal);
          setErrors({ title: titleError, file: fileError });
        },
      },
    );
  };

  const download = async (attachment: Attachment) => {
    setDownloading(attachment.id);
    try {
      await downloadAttachment(attachment);
    } catch (error) {
      handleApiError(error);
    } finally {
      setDownloading(null);
    }
  };

  const confirmDelete = () => {
    if (!deleting) return;
    const gone = deleting;
    remove.mutate(gone.id, {
      onSuccess: () => {
        notifications.show({ color: 'success', message: t('attachments.deleted', { title: gone.title }) });
        setDeleting(null);
      },
    });
  };

  const uploader = canWrite ? (
    <Stack gap={6} px="lg" pb="md">
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <TextInput
          label={t('attachments.titleLabel')}
          placeholder={t('attachments.titlePlaceholder')}
          value={title}
          onChange={(event) => {
            setTitle(event.currentTarget.value);
            if (errors.title) setErrors((current) => ({ ...current, title: undefined }));
          }}
          error={errors.title}
          disabled={upload.isPending}
          style={{ flex: 1 }}
        />
        <FileButton
          onChange={choose}
          accept={accepted.join(',') || undefined}
          resetRef={resetRef}
          disabled={!list.data || upload.isPending}
          inputProps={{ 'aria-label': t('attachments.upload') }}
        >
          {(props) => (
            <Button
              {...props}
              leftSection={<IconUpload size={16} />}
              loading={upload.isPending}
              disabled={!list.data}
              style={{ flex: 'none' }}
            >
              {t('attachments.upload')}
            </Button>
          )}
        </FileButton>
      </Group>
      {list.data ? (
        <Text size="xs" c="dimmed" data-testid="attachment-limits">
          {t('attachments.limits', { size: size(maxBytes), types: accepted.join(', ') })}
        </Text>
      ) : null}
      {errors.file ? (
        <Alert color="danger" variant="light" icon={<IconAlertCircle size={18} />} role="alert" py="xs">
          {errors.file}
        </Alert>
      ) : null}
    </Stack>
  ) : null;

  const body = (
    <CardListState
      query={list}
      empty={attachments.length === 0}
      loadFailed={t('attachments.loadFailed')}
      emptyText={t('attachments.empty')}
    >
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="xs" horizontalSpacing="lg" aria-label={t('attachments.title')}>
            <Table.Thead className={surfaces.tableHead}>
              <Table.Tr>
                <Table.Th>{t('attachments.columns.file')}</Table.Th>
                <Table.Th>{t('attachments.columns.size')}</Table.Th>
                <Table.Th>{t('attachments.columns.uploadedBy')}</Table.Th>
                <Table.Th w={canWrite ? 96 : 56}>
                  <VisuallyHidden>{t('attachments.columns.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {attachments.map((attachment) => {
                const look = fileLook(attachment.file_name, attachment.content_type);
                const FileIcon = look.icon;
                return (
                  <Table.Tr key={attachment.id} data-testid="attachment-row">
                    <Table.Td>
                      <Group gap="sm" wrap="nowrap">
                        <ThemeIcon
                          variant="light"
                          color={look.color}
                          size={34}
                          radius="md"
                          aria-hidden
                          data-ext={fileExtension(attachment.file_name)}
                        >
                          <FileIcon size={19} stroke={1.6} />
                        </ThemeIcon>
                        <div style={{ minWidth: 0 }}>
                          <Text size="sm" fw={500} lineClamp={2}>
                            {attachment.title}
                          </Text>
                          <Text size="xs" c="dimmed" truncate="end" title={attachment.file_name}>
                            {attachment.file_name}
                          </Text>
                        </div>
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                        {size(attachment.size)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" c={attachment.created_by_name ? undefined : 'dimmed'}>
                        {attachment.created_by_name || '—'}
                      </Text>
                      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                        {formatDateTime(attachment.created_at, i18n.language)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap" justify="flex-end">
                        <Tooltip label={t('attachments.download', { title: attachment.title })}>
                          <ActionIcon
                            variant="subtle"
                            color="gray"
                            aria-label={t('attachments.download', { title: attachment.title })}
                            loading={downloading === attachment.id}
                            onClick={() => void download(attachment)}
                          >
                            <IconDownload size={18} stroke={1.6} />
                          </ActionIcon>
                        </Tooltip>
                        {canWrite ? (
                          <Tooltip label={t('attachments.deleteNamed', { title: attachment.title })}>
                            <ActionIcon
                              variant="subtle"
                              color="danger"
                              aria-label={t('attachments.deleteNamed', { title: attachment.title })}
                              onClick={() => setDeleting(attachment)}
                            >
                              <IconTrash size={18} stroke={1.6} />
                            </ActionIcon>
                          </Tooltip>
                        ) : null}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
    </CardListState>
  );

  return (
    <SectionCard
      title={t('attachments.title')}
      icon={IconPaperclip}
      count={list.data ? attachments.length : undefined}
      padded={false}
      id={`attachments-${entityType}`}
    >
      {uploader}
      {body}
      {canWrite ? (
        <ConfirmModal
          opened={deleting !== null}
          title={t('attachments.deleteTitle')}
          confirmLabel={t('attachments.delete')}
          loading={remove.isPending}
          onConfirm={confirmDelete}
          onClose={() => setDeleting(null)}
        >
          {t('attachments.deleteBody', { title: deleting?.title ?? '', fileName: deleting?.file_name ?? '' })}
        </ConfirmModal>
      ) : null}
    </SectionCard>
  );
}
