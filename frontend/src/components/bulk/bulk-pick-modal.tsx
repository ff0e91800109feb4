// Asks for the one value a bulk change sets on every picked item (an owner, a
// category), then confirms how many items it will change.
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export type PickOption = { value: string; label: string };

type BulkPickModalProps = {
  opened: boolean;
  title: string;
  /** The field's label, e.g. "Owner". */
  label: string;
  data: readonly PickOption[];
  count: number;
  onClose: () => void;
  onConfirm: (value: string) => void;
};

export function BulkPickModal(props: BulkPickModalProps) {
  // A fresh choice each time it opens.
  return props.opened ? <PickDialog {...props} /> : null;
}

function PickDialog({ opened, title, label, data, count, onClose, onConfirm }: BulkPickModalProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState<string | null>(null);
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered radius="md">
      <Stack gap="md">
        <Select
          label={label}
          data={data as PickOption[]}
          value={value}
          onChange={setValue}
          searchable
          nothingFoundMessage={t('list.nothingFound')}
          comboboxProps={{ withinPortal: true }}
          data-autofocus
        />
        <Text size="sm" c="dimmed">
          {t('bulk.appliesTo', { count })}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button disabled={!value} onClick={() => value && onConfirm(value)}>
            {t('bulk.apply', { count })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
