import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '../api/calendar';
import { formErrors, formValuesOf, inputOfForm, labelColor, movedInput, visibleEvents, withAllDay } from './calendar-events';

const own: CalendarEvent = { id: 3, title: 'Board meeting', start: '2031-03-04', end: '2031-03-06', label: 'business', allDay: true, selectable: true };
const risk: CalendarEvent = {
  id: 'action-plan:1',
  title: 'AP-0001 · Second supplier',
  start: '2031-03-05',
  end: '2031-03-06',
  label: 'risk',
  allDay: true,
  selectable: false,
  readOnly: true,
  url: '/risk/action/plan?q=AP-0001',
  kind: 'actionPlan',
};

describe('the calendar sidebar filter', () => {
  it('shows the chosen labels and the risk due dates only when asked', () => {
    expect(visibleEvents([own, risk], { labels: ['business'], risk: true })).toEqual([own, risk]);
    expect(visibleEvents([own, risk], { labels: ['work'], risk: false })).toEqual([]);
    expect(visibleEvents([own, risk], { labels: ['business'], risk: false })).toEqual([own]);
  });

  it('colours the labels with the theme', () => {
    expect(labelColor('work')).toBe('warning');
    expect(labelColor('risk')).toBe('gray');
  });
});

describe('a move or a resize', () => {
  it('sends an all-day event as days, one day long when the calendar gives no end', () => {
    expect(movedInput(own, new Date(2031, 2, 10), null, true)).toMatchObject({ id: 3, start: '2031-03-10', end: '2031-03-11', allDay: true });
    expect(movedInput(own, new Date(2031, 2, 10), new Date(2031, 2, 13), true)).toMatchObject({ start: '2031-03-10', end: '2031-03-13' });
  });

  it('sends a timed event as instants, an hour long without an end', () => {
    const start = new Date(Date.UTC(2031, 2, 10, 9, 30));
    const moved = movedInput(own, start, null, false);
    expect(moved.start).toBe('2031-03-10T09:30:00.000Z');
    expect(moved.end).toBe('2031-03-10T10:30:00.000Z');
    expect(moved.allDay).toBe(false);
  });
});

describe('the event form', () => {
  it('shows an all-day end as the last day and sends the day after', () => {
    const values = formValuesOf(own);
    expect(values).toEqual({ title: 'Board meeting', label: 'business', allDay: true, start: '2031-03-04', end: '2031-03-05' });
    expect(inputOfForm(values)).toEqual({ title: 'Board meeting', label: 'business', allDay: true, selectable: true, start: '2031-03-04', end: '2031-03-06' });
  });

  it('flags missing fields and an end before the start', () => {
    expect(formErrors({ title: ' ', label: '', allDay: true, start: '2031-03-04', end: '' })).toEqual({ title: 'required', label: 'required', end: 'required' });
    expect(formErrors({ title: 'x', label: 'work', allDay: false, start: '2031-03-04T10:00', end: '2031-03-04T09:00' })).toEqual({ end: 'endBeforeStart' });
    expect(formErrors({ title: 'x', label: 'work', allDay: true, start: '2031-03-04', end: '2031-03-04' })).toEqual({});
  });

  it('keeps the days when all day is switched', () => {
    const timed = withAllDay(formValuesOf(own), false);
    expect(timed).toMatchObject({ allDay: false, start: '2031-03-04T09:00', end: '2031-03-05T10:00' });
    expect(withAllDay(timed, true)).toMatchObject({ allDay: true, start: '2031-03-04', end: '2031-03-05' });
  });
});
