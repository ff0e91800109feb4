// /components/popovers: positions, title and content, a form inside, click
// and hover triggers, and popovers that close on a button or outside click.
import { Button, CloseButton, Group, Popover, Stack, Text, TextInput, Textarea, type FloatingPosition } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExampleCard, ExampleGrid, TemplatePage } from '../../components/example-card';

const POSITIONS: FloatingPosition[] = ['top', 'right', 'bottom', 'left'];

export function PopoversPage() {
  const { t } = useTranslation('template-components');
  const [hovered, { close: hoverClose, open: hoverOpen }] = useDisclosure(false);
  const [dismissible, setDismissible] = useState(false);
  const [formOpen, setFormOpen] = useState(false);
  const [feedback, setFeedback] = useState({ name: '', text: '' });
  const [sent, setSent] = useState<string | null>(null);

  return (
    <TemplatePage route="tplPopovers" description={t('popovers.description')}>
      <ExampleGrid>
        <ExampleCard title={t('popovers.positions.title')} description={t('popovers.positions.description')}>
          <Group gap="sm">
            {POSITIONS.map((position) => (
              <Popover key={position} position={position} withArrow shadow="md" width={220}>
                <Popover.Target>
                  <Button variant="outline">{t(`common.positions.${position}`)}</Button>
                </Popover.Target>
                <Popover.Dropdown>
                  <Text size="sm">{t('popovers.positions.text', { position: t(`common.positions.${position}`) })}</Text>
                </Popover.Dropdown>
              </Popover>
            ))}
          </Group>
        </ExampleCard>

        <ExampleCard title={t('popovers.titled.title')} description={t('popovers.titled.description')}>
          <Popover withArrow shadow="md" width={280} position="bottom-start">
            <Popover.Target>
              <Button leftSection={<IconInfoCircle size={16} />}>{t('popovers.titled.button')}</Button>
            </Popover.Target>
            <Popover.Dropdown p={0}>
              <Text fw={600} size="sm" px="md" py="xs" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
                {t('popovers.titled.heading')}
              </Text>
              <Text size="sm" px="md" py="sm">
                {t('popovers.titled.text')}
              </Text>
            </Popover.Dropdown>
          </Popover>
        </ExampleCard>

        <ExampleCard title={t('popovers.form.title')} description={t('popovers.form.description')} testId="popover-form">
          <Popover opened={formOpen} onChange={setFormOpen} trapFocus withArrow shadow="md" width={280} position="bottom-start">
            <Popover.Target>
              <Button color="success" onClick={() => setFormOpen((o) => !o)}>
                {t('popovers.form.button')}
              </Button>
            </Popover.Target>
            <Popover.Dropdown>
              <form
                onSubmit={(e) => {
                  e.preventDefault();
                  if (!feedback.name.trim() || !feedback.text.trim()) return;
                  setSent(t('popovers.form.sent', { name: feedback.name.trim() }));
                  setFeedback({ name: '', text: '' });
                  setFormOpen(false);
                }}
              >
                <Stack gap="xs">
                  <TextInput size="xs" required label={t('popovers.form.name')} value={feedback.name} onChange={(e) => {
                      const name = e.currentTarget.value;
                      setFeedback((f) => ({ ...f, name }));
                    }} data-autofocus />
                  <Textarea size="xs" required label={t('popovers.form.message')} autosize minRows={2} value={feedback.text} onChange={(e) => {
                      const text = e.currentTarget.value;
                      setFeedback((f) => ({ ...f, text }));
                    }} />
                  <Button type="submit" size="xs" disabled={!feedback.name.trim() || !feedback.text.trim()}>
                    {t('popovers.form.send')}
                  </Button>
                </Stack>
              </form>
            </Popover.Dropdown>
          </Popover>
          {sent ? (
            <Text size="sm" c="dimmed" mt="sm" role="status">
              {sent}
            </Text>
          ) : null}
        </ExampleCard>

        <ExampleCard title={t('popovers.triggers.title')} description={t('popovers.triggers.description')}>
          <Group gap="sm">
            <Popover withArrow shadow="md" width={200}>
              <Popover.Target>
                <Button variant="light">{t('popovers.triggers.click')}</Button>
              </Popover.Target>
              <Popover.Dropdown>
                <Text size="sm">{t('popovers.triggers.clickText')}</Text>
              </Popover.Dropdown>
            </Popover>
            <Popover withArrow shadow="md" width={200} opened={hovered}>
              <Popover.Target>
                <Button variant="light" color="info" onMouseEnter={hoverOpen} onMouseLeave={hoverClose} onFocus={hoverOpen} onBlur={hoverClose}>
                  {t('popovers.triggers.hover')}
                </Button>
              </Popover.Target>
              <Popover.Dropdown style={{ pointerEvents: 'none' }}>
                <Text size="sm">{t('popovers.triggers.hoverText')}</Text>
              </Popover.Dropdown>
            </Popover>
          </Group>
        </ExampleCard>

        <ExampleCard title={t('popovers.dismiss.title')} description={t('popovers.dismiss.description')}>
          <Popover opened={dismissible} onChange={setDismissible} withArrow shadow="md" width={260} closeOnClickOutside={false}>
            <Popover.Target>
              <Button color="warning" onClick={() => setDismissible((o) => !o)}>
                {t('popovers.dismiss.button')}
              </Button>
            </Popover.Target>
            <Popover.Dropdown>
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                <Text size="sm">{t('popovers.dismiss.text')}</Text>
                <CloseButton size="sm" aria-label={t('common.actions.close')} onClick={() => setDismissible(false)} />
              </Group>
            </Popover.Dropdown>
          </Popover>
        </ExampleCard>

        <ExampleCard title={t('popovers.outside.title')} description={t('popovers.outside.description')}>
          <Popover withArrow shadow="md" width={240} position="right" closeOnEscape>
            <Popover.Target>
              <Button variant="outline" color="danger">
                {t('popovers.outside.button')}
              </Button>
            </Popover.Target>
            <Popover.Dropdown>
              <Text size="sm">{t('popovers.outside.text')}</Text>
            </Popover.Dropdown>
          </Popover>
        </ExampleCard>
      </ExampleGrid>
    </TemplatePage>
  );
}
