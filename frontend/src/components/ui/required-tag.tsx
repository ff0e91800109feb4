// Spec section 5: the red "Required" tag shown beside a missing field.
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function RequiredTag({ id }: { id?: string }) {
  const { t } = useTranslation();
  return (
    <Badge id={id} color="danger" variant="filled" size="xs" radius="sm" tt="none" data-testid="required-tag">
      {t('validation.required')}
    </Badge>
  );
}
