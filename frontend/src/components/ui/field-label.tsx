// A form label with the red "Required" tag beside it when the field is missing.
import { Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { RequiredTag } from './required-tag';

export function FieldLabel({ children, missing }: { children: ReactNode; missing?: boolean }) {
  return (
    <Group component="span" gap={8} wrap="nowrap" style={{ display: 'inline-flex' }}>
      <span>{children}</span>
      {missing ? <RequiredTag /> : null}
    </Group>
  );
}
