// What a table or tree shows in place of rows: a centred icon, a title, a
// hint and an action (empty, nothing matched, failed).
import { Stack, Text, ThemeIcon } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type EmptyRowsProps = { icon?: ReactNode; title: ReactNode; hint?: ReactNode; action?: ReactNode; color?: string };

/** A centred icon, title, hint and action: what a table shows instead of rows. */
export function EmptyRows({ icon, title, hint, action, color = 'primary' }: EmptyRowsProps) {
  return (
    <Stack align="center" gap="xs" py={48}>
      <ThemeIcon size={52} radius="xl" variant="light" color={color}>
        {icon ?? <IconListDetails size={28} stroke={1.6} />}
      </ThemeIcon>
      <Text fw={600} ta="center">
        {title}
      </Text>
      {hint ? (
        <Text size="sm" c="dimmed" ta="center" maw={460}>
          {hint}
        </Text>
      ) : null}
      {action}
    </Stack>
  );
}
