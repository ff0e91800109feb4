// Profile picture: upload (PNG, JPEG, WebP or GIF up to 1 MiB, checked here
// before sending and again by the server) or remove. A too large or unsupported
// file is explained next to the picture, not in a toast.
import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, handleApiError, isApiError } from '@/lib/api-client';
import { formatFileSize } from '@/lib/format';
import { AVATAR_MAX_BYTES, AVATAR_TYPES, avatarProblem, useDeleteAvatar, useUploadAvatar, type AvatarProblem } from '../api/avatar';
import type { Profile } from '../api/profile';
import { UserAvatar } from './user-avatar';

export function AvatarEditor({ profile }: { profile: Profile }) {
  const { t, i18n } = useTranslation();
  const upload = useUploadAvatar();
  const remove = useDeleteAvatar();
  const [problem, setProblem] = useState<string | null>(null);
  // Cleared after each choice, so choosing the same file again still counts.
  const resetRef = useRef<() => void>(null);
  const maxSize = formatFileSize(AVATAR_MAX_BYTES, t('fileSize.units').split(','), i18n.language);

  const explain = (kind: AvatarProblem) =>
    kind === 'size'
      ? t('profile.avatar.tooLarge', { size: maxSize })
      : kind === 'type'
        ? t('profile.avatar.unsupported')
        : t('profile.avatar.empty');

  const choose = (file: File | null) => {
    resetRef.current?.();
    if (!file) return;
    const local = avatarProblem(file);
    if (local) {
      setProblem(explain(local));
      return;
    }
    setProblem(null);
    upload.mutate(file, {
      onSuccess: () => notifications.show({ color: 'success', message: t('profile.avatar.uploaded') }),
      onError: (error) => {
        if (isApiError(error) && error.status === 413) setProblem(explain('size'));
        else if (isApiError(error) && error.status === 415) setProblem(explain('type'));
        else if (isApiError(error) && error.status === 422) setProblem(errorMessage(error));
        else handleApiError(error);
      },
    });
  };

  const removePicture = () => {
    setProblem(null);
    remove.mutate(undefined, {
      onSuccess: () => notifications.show({ color: 'success', message: t('profile.avatar.removed') }),
    });
  };

  const busy = upload.isPending || remove.isPending;

  return (
    <Group gap="lg" align="center" wrap="nowrap">
      <UserAvatar name={profile.name} avatar={profile.avatar} size={100} radius="md" fz={34} />
      <Stack gap={8}>
        <Group gap="sm">
          <FileButton
            onChange={choose}
            resetRef={resetRef}
            accept={AVATAR_TYPES.join(',')}
            disabled={busy}
            inputProps={{ 'aria-label': t('profile.avatar.upload') }}
          >
            {(props) => (
              <Button {...props} leftSection={<IconUpload size={16} />} loading={upload.isPending}>
                {t('profile.avatar.upload')}
              </Button>
            )}
          </FileButton>
          {profile.avatar ? (
            <Button
              variant="default"
              leftSection={<IconTrash size={16} />}
              onClick={removePicture}
              loading={remove.isPending}
              disabled={busy && !remove.isPending}
            >
              {t('profile.avatar.remove')}
            </Button>
          ) : null}
        </Group>
        {problem ? (
          <Text size="sm" c="danger" role="alert">
            {problem}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {t('profile.avatar.hint', { size: maxSize })}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
