// The values a form was submitted with, label by label, in a success alert.
import { Alert, SimpleGrid, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export type SubmittedRow = { label: string; value: string };

export function SubmittedValues({ rows, title, testId = 'submitted-values' }: { rows: SubmittedRow[]; title?: string; testId?: string }) {
  const { t } = useTranslation('template-forms');
  return (
    <Alert mt="md" color="success" variant="light" icon={<IconCircleCheck size={18} />} title={title ?? t('common.submitted')} data-testid={testId}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={4} verticalSpacing={4}>
        {rows.map((row) => (
          <Text key={row.label} size="sm">
            <Text span fw={600}>
              {row.label}:
            </Text>{' '}
            <bdi>{row.value || '—'}</bdi>
          </Text>
        ))}
      </SimpleGrid>
    </Alert>
  );
}
