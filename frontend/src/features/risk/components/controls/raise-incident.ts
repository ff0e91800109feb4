// "Raise incident" from a breached control activity: the new-incident form
// (the incident module's /incident/all/new) prefilled with the control, its
// function, its linked risks and a title naming the breach.
import type { TFunction } from 'i18next';
import type { Control, ControlActivity } from '../../api/types';

export const NEW_INCIDENT_PATH = '/incident/all/new';

export function raiseIncidentHref(
  t: TFunction,
  control: Pick<Control, 'id' | 'reference' | 'title' | 'function_id' | 'risk_ids'>,
  activity: Pick<ControlActivity, 'name'>,
): string {
  const params = new URLSearchParams({ control_id: control.id });
  if (control.function_id) params.set('function_id', control.function_id);
  if (control.risk_ids.length > 0) params.set('risk_ids', control.risk_ids.join(','));
  params.set('title', t('riskIncidents.raiseTitle', { reference: control.reference, activity: activity.name }).slice(0, 200));
  return `${NEW_INCIDENT_PATH}?${params.toString()}`;
}
