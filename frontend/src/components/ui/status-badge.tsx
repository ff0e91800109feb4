// A status badge (approval and life-cycle statuses of risks, controls,
// incidents, actions), coloured as spec sections 4 and 9 say; `breach`
// reverses approval colours.
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { statusTone } from '@/lib/look';

export function StatusBadge({ status, breach = false }: { status: string; breach?: boolean }) {
  const { t } = useTranslation();
  const key = status.replace(/ /g, '_');
  return (
    <Badge color={statusTone(status, breach)} variant="light" tt="none" data-status={key}>
      {t(`status.${key}`, { defaultValue: status })}
    </Badge>
  );
}
