// The calendar app's calls (spec sections 4, 7; ADR 0021): the caller's events
// of the shown range with their risk due dates (read-only; the answer's
// X-Risk-Events header says whether the risk service could be read), and
// add / update (move, resize, edit) / remove.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequestWithHeaders } from '@/lib/api-client';

export type Label = 'business' | 'work' | 'personal' | 'family' | 'etc';

export type CalendarEvent = {
  /** A number for the caller's own events; `action-plan:…` / `control-activity:…` for risk due dates. */
  id: number | string;
  title: string;
  /** YYYY-MM-DD for an all-day event, RFC 3339 otherwise. */
  start: string;
  /** As start; for an all-day event the day after its last day. */
  end: string;
  label: Label | 'risk';
  allDay: boolean;
  selectable: boolean;
  readOnly?: boolean;
  url?: string;
  kind?: 'actionPlan' | 'controlActivity';
};

/** What a user writes of an event. */
export type EventInput = { title: string; start: string; end: string; label: Label; allDay: boolean; selectable: boolean };

/** Whether the risk due dates are in the answer. */
export type RiskEventsState = 'shown' | 'not-granted' | 'unavailable';

export type EventsAnswer = { events: CalendarEvent[]; risk: RiskEventsState };

export type Range = { start: string; end: string };

export const calendarKeys = {
  all: ['apps', 'calendar'] as const,
  range: (range: Range | null) => ['apps', 'calendar', 'events', range] as const,
};

const EVENTS_PATH = '/api/apps/calendar/events';

/**
 * GETs the events and reads the X-Risk-Events header, from the answer the
 * events came from (the replayed request's when the token was renewed).
 */
export async function fetchEvents(range: Range, signal?: AbortSignal): Promise<EventsAnswer> {
  const { data, headers } = await apiRequestWithHeaders<CalendarEvent[]>(EVENTS_PATH, { query: range, signal });
  const flag = headers.get('X-Risk-Events');
  const risk: RiskEventsState = flag === 'unavailable' || flag === 'not-granted' ? flag : 'shown';
  return { events: data, risk };
}

export function useEvents(range: Range | null) {
  return useQuery({
    queryKey: calendarKeys.range(range),
    queryFn: ({ signal }) => fetchEvents(range as Range, signal),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
}

export function useEventMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: calendarKeys.all });
  return {
    add: useMutation({
      mutationFn: (event: EventInput) => api.post<CalendarEvent>('/api/apps/calendar/add-event', { event }),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: (event: EventInput & { id: number }) => api.post<CalendarEvent>('/api/apps/calendar/update-event', { event }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: number) => api.post<{ id: number }>('/api/apps/calendar/remove-event', { id }),
      onSuccess: refresh,
    }),
  };
}
