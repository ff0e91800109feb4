// The user's picture: PUT /api/app/user/avatar with the image's bytes as the
// body and its type as Content-Type (not multipart) answers {avatar};
// DELETE /api/app/user/avatar removes it. The server checks the bytes too.
import { useMutation } from '@tanstack/react-query';
import { api, apiRequest } from '@/lib/api-client';
import { useRefreshCurrentUser } from './profile';

/** What the server accepts (SVG is not: it can carry script). */
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
/** 1 MiB. */
export const AVATAR_MAX_BYTES = 1024 * 1024;

export type AvatarProblem = 'type' | 'size' | 'empty';

/** Why a chosen file cannot be a picture, checked before sending it; null when fine. */
export function avatarProblem(file: Pick<File, 'type' | 'size'>): AvatarProblem | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type.toLowerCase())) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > AVATAR_MAX_BYTES) return 'size';
  return null;
}

export function uploadAvatar(file: File): Promise<{ avatar: string }> {
  return apiRequest<{ avatar: string }>('/api/app/user/avatar', {
    method: 'PUT',
    body: file,
    headers: { 'Content-Type': file.type },
  });
}

export function deleteAvatar(): Promise<void> {
  return api.delete<void>('/api/app/user/avatar');
}

/** Upload; 413 and 415 are shown by the page next to the picture, so errors are not toasted here. */
export function useUploadAvatar() {
  const refresh = useRefreshCurrentUser();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: (answer) => refresh(answer?.avatar !== undefined ? { avatar: answer.avatar } : undefined),
    meta: { silent: true },
  });
}

export function useDeleteAvatar() {
  const refresh = useRefreshCurrentUser();
  return useMutation({
    mutationFn: deleteAvatar,
    onSuccess: () => refresh({ avatar: '' }),
  });
}
