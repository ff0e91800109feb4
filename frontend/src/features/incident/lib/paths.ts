// Where the incident screens live (config/routes.ts: incidentDetail,
// incidentNew, incidentEdit).
export const INCIDENTS_PATH = '/incident/all';

export const incidentHref = (id: string) => `${INCIDENTS_PATH}/${encodeURIComponent(id)}`;
export const incidentEditHref = (id: string) => `${incidentHref(id)}/edit`;
export const NEW_INCIDENT_PATH = `${INCIDENTS_PATH}/new`;
