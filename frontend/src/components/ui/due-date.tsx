// A due date in a list, red and flagged when overdue (the action plans of the
// risk module, the incident actions). `label` is the feature's "Overdue" text.
import { Badge, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';

export function DueDate({ date, overdue, label }: { date: string | null | undefined; overdue: boolean; label: string }) {
  const { i18n } = useTranslation();
  return (
    <Stack gap={4} align="flex-start">
      <Text size="sm" c={overdue ? 'danger' : undefined} fw={overdue ? 600 : undefined} style={{ whiteSpace: 'nowrap' }}>
        {formatDate(date, i18n.language) || '—'}
      </Text>
      {overdue ? (
        <Badge color="danger" variant="filled" tt="none" leftSection={<IconAlertTriangle size={12} />} data-testid="overdue-flag">
          {label}
        </Badge>
      ) : null}
    </Stack>
  );
}
