// A contact's picture (or initials) with a presence dot.
import { Avatar, Indicator } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAvatarUrl } from '@/components/top-bar/use-avatar-url';
import { initials } from '@/lib/format';
import type { Presence } from '../api/chat';
import { presenceColor, presenceKey } from '../lib/chat';

type ContactAvatarProps = {
  name: string;
  photo: string;
  status?: Presence;
  size?: number;
};

export function ContactAvatar({ name, photo, status, size = 40 }: ContactAvatarProps) {
  const { t } = useTranslation();
  const src = useAvatarUrl(photo || null);
  const avatar = (
    <Avatar src={src} alt={name} size={size} radius="xl" color="primary" variant="light">
      {initials(name)}
    </Avatar>
  );
  if (!status) return avatar;
  return (
    <Indicator
      color={presenceColor(status)}
      position="bottom-end"
      size={Math.max(9, Math.round(size / 4))}
      offset={Math.round(size / 7)}
      withBorder
      aria-label={t(presenceKey(status))}
      title={t(presenceKey(status))}
    >
      {avatar}
    </Indicator>
  );
}
