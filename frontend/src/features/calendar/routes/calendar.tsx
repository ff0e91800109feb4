// The calendar app (/calendar; spec sections 3, 4): a sidebar with "Add event"
// and the label filters, FullCalendar (loaded with this route) showing the
// caller's events and their risk due dates; drag and resize persist, a
// selected range opens a new event, a click opens one.
import { Alert, Box, Button, Card, Center, Checkbox, Divider, Flex, Group, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { handleApiError } from '@/lib/api-client';
import { useEventMutations, useEvents, type CalendarEvent, type Label, type Range } from '../api/calendar';
import { EventDrawer } from '../components/event-drawer';
import {
  formValuesOf,
  LABELS,
  localDateTime,
  localDay,
  movedInput,
  visibleEvents,
  type EventFormValues,
} from '../lib/calendar-events';

const CalendarView = lazy(() => import('../components/calendar-view'));

const ALL_LABELS = LABELS.map((l) => l.value);

/** A new event over a selected range (an all-day range ends the day after its last day). */
function newEventValues(start: Date, end: Date, allDay: boolean): EventFormValues {
  if (allDay) return formValuesOf({ title: '', label: 'business', allDay: true, start: localDay(start), end: localDay(end) });
  return { title: '', label: 'business', allDay: false, start: localDateTime(start), end: localDateTime(end) };
}

export function CalendarRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [range, setRange] = useState<Range | null>(null);
  const [labels, setLabels] = useState<readonly Label[]>(ALL_LABELS);
  const [showRisk, setShowRisk] = useState(true);
  const [drawer, setDrawer] = useState<{ opened: boolean; eventId: number | null; initial: EventFormValues }>({
    opened: false,
    eventId: null,
    initial: { title: '', label: 'business', allDay: true, start: '', end: '' },
  });
  const events = useEvents(range);
  const { update } = useEventMutations();
  const shown = visibleEvents(events.data?.events ?? [], { labels, risk: showRisk });

  const openNew = (start: Date, end: Date, allDay: boolean) =>
    setDrawer({ opened: true, eventId: null, initial: newEventValues(start, end, allDay) });
  const openNewToday = () => {
    const today = new Date();
    today.setHours(0, 0, 0, 0);
    openNew(today, new Date(today.getTime() + 24 * 60 * 60 * 1000), true);
  };
  const open = (event: CalendarEvent) => {
    if (event.readOnly) {
      if (event.url) void navigate(event.url);
      return;
    }
    setDrawer({ opened: true, eventId: Number(event.id), initial: formValuesOf(event) });
  };
  const move = (event: CalendarEvent, start: Date, end: Date | null, allDay: boolean, revert: () => void) => {
    update.mutate(movedInput(event, start, end, allDay), {
      onSuccess: () => notifications.show({ color: 'success', message: t('calendar.notices.moved') }),
      onError: (error) => {
        revert();
        handleApiError(error);
      },
    });
  };
  const allChecked = labels.length === ALL_LABELS.length;

  return (
    <>
      <PageHeader route="calendar" />
      <Card padding={0} radius="md" withBorder>
        <Flex direction={{ base: 'column', md: 'row' }}>
          <Box w={{ base: '100%', md: 250 }} p="md" style={{ flexShrink: 0 }}>
            <Button fullWidth leftSection={<IconPlus size={18} />} onClick={openNewToday}>
              {t('calendar.addEvent')}
            </Button>
            <Text size="xs" tt="uppercase" fw={600} c="dimmed" mt="lg" mb="sm">
              {t('calendar.filters')}
            </Text>
            <Stack gap="sm" role="group" aria-label={t('calendar.filters')}>
              <Checkbox
                label={t('calendar.viewAll')}
                checked={allChecked}
                indeterminate={!allChecked && labels.length > 0}
                onChange={() => setLabels(allChecked ? [] : ALL_LABELS)}
              />
              {LABELS.map((l) => (
                <Checkbox
                  key={l.value}
                  color={l.color}
                  label={t(`calendar.labels.${l.value}`)}
                  checked={labels.includes(l.value)}
                  onChange={(e) =>
                    setLabels((current) => (e.currentTarget.checked ? [...current, l.value] : current.filter((v) => v !== l.value)))
                  }
                />
              ))}
              {events.data?.risk === 'not-granted' ? null : (
                <Checkbox color="gray" label={t('calendar.riskDueDates')} checked={showRisk} onChange={(e) => setShowRisk(e.currentTarget.checked)} />
              )}
            </Stack>
            {events.data?.risk === 'not-granted' ? null : (
              <Text size="xs" c="dimmed" mt="md">
                {t('calendar.riskHint')}
              </Text>
            )}
          </Box>
          <Divider orientation="vertical" visibleFrom="md" />
          <Box p="md" style={{ flex: 1, minWidth: 0 }}>
            {events.data?.risk === 'unavailable' ? (
              <Alert color="warning" variant="light" icon={<IconAlertTriangle size={18} />} mb="md" data-testid="risk-unavailable">
                {t('calendar.riskUnavailable')}
              </Alert>
            ) : null}
            {events.isError ? (
              <Group mb="md">
                <Text c="dimmed">{t('calendar.failed')}</Text>
                <Button variant="light" size="xs" onClick={() => void events.refetch()}>
                  {t('common.tryAgain')}
                </Button>
              </Group>
            ) : null}
            <Suspense
              fallback={
                <Center py={80}>
                  <Loader size="sm" />
                </Center>
              }
            >
              <CalendarView events={shown} onRange={setRange} onSelect={openNew} onOpen={open} onMove={move} />
            </Suspense>
          </Box>
        </Flex>
      </Card>
      <EventDrawer
        opened={drawer.opened}
        eventId={drawer.eventId}
        initial={drawer.initial}
        onClose={() => setDrawer((d) => ({ ...d, opened: false }))}
      />
    </>
  );
}
