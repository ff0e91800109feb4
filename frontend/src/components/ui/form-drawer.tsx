// A form in a drawer on the right (the template's app sidebars: the
// calendar's event, the todo's task): the fields, then a footer with an
// optional destructive action on the left, Cancel and the submit button.
import { Button, Drawer, Group, Stack } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The footer's left action (remove, move to the trash). */
export type DrawerDanger = { label: ReactNode; onClick: () => void; loading?: boolean };

type FormDrawerProps = {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The submit button; null for none (a read-only form). */
  submit: { label: ReactNode; loading?: boolean } | null;
  danger?: DrawerDanger | null;
  children: ReactNode;
};

export function FormDrawer({ opened, onClose, title, onSubmit, submit, danger, children }: FormDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="md"
      title={title}
      styles={{ title: { fontWeight: 600, fontSize: 18 } }}
    >
      <form noValidate onSubmit={onSubmit}>
        <Stack gap="md">
          {children}
          <Group justify="space-between" mt="md">
            {danger ? (
              <Button
                variant="light"
                color="danger"
                leftSection={<IconTrash size={16} />}
                loading={danger.loading}
                onClick={danger.onClick}
              >
                {danger.label}
              </Button>
            ) : (
              <span />
            )}
            <Group gap="sm">
              <Button variant="default" onClick={onClose}>
                {t('common.cancel')}
              </Button>
              {submit ? (
                <Button type="submit" loading={submit.loading}>
                  {submit.label}
                </Button>
              ) : null}
            </Group>
          </Group>
        </Stack>
      </form>
    </Drawer>
  );
}
