// /extensions/toastr: toastr-style notifications through Mantine's
// notifications (set up app-wide): a form composes one (type, title,
// message, position, duration or persistent, progress bar) and fires it;
// quick buttons per type; clear all.
import { Button, Group, NumberInput, SegmentedControl, Select, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { createElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExampleCard, ExampleGrid, TemplatePage } from '../../components/example-card';
import { fireToast, POSITIONS, TOAST_LOOK as LOOK, TOAST_TYPES, type Position, type ToastType } from '../components/toasts';

export function ToastrPage() {
  const { t } = useTranslation('template-extensions');
  const [type, setType] = useState<ToastType>('success');
  const [title, setTitle] = useState(() => t('toastr.defaultTitle'));
  const [message, setMessage] = useState(() => t('toastr.defaultMessage'));
  const [position, setPosition] = useState<Position>('top-right');
  const [duration, setDuration] = useState<number>(4000);
  const [persistent, setPersistent] = useState(false);
  const [progress, setProgress] = useState(true);

  const quick = (kind: ToastType) =>
    fireToast({
      type: kind,
      title: t(`toastr.types.${kind}`),
      message: t(`toastr.samples.${kind}`),
      position: 'top-right',
      duration: 4000,
      persistent: false,
      progress: true,
    });

  return (
    <TemplatePage route="tplToastr" description={t('toastr.description')}>
      <ExampleGrid>
        <ExampleCard title={t('toastr.composeTitle')} description={t('toastr.composeHint')} testId="toastr-compose">
          <Stack gap="sm">
            <div>
              <Text size="sm" fw={500} mb={4}>
                {t('toastr.type')}
              </Text>
              <SegmentedControl
                fullWidth
                value={type}
                onChange={(value) => setType(value as ToastType)}
                data={TOAST_TYPES.map((kind) => ({ value: kind, label: t(`toastr.types.${kind}`) }))}
                color={LOOK[type].color}
              />
            </div>
            <TextInput label={t('toastr.title')} value={title} onChange={(event) => setTitle(event.currentTarget.value)} />
            <Textarea
              label={t('toastr.message')}
              value={message}
              onChange={(event) => setMessage(event.currentTarget.value)}
              autosize
              minRows={2}
            />
            <Group grow align="flex-start">
              <Select
                label={t('toastr.position')}
                value={position}
                onChange={(value) => value && setPosition(value as Position)}
                data={POSITIONS.map((value) => ({ value, label: t(`toastr.positions.${value}`) }))}
                allowDeselect={false}
              />
              <NumberInput
                label={t('toastr.duration')}
                value={duration}
                onChange={(value) => setDuration(typeof value === 'number' ? value : 4000)}
                min={1000}
                max={20000}
                step={500}
                suffix=" ms"
                disabled={persistent}
              />
            </Group>
            <Group>
              <Switch label={t('toastr.persistent')} checked={persistent} onChange={(event) => setPersistent(event.currentTarget.checked)} />
              <Switch
                label={t('toastr.progress')}
                checked={progress}
                disabled={persistent}
                onChange={(event) => setProgress(event.currentTarget.checked)}
              />
            </Group>
            <Group justify="flex-end">
              <Button variant="default" leftSection={<IconTrash size={16} />} onClick={() => notifications.clean()}>
                {t('toastr.clearAll')}
              </Button>
              <Button
                color={LOOK[type].color}
                onClick={() =>
                  fireToast({
                    type,
                    title: title.trim() || t(`toastr.types.${type}`),
                    message: message.trim() || t(`toastr.samples.${type}`),
                    position,
                    duration,
                    persistent,
                    progress,
                  })
                }
              >
                {t('toastr.show')}
              </Button>
            </Group>
          </Stack>
        </ExampleCard>
        <Stack gap="lg">
          <ExampleCard title={t('toastr.typesTitle')} description={t('toastr.typesHint')}>
            <Group gap="sm">
              {TOAST_TYPES.map((kind) => (
                <Button key={kind} color={LOOK[kind].color} variant="light" leftSection={createElement(LOOK[kind].icon, { size: 16 })} onClick={() => quick(kind)}>
                  {t(`toastr.types.${kind}`)}
                </Button>
              ))}
            </Group>
          </ExampleCard>
          <ExampleCard title={t('toastr.positionsTitle')} description={t('toastr.positionsHint')}>
            <Group gap="xs">
              {POSITIONS.map((value) => (
                <Button
                  key={value}
                  variant="outline"
                  size="xs"
                  onClick={() =>
                    fireToast({
                      type: 'info',
                      title: t(`toastr.positions.${value}`),
                      message: t('toastr.samples.info'),
                      position: value,
                      duration: 3000,
                      persistent: false,
                      progress: false,
                    })
                  }
                >
                  {t(`toastr.positions.${value}`)}
                </Button>
              ))}
            </Group>
          </ExampleCard>
          <ExampleCard title={t('toastr.persistentTitle')} description={t('toastr.persistentHint')}>
            <Group gap="sm">
              <Button
                color="danger"
                variant="light"
                onClick={() =>
                  fireToast({
                    type: 'error',
                    title: t('toastr.types.error'),
                    message: t('toastr.persistentMessage'),
                    position: 'top-right',
                    duration: 0,
                    persistent: true,
                    progress: false,
                  })
                }
              >
                {t('toastr.persistentButton')}
              </Button>
              <Button variant="default" onClick={() => notifications.clean()}>
                {t('toastr.clearAll')}
              </Button>
            </Group>
          </ExampleCard>
        </Stack>
      </ExampleGrid>
    </TemplatePage>
  );
}
