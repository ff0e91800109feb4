// /components/modals: a basic dialog, sizes, centred, long scrolling content,
// a form that validates, a confirmation, full screen and a nested dialog.
import { Button, Group, Modal, Radio, ScrollArea, Stack, Text, TextInput, type MantineSize } from '@mantine/core';
import { isEmail, isNotEmpty, useForm } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { ExampleCard, ExampleGrid, TemplatePage } from '../../components/example-card';

type Open = 'basic' | 'centered' | 'scroll' | 'form' | 'confirm' | 'full' | 'outer' | `size-${MantineSize}` | null;

const SIZES: MantineSize[] = ['xs', 'sm', 'md', 'lg', 'xl'];

export function ModalsPage() {
  const { t } = useTranslation('template-components');
  const [open, setOpen] = useState<Open>(null);
  const [inner, setInner] = useState(false);
  const [result, setResult] = useState<string | null>(null);
  const [deleted, setDeleted] = useState(false);
  const close = () => setOpen(null);

  const form = useForm({
    mode: 'controlled',
    initialValues: { name: '', email: '', role: '' },
    validate: {
      name: isNotEmpty(t('modals.form.nameRequired')),
      email: isEmail(t('modals.form.emailInvalid')),
      role: isNotEmpty(t('modals.form.roleRequired')),
    },
  });

  const footer = (
    <Group justify="flex-end" mt="lg">
      <Button variant="default" onClick={close}>
        {t('common.actions.close')}
      </Button>
      <Button onClick={close}>{t('common.actions.save')}</Button>
    </Group>
  );

  return (
    <TemplatePage route="tplModals" description={t('modals.description')}>
      <ExampleGrid>
        <ExampleCard title={t('modals.basic.title')} description={t('modals.basic.description')}>
          <Group gap="sm">
            <Button onClick={() => setOpen('basic')}>{t('modals.basic.open')}</Button>
            <Button variant="light" onClick={() => setOpen('centered')}>
              {t('modals.centered.open')}
            </Button>
          </Group>
          <Modal opened={open === 'basic'} onClose={close} title={t('modals.basic.dialogTitle')}>
            <Text size="sm">{t('modals.basic.text')}</Text>
            {footer}
          </Modal>
          <Modal opened={open === 'centered'} onClose={close} title={t('modals.centered.dialogTitle')} centered>
            <Text size="sm">{t('modals.centered.text')}</Text>
            {footer}
          </Modal>
        </ExampleCard>

        <ExampleCard title={t('modals.sizes.title')} description={t('modals.sizes.description')}>
          <Group gap="sm">
            {SIZES.map((size) => (
              <Button key={size} variant="outline" onClick={() => setOpen(`size-${size}`)}>
                {t(`common.sizes.${size}`)}
              </Button>
            ))}
          </Group>
          {SIZES.map((size) => (
            <Modal key={size} opened={open === `size-${size}`} onClose={close} size={size} title={t('modals.sizes.dialogTitle', { size: t(`common.sizes.${size}`) })}>
              <Text size="sm">{t('modals.sizes.text')}</Text>
              {footer}
            </Modal>
          ))}
        </ExampleCard>

        <ExampleCard title={t('modals.scroll.title')} description={t('modals.scroll.description')}>
          <Button variant="light" color="info" onClick={() => setOpen('scroll')}>
            {t('modals.scroll.open')}
          </Button>
          <Modal opened={open === 'scroll'} onClose={close} title={t('modals.scroll.dialogTitle')} scrollAreaComponent={ScrollArea.Autosize}>
            <Stack gap="sm">
              {Array.from({ length: 12 }, (_, i) => (
                <Text key={i} size="sm">
                  <Text span fw={600}>
                    {t('modals.scroll.section', { n: i + 1 })}
                  </Text>{' '}
                  {t('modals.scroll.text')}
                </Text>
              ))}
            </Stack>
            {footer}
          </Modal>
        </ExampleCard>

        <ExampleCard title={t('modals.form.title')} description={t('modals.form.description')} testId="modal-form">
          <Button color="success" onClick={() => setOpen('form')}>
            {t('modals.form.open')}
          </Button>
          {result ? (
            <Text size="sm" c="dimmed" mt="sm" role="status">
              {result}
            </Text>
          ) : null}
          <Modal
            opened={open === 'form'}
            onClose={() => {
              form.reset();
              close();
            }}
            title={t('modals.form.dialogTitle')}
          >
            <form
              noValidate
              onSubmit={form.onSubmit((values) => {
                setResult(t('modals.form.done', { name: values.name, email: values.email }));
                form.reset();
                close();
              })}
            >
              <Stack gap="sm">
                <TextInput label={t('modals.form.name')} withAsterisk {...form.getInputProps('name')} key={form.key('name')} data-autofocus />
                <TextInput label={t('modals.form.email')} withAsterisk type="email" {...form.getInputProps('email')} key={form.key('email')} />
                <Radio.Group label={t('modals.form.role')} withAsterisk {...form.getInputProps('role')} key={form.key('role')}>
                  <Group gap="md" mt={6}>
                    {(['analyst', 'auditor', 'owner'] as const).map((value) => (
                      <Radio key={value} value={value} label={t(`listGroup.roles.${value}`)} />
                    ))}
                  </Group>
                </Radio.Group>
              </Stack>
              <Group justify="flex-end" mt="lg">
                <Button
                  variant="default"
                  onClick={() => {
                    form.reset();
                    close();
                  }}
                >
                  {t('common.actions.cancel')}
                </Button>
                <Button type="submit">{t('modals.form.submit')}</Button>
              </Group>
            </form>
          </Modal>
        </ExampleCard>

        <ExampleCard title={t('modals.confirm.title')} description={t('modals.confirm.description')}>
          <Group gap="sm">
            <Button color="danger" variant="light" leftSection={<IconTrash size={16} />} onClick={() => setOpen('confirm')} disabled={deleted}>
              {t('modals.confirm.open')}
            </Button>
            {deleted ? (
              <Button variant="subtle" onClick={() => setDeleted(false)}>
                {t('modals.confirm.restore')}
              </Button>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed" mt="sm" role="status">
            {deleted ? t('modals.confirm.deleted') : t('modals.confirm.kept')}
          </Text>
          <ConfirmModal
            opened={open === 'confirm'}
            title={t('modals.confirm.dialogTitle')}
            confirmLabel={t('modals.confirm.yes')}
            onClose={close}
            onConfirm={() => {
              setDeleted(true);
              close();
            }}
          >
            {t('modals.confirm.text')}
          </ConfirmModal>
        </ExampleCard>

        <ExampleCard title={t('modals.more.title')} description={t('modals.more.description')}>
          <Group gap="sm">
            <Button variant="outline" color="dark" onClick={() => setOpen('full')}>
              {t('modals.full.open')}
            </Button>
            <Button variant="outline" color="warning" onClick={() => setOpen('outer')}>
              {t('modals.nested.open')}
            </Button>
          </Group>
          <Modal opened={open === 'full'} onClose={close} fullScreen title={t('modals.full.dialogTitle')} transitionProps={{ transition: 'fade' }}>
            <Stack gap="md" maw={640}>
              <Text size="sm">{t('modals.full.text')}</Text>
              <Group>
                <Button onClick={close}>{t('common.actions.close')}</Button>
              </Group>
            </Stack>
          </Modal>
          <Modal opened={open === 'outer'} onClose={close} title={t('modals.nested.outerTitle')} centered>
            <Text size="sm">{t('modals.nested.outerText')}</Text>
            <Group justify="flex-end" mt="lg">
              <Button onClick={() => setInner(true)}>{t('modals.nested.openInner')}</Button>
            </Group>
          </Modal>
          <Modal opened={inner} onClose={() => setInner(false)} title={t('modals.nested.innerTitle')} centered size="sm" zIndex={300}>
            <Text size="sm">{t('modals.nested.innerText')}</Text>
            <Group justify="flex-end" mt="lg">
              <Button variant="default" onClick={() => setInner(false)}>
                {t('common.actions.close')}
              </Button>
            </Group>
          </Modal>
        </ExampleCard>
      </ExampleGrid>
    </TemplatePage>
  );
}
