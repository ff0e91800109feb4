// A dialog that holds a form: Mantine's Modal, except that closing it by
// Escape, a click outside or its close button while the form has unsaved
// changes first asks "Discard your changes?" (Keep editing / Discard).
// The form says it is dirty with the `dirty` prop, or from inside the dialog
// with useFormModalDirty(dirty) (form-modal-dirty.ts) when its state lives in a child component.
// A Cancel button in the form stays an explicit discard (it calls onClose).
import { Button, Group, Modal, Stack, Text, type ModalProps } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModalDirtyContext } from './form-modal-dirty';

type FormModalProps = ModalProps & {
  /** The form differs from what it was opened with. */
  dirty?: boolean;
};

export function FormModal({ dirty = false, opened, onClose, children, zIndex, ...props }: FormModalProps) {
  const { t } = useTranslation();
  const [reported, setReported] = useState(false);
  const [asking, setAsking] = useState(false);
  const unsaved = dirty || reported;

  // A closed dialog asks nothing the next time it opens.
  const [wasOpened, setWasOpened] = useState(opened);
  if (wasOpened !== opened) {
    setWasOpened(opened);
    if (!opened) setAsking(false);
  }

  const report = useCallback((value: boolean) => setReported(value), []);
  const requestClose = () => {
    if (unsaved) setAsking(true);
    else onClose();
  };
  const discard = () => {
    setAsking(false);
    onClose();
  };

  return (
    <>
      <Modal opened={opened} onClose={requestClose} zIndex={zIndex} {...props}>
        <FormModalDirtyContext.Provider value={report}>{children}</FormModalDirtyContext.Provider>
      </Modal>
      <Modal
        opened={opened && asking}
        onClose={() => setAsking(false)}
        title={t('common.discardTitle')}
        centered
        size="sm"
        radius="md"
        zIndex={(typeof zIndex === 'number' ? zIndex : 200) + 10}
        data-testid="discard-prompt"
      >
        <Stack gap="lg">
          <Text size="sm">{t('common.discardBody')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setAsking(false)} data-autofocus>
              {t('common.keepEditing')}
            </Button>
            <Button color="danger" onClick={discard}>
              {t('common.discard')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
