// The line under an example that shows what it currently holds ("Value: …").
import { Code, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function ValuePreview({ label, value, testId }: { label?: ReactNode; value: ReactNode; testId?: string }) {
  const { t } = useTranslation('template-forms');
  const empty = value === '' || value === null || value === undefined || (Array.isArray(value) && value.length === 0);
  return (
    <Group gap={6} mt="sm" wrap="wrap" align="baseline">
      <Text size="xs" c="dimmed" fw={500}>
        {label ?? t('common.value')}:
      </Text>
      <Code data-testid={testId} style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {empty ? t('common.none') : Array.isArray(value) ? value.join(', ') : value}
      </Code>
    </Group>
  );
}
