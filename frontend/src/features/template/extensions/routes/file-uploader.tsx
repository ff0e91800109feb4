// /extensions/file-uploader: Mantine Dropzone (drag and drop or click, many
// files). Each file is checked (type, size, not empty); a refused file is
// listed with its reason, an accepted one is read with FileReader and shows
// its progress, then its size and, for images, a preview (an object URL,
// revoked when the file is removed or the page closes).
import '@mantine/dropzone/styles.css';
import { ActionIcon, Alert, Badge, Button, Group, Image, Paper, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconFile, IconFileTypePdf, IconPhoto, IconTrash, IconUpload, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExampleCard, ExampleGrid, TemplatePage } from '../../components/example-card';
import { checkFile, formatBytes, UPLOAD_RULES, type FileRejection } from '../lib/file-checks';

type Upload = {
  id: number;
  file: File;
  progress: number;
  done: boolean;
  preview: string | null;
};

type Refused = { id: number; name: string; size: number; reason: FileRejection };

function FileIcon({ file }: { file: File }) {
  if (file.type.startsWith('image/')) return <IconPhoto size={20} />;
  if (file.type === 'application/pdf') return <IconFileTypePdf size={20} />;
  return <IconFile size={20} />;
}

export function FileUploaderPage() {
  const { t, i18n } = useTranslation('template-extensions');
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [refused, setRefused] = useState<Refused[]>([]);
  const nextId = useRef(1);
  const readers = useRef(new Map<number, FileReader>());
  const previews = useRef(new Set<string>());

  // Object URLs and readers still open when the page closes are released.
  useEffect(() => {
    const urls = previews.current;
    const open = readers.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
      for (const reader of open.values()) reader.abort();
    };
  }, []);

  const update = (id: number, change: Partial<Upload>) =>
    setUploads((current) => current.map((upload) => (upload.id === id ? { ...upload, ...change } : upload)));

  const add = (files: File[]) => {
    const accepted: Upload[] = [];
    const rejected: Refused[] = [];
    for (const file of files) {
      const id = nextId.current++;
      const reason = checkFile(file, UPLOAD_RULES);
      if (reason) {
        rejected.push({ id, name: file.name, size: file.size, reason });
        continue;
      }
      let preview: string | null = null;
      if (file.type.startsWith('image/') && typeof URL.createObjectURL === 'function') {
        preview = URL.createObjectURL(file);
        previews.current.add(preview);
      }
      accepted.push({ id, file, progress: 0, done: false, preview });
    }
    setUploads((current) => [...current, ...accepted]);
    setRefused((current) => [...rejected, ...current]);
    for (const upload of accepted) read(upload.id, upload.file);
  };

  const read = (id: number, file: File) => {
    const reader = new FileReader();
    readers.current.set(id, reader);
    reader.onprogress = (event) => {
      if (event.lengthComputable) update(id, { progress: Math.round((event.loaded / event.total) * 100) });
    };
    reader.onloadend = () => {
      readers.current.delete(id);
      update(id, { progress: 100, done: true });
    };
    reader.readAsArrayBuffer(file);
  };

  const remove = (id: number) => {
    readers.current.get(id)?.abort();
    readers.current.delete(id);
    setUploads((current) => {
      const gone = current.find((upload) => upload.id === id);
      if (gone?.preview) {
        URL.revokeObjectURL(gone.preview);
        previews.current.delete(gone.preview);
      }
      return current.filter((upload) => upload.id !== id);
    });
  };

  const clear = () => {
    for (const upload of uploads) remove(upload.id);
    setRefused([]);
  };

  const size = (bytes: number) => formatBytes(bytes, i18n.language);
  const limit = size(UPLOAD_RULES.maxSize);

  return (
    <TemplatePage route="tplFileUploader" description={t('uploader.description')}>
      <ExampleGrid cols={1}>
        <ExampleCard
          title={t('uploader.dropTitle')}
          description={t('uploader.dropHint', { size: limit })}
          actions={
            uploads.length + refused.length > 0 ? (
              <Button variant="subtle" color="gray" size="compact-sm" onClick={clear}>
                {t('uploader.clear')}
              </Button>
            ) : null
          }
        >
          <Dropzone
            onDrop={add}
            onReject={(rejections) => add(rejections.map((rejection) => rejection.file))}
            multiple
            radius="md"
            aria-label={t('uploader.dropTitle')}
            data-testid="dropzone"
          >
            <Group justify="center" gap="xl" mih={160} style={{ pointerEvents: 'none' }}>
              <Dropzone.Accept>
                <ThemeIcon size={56} radius="xl" variant="light" color="success">
                  <IconUpload size={30} />
                </ThemeIcon>
              </Dropzone.Accept>
              <Dropzone.Reject>
                <ThemeIcon size={56} radius="xl" variant="light" color="danger">
                  <IconX size={30} />
                </ThemeIcon>
              </Dropzone.Reject>
              <Dropzone.Idle>
                <ThemeIcon size={56} radius="xl" variant="light" color="primary">
                  <IconUpload size={30} />
                </ThemeIcon>
              </Dropzone.Idle>
              <div>
                <Text size="lg" fw={600}>
                  {t('uploader.dropHere')}
                </Text>
                <Text size="sm" c="dimmed" mt={4}>
                  {t('uploader.rules', { size: limit })}
                </Text>
              </div>
            </Group>
          </Dropzone>
        </ExampleCard>

        <ExampleGrid>
          <ExampleCard title={t('uploader.acceptedTitle')} description={t('uploader.acceptedHint')} testId="accepted-files">
            {uploads.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('uploader.none')}
              </Text>
            ) : (
              <Stack gap="sm">
                {uploads.map((upload) => (
                  <Paper key={upload.id} withBorder radius="md" p="sm" data-testid="accepted-file">
                    <Group wrap="nowrap" gap="sm" align="center">
                      {upload.preview ? (
                        <Image src={upload.preview} alt={upload.file.name} w={48} h={48} radius="sm" fit="cover" />
                      ) : (
                        <ThemeIcon size={48} radius="sm" variant="light" color="info">
                          <FileIcon file={upload.file} />
                        </ThemeIcon>
                      )}
                      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                        <Group justify="space-between" wrap="nowrap" gap="xs">
                          <Text size="sm" fw={600} truncate>
                            {upload.file.name}
                          </Text>
                          <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                            {size(upload.file.size)}
                          </Text>
                        </Group>
                        <Progress
                          value={upload.progress}
                          color={upload.done ? 'success' : 'primary'}
                          size="sm"
                          animated={!upload.done}
                          aria-label={t('uploader.progress', { name: upload.file.name })}
                        />
                        <Text size="xs" c={upload.done ? 'success' : 'dimmed'}>
                          {upload.done ? t('uploader.ready') : t('uploader.reading', { percent: upload.progress })}
                        </Text>
                      </Stack>
                      <ActionIcon
                        variant="subtle"
                        color="danger"
                        aria-label={t('uploader.remove', { name: upload.file.name })}
                        onClick={() => remove(upload.id)}
                      >
                        <IconTrash size={18} />
                      </ActionIcon>
                    </Group>
                  </Paper>
                ))}
              </Stack>
            )}
          </ExampleCard>
          <ExampleCard title={t('uploader.refusedTitle')} description={t('uploader.refusedHint')} testId="refused-files">
            {refused.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('uploader.noneRefused')}
              </Text>
            ) : (
              <Stack gap="xs">
                {refused.map((item) => (
                  <Alert
                    key={item.id}
                    color="danger"
                    variant="light"
                    icon={<IconX size={18} />}
                    title={item.name}
                    data-testid="refused-file"
                    withCloseButton
                    closeButtonLabel={t('uploader.dismiss')}
                    onClose={() => setRefused((current) => current.filter((other) => other.id !== item.id))}
                  >
                    <Group gap="xs">
                      <Badge color="danger" variant="outline" size="sm">
                        {t(`uploader.reasons.${item.reason}`, { size: limit })}
                      </Badge>
                      <Text size="xs" c="dimmed">
                        {size(item.size)}
                      </Text>
                    </Group>
                  </Alert>
                ))}
              </Stack>
            )}
          </ExampleCard>
        </ExampleGrid>
      </ExampleGrid>
    </TemplatePage>
  );
}
