// The calendar's pure rules: label colours, which events the sidebar filters
// show, the event a move or resize makes, and the drawer form's values (an
// all-day event's end is shown as its last day, sent as the day after).
import type { CalendarEvent, EventInput, Label } from '../api/calendar';

export const LABELS: readonly { value: Label; color: string }[] = [
  { value: 'business', color: 'primary' },
  { value: 'work', color: 'warning' },
  { value: 'personal', color: 'danger' },
  { value: 'family', color: 'success' },
  { value: 'etc', color: 'info' },
];

export function labelColor(label: string): string {
  return LABELS.find((l) => l.value === label)?.color ?? 'gray';
}

/** The sidebar's choice: the labels shown and whether risk due dates are. */
export type Visible = { labels: readonly Label[]; risk: boolean };

export function visibleEvents(events: readonly CalendarEvent[], visible: Visible): CalendarEvent[] {
  return events.filter((e) => (e.readOnly ? visible.risk : visible.labels.includes(e.label as Label)));
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A local day as YYYY-MM-DD. */
export function localDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A local date and time as the value of a datetime-local input. */
export function localDateTime(date: Date): string {
  return `${localDay(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function addDays(day: string, days: number): string {
  const [y = 1970, m = 1, d = 1] = day.split('-').map(Number);
  return localDay(new Date(y, m - 1, d + days));
}

/** The content of an event placed at new dates (a drag or a resize). */
export function movedInput(event: CalendarEvent, start: Date, end: Date | null, allDay: boolean): EventInput & { id: number } {
  const base = { id: Number(event.id), title: event.title, label: event.label as Label, selectable: event.selectable, allDay };
  if (allDay) {
    const first = localDay(start);
    return { ...base, start: first, end: end ? localDay(end) : addDays(first, 1) };
  }
  const until = end ?? new Date(start.getTime() + 60 * 60 * 1000);
  return { ...base, start: start.toISOString(), end: until.toISOString() };
}

/** The drawer form: days (YYYY-MM-DD) or local date-times, the end inclusive for all-day events. */
export type EventFormValues = { title: string; label: Label | ''; allDay: boolean; start: string; end: string };

/** The form of an event, or of a new one over a selected range. */
export function formValuesOf(event: Pick<CalendarEvent, 'title' | 'label' | 'allDay' | 'start' | 'end'>): EventFormValues {
  const label = event.label === 'risk' ? '' : event.label;
  if (event.allDay) {
    const start = event.start.slice(0, 10);
    const end = event.end ? addDays(event.end.slice(0, 10), -1) : start;
    return { title: event.title, label, allDay: true, start, end: end < start ? start : end };
  }
  return { title: event.title, label, allDay: false, start: localDateTime(new Date(event.start)), end: localDateTime(new Date(event.end)) };
}

/** The field errors of a form: required fields, and an end before the start. */
export function formErrors(values: EventFormValues): Partial<Record<keyof EventFormValues, string>> {
  const errors: Partial<Record<keyof EventFormValues, string>> = {};
  for (const name of ['title', 'label', 'start', 'end'] as const) if (!values[name].trim()) errors[name] = 'required';
  if (!errors.start && !errors.end && values.end < values.start) errors.end = 'endBeforeStart';
  return errors;
}

/** What the form sends. */
export function inputOfForm(values: EventFormValues): EventInput {
  const common = { title: values.title.trim(), label: values.label as Label, allDay: values.allDay, selectable: true };
  if (values.allDay) return { ...common, start: values.start.slice(0, 10), end: addDays(values.end.slice(0, 10), 1) };
  return { ...common, start: new Date(values.start).toISOString(), end: new Date(values.end).toISOString() };
}

/** Switching all day on or off keeps the days and picks sensible times. */
export function withAllDay(values: EventFormValues, allDay: boolean): EventFormValues {
  if (allDay === values.allDay) return values;
  if (allDay) return { ...values, allDay, start: values.start.slice(0, 10), end: (values.end || values.start).slice(0, 10) };
  const day = values.start.slice(0, 10);
  return { ...values, allDay, start: day ? `${day}T09:00` : '', end: day ? `${(values.end || day).slice(0, 10)}T10:00` : '' };
}
