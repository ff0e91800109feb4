// An avatar with a status dot (online, away, busy, offline) at its corner.
import { Avatar, Box, Indicator, type AvatarProps } from '@mantine/core';
import type { ReactNode } from 'react';

export type Presence = 'online' | 'away' | 'busy' | 'offline';

const DOT: Record<Presence, string> = { online: 'success', away: 'warning', busy: 'danger', offline: 'gray' };

export function StatusAvatar({
  status,
  label,
  children,
  ...props
}: AvatarProps & { status: Presence; label: string; children?: ReactNode }) {
  return (
    <Box component="span" title={label} style={{ display: 'inline-flex' }}>
      <Indicator color={DOT[status]} position="bottom-end" size={12} offset={5} withBorder processing={status === 'online'}>
        <Avatar {...props} aria-label={label}>
          {children}
        </Avatar>
      </Indicator>
    </Box>
  );
}
