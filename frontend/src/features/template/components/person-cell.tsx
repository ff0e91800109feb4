// A person in a table cell: the initials avatar, the name and a line under
// it (the e-mail, or e.g. role and office).
import { Avatar, Group, Text, type MantineSize } from '@mantine/core';
import type { ReactNode } from 'react';

type PersonCellProps = {
  name: string;
  /** Text is shown small and dimmed; anything else as it is. */
  detail: ReactNode;
  avatarSize?: MantineSize | number;
};

export function PersonCell({ name, detail, avatarSize = 'sm' }: PersonCellProps) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar name={name} color="initials" size={avatarSize} radius="xl" />
      <div>
        <Text size="sm" fw={500}>
          {name}
        </Text>
        {typeof detail === 'string' ? (
          <Text size="xs" c="dimmed">
            {detail}
          </Text>
        ) : (
          detail
        )}
      </div>
    </Group>
  );
}
