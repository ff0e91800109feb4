// Asks before a category is deleted (risk categories in Settings, incident
// categories): a warning while items or sub-categories still use it, and the
// server's refusal (409) when it came, which blocks the delete button. The
// texts are the feature's, under `textPrefix` (`deleteTitle`, `deleteBody`,
// `delete`); the warning and the refusal come made.
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CategoryInput, CategoryNode } from './category-tree';

type CategoryDeleteModalProps<T extends CategoryInput> = {
  /** The category to delete; null when closed. */
  node: CategoryNode<T> | null;
  onClose: () => void;
  onConfirm: () => void;
  deleting: boolean;
  textPrefix: string;
  /** The warning to show (items or sub-categories use it), or null. */
  warning: string | null;
  /** The server's refusal (in use), or null. */
  inUse: { title?: string; message: string } | null;
};

export function CategoryDeleteModal<T extends CategoryInput>({
  node,
  onClose,
  onConfirm,
  deleting,
  textPrefix,
  warning,
  inUse,
}: CategoryDeleteModalProps<T>) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={node !== null}
      onClose={onClose}
      title={t(`${textPrefix}.deleteTitle`, { name: node?.item.name ?? '' })}
      centered
      radius="md"
    >
      <Stack gap="lg">
        <Text size="sm">{t(`${textPrefix}.deleteBody`)}</Text>
        {warning && !inUse ? (
          <Alert color="warning" variant="light" icon={<IconAlertCircle size={18} />}>
            {warning}
          </Alert>
        ) : null}
        {inUse ? (
          <Alert color="danger" variant="light" icon={<IconAlertCircle size={18} />} title={inUse.title} data-testid="category-in-use">
            {inUse.message}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button color="danger" onClick={onConfirm} loading={deleting} disabled={inUse !== null}>
            {t(`${textPrefix}.delete`)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
