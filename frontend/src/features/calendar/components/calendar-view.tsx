// FullCalendar 6.1 with the month / week / day / list views (loaded with the
// calendar route only). Own events drag and resize; risk due dates are drawn
// dashed and stay put. Moves report the new dates; the caller persists them.
import deLocale from '@fullcalendar/core/locales/de';
import frLocale from '@fullcalendar/core/locales/fr';
import ptLocale from '@fullcalendar/core/locales/pt';
import type { DateSelectArg, DatesSetArg, EventClickArg, EventDropArg, EventInput as FcEventInput } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type EventResizeDoneArg } from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarEvent } from '../api/calendar';
import { labelColor } from '../lib/calendar-events';
import classes from './calendar-view.module.css';

type Props = {
  events: readonly CalendarEvent[];
  onRange: (range: { start: string; end: string }) => void;
  onSelect: (start: Date, end: Date, allDay: boolean) => void;
  onOpen: (event: CalendarEvent) => void;
  /** A drag or a resize; `revert` puts the event back when saving fails. */
  onMove: (event: CalendarEvent, start: Date, end: Date | null, allDay: boolean, revert: () => void) => void;
};

const LOCALES = { de: deLocale, fr: frLocale, pt: ptLocale } as const;

function toFullCalendar(event: CalendarEvent): FcEventInput {
  const color = `var(--mantine-color-${labelColor(event.label)}-filled)`;
  return {
    id: String(event.id),
    title: event.title,
    start: event.start,
    end: event.end,
    allDay: event.allDay,
    editable: !event.readOnly,
    classNames: [(event.readOnly ? classes.riskEvent : classes.ownEvent) ?? ''],
    backgroundColor: event.readOnly ? 'transparent' : color,
    borderColor: event.readOnly ? 'var(--mantine-color-dimmed)' : color,
    textColor: event.readOnly ? 'var(--mantine-color-text)' : '#fff',
    extendedProps: { source: event },
  };
}

export default function CalendarView({ events, onRange, onSelect, onOpen, onMove }: Props) {
  const { t, i18n } = useTranslation();
  const input = useMemo(() => events.map(toFullCalendar), [events]);
  const language = i18n.language.slice(0, 2) as keyof typeof LOCALES;
  const sourceOf = (arg: { event: { extendedProps: Record<string, unknown> } }) => arg.event.extendedProps.source as CalendarEvent;
  const moved = (arg: EventDropArg | EventResizeDoneArg) =>
    onMove(sourceOf(arg), arg.event.start as Date, arg.event.end, arg.event.allDay, arg.revert);

  return (
    <div className={classes.calendar} data-testid="calendar">
      <FullCalendar
        plugins={[dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]}
        initialView="dayGridMonth"
        headerToolbar={{ start: 'prev,next today', center: 'title', end: 'dayGridMonth,timeGridWeek,timeGridDay,listMonth' }}
        buttonText={{ today: t('calendar.views.today'), month: t('calendar.views.month'), week: t('calendar.views.week'), day: t('calendar.views.day'), list: t('calendar.views.list') }}
        locale={LOCALES[language]}
        height="auto"
        dayMaxEvents={3}
        navLinks
        selectable
        selectMirror
        editable
        eventResizableFromStart
        events={input}
        datesSet={(arg: DatesSetArg) => onRange({ start: arg.start.toISOString(), end: arg.end.toISOString() })}
        select={(arg: DateSelectArg) => {
          arg.view.calendar.unselect();
          onSelect(arg.start, arg.end, arg.allDay);
        }}
        eventClick={(arg: EventClickArg) => {
          arg.jsEvent.preventDefault();
          onOpen(sourceOf(arg));
        }}
        eventDrop={moved}
        eventResize={moved}
      />
    </div>
  );
}
