// The user's picture (fetched with the bearer header, shown through an object
// URL), or their initials on a coloured disc when there is none.
import { Avatar, type AvatarProps } from '@mantine/core';
import { useAvatarUrl } from '@/components/top-bar/use-avatar-url';
import { initials } from '@/lib/format';

type UserAvatarProps = Omit<AvatarProps, 'src' | 'children'> & {
  name: string | null | undefined;
  avatar: string | null | undefined;
};

export function UserAvatar({ name, avatar, ...props }: UserAvatarProps) {
  const src = useAvatarUrl(avatar);
  return (
    <Avatar src={src} alt={name ?? ''} color="primary" variant="light" {...props}>
      {initials(name)}
    </Avatar>
  );
}
