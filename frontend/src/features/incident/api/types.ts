// The JSON of the incident module's API: the incident.v1 protobuf messages
// serialized field for field (docs/adr/0007), mirroring
// proto/incident/v1/incident.proto. Dates are YYYY-MM-DD, instants RFC 3339,
// statuses strings.

export type Page<T> = { data: T[]; page: number; per_page: number; total: number };

/** A page of the register: above 10,000 matches the total may be the database's estimate. */
export type IncidentPage = Page<Incident> & { total_is_estimate?: boolean };

/** An incident category (fraud, IT outage, data breach, ...); categories nest up to two levels below a root, names unique among siblings. */
export type IncidentCategory = {
  /** The category's id: a UUID, or a readable id such as "inc-fraud" for the installed defaults. */
  id: string;
  /** The category's name, e.g. "IT outage" (at most 100 characters). */
  name: string;
  /** What the category covers; may be empty (at most 2 000 characters). */
  description: string;
  /** The parent category's id; empty for a root category. */
  parent_id: string;
  /** Hours from the report within which the incident must be notified (for example 72 for a personal-data breach); 0 when there is no deadline. */
  notification_hours: number;
  /** A recorded actual loss above this amount on an incident of the category asks for a re-assessment of its linked risks; 0 for no threshold. */
  loss_threshold: number;
  /** Live incidents in this category (not counting sub-categories); 0 in the answers of changes. */
  incident_count: number;
};

/** What a user enters for an incident category (create and full update: rename and move are updates). */
export type IncidentCategoryInput = {
  /** Required, at most 100 characters, unique among its siblings (409 DUPLICATE_NAME). */
  name: string;
  /** The parent category's id, or empty for a root. At most three levels (422 CATEGORY_TOO_DEEP); a category cannot sit under itself or its own descendants. */
  parent_id: string;
  /** What the category covers, at most 2 000 characters. */
  description: string;
  /** Notification deadline in hours after the report, 0 to 8 760 (0: none). */
  notification_hours: number;
  /** Loss threshold for re-assessment of linked risks, 0 or more (0: none). */
  loss_threshold: number;
};

/** A risk linked to an incident, as the incident's page shows it (the gateway fills it from the risk service). */
export type LinkedRisk = {
  /** The risk's id (UUID). */
  id: string;
  /** The risk's reference, e.g. R-0042; empty when not available. */
  reference: string;
  /** The risk's title; empty when not available. */
  title: string;
  /** found (the risk exists), missing (deleted or never existed) or unavailable (the risk service did not answer). */
  state: string;
  /** True when the risk is flagged "re-assessment due". */
  reassessment_due: boolean;
};

/** An incident: something that happened (or nearly happened), what it cost and what is done about it (DOMAIN.md "Incidents"). */
export type Incident = {
  /** The incident's id (UUID). */
  id: string;
  /** Short unique code, e.g. INC-0042, given by the service on creation. */
  reference: string;
  /** The incident's title (at most 200 characters). */
  title: string;
  /** What happened (at most 10 000 characters). */
  description: string;
  /** The incident category's id. */
  category_id: string;
  /** The category's name; filled by the service in lists and on the page. */
  category_name: string;
  /** Ids of the linked risks (risk service UUIDs). */
  risk_ids: string[];
  /** The linked risks with their reference, title and state; filled by the gateway on the incident's page and in lists, empty in answers of changes. */
  linked_risks: LinkedRisk[];
  /** The id of the function (department, from the settings service). */
  function_id: string;
  /** The function's name; filled by the gateway. */
  function_name: string;
  /** Where it happened (at most 200 characters). */
  location: string;
  /** The day it happened (YYYY-MM-DD). */
  occurred_on: string;
  /** The day it was reported (YYYY-MM-DD), not before occurred_on. */
  reported_on: string;
  /** Who reported it (a name, at most 200 characters). */
  reported_by: string;
  /** employee, agent, supplier, customer or public. */
  reporter_type: string;
  /** How it was detected (at most 200 characters), e.g. "Internal audit". */
  detection_method: string;
  /** email, phone, in_person, social_media or media. */
  source: string;
  /** people, systems, processes or external_events. */
  cause_category: string;
  /** near_miss, opportunity_cost, indirect_loss or direct_financial_loss. */
  experience_type: string;
  /** The sum of the recorded actual losses less recoveries. */
  actual_loss: number;
  /** The estimated loss entered on the incident (0 or more). */
  estimated_loss: number;
  /** The maximum potential loss entered on the incident (0 or more). */
  max_potential_loss: number;
  /** management, executive or board. */
  escalation_level: string;
  /** The user id of the responsible manager. */
  manager_id: string;
  /** The manager's name; filled by the gateway from the auth service. */
  manager_name: string;
  /** Where the incident is in the approval workflow: proposed, pending, approved, rejected or deleted (as risks, docs/incident-module.md). */
  approval_status: string;
  /** True when the incident breached a law, rule, policy or limit. */
  breach: boolean;
  /** open or closed: closed once it has actions and all are complete. */
  status: string;
  /** When it closed (RFC 3339); empty while open. */
  closed_at: string;
  /** When the notification deadline falls (RFC 3339): reported_on plus the category's notification hours; empty without a deadline. */
  notify_by: string;
  /** When the incident was notified to whoever must hear of it (RFC 3339); empty while not notified. Stops the clock. */
  notified_at: string;
  /** True when notify_by has passed and the incident is not notified. */
  notification_overdue: boolean;
  /** The control whose breached activity raised the incident (risk service id); empty when none. */
  control_id: string;
  /** How many of its actions are not complete. */
  open_actions: number;
  /** How many actions it has in all. */
  total_actions: number;
  /** Optimistic concurrency: 1 on creation, raised by every change of the incident; send it back on update, transition and delete (a stale one gets 409 STALE_VERSION). */
  version: number;
  /** The user id of who made the last change of content (four eyes: they cannot approve it). */
  changed_by: string;
  /** Everyone who changed the content since the last approval (user ids). Filled on the incident's page only. */
  makers: string[];
  /** The user id of who recorded the incident. */
  created_by: string;
  /** When the incident was recorded (RFC 3339). */
  created_at: string;
  /** When the incident last changed (RFC 3339). */
  updated_at: string;
};

/** What a user enters for an incident (create and full update). Derived fields (reference, status, losses, workflow) are the service's. */
export type IncidentInput = {
  /** Required, at most 200 characters. */
  title: string;
  /** At most 10 000 characters. */
  description: string;
  /** Required: the id of an existing incident category. */
  category_id: string;
  /** Ids of risks to link (at most 20); replaces the links on update. The gateway checks that each exists in the risk service. */
  risk_ids: string[];
  /** Required: the id of the function the incident belongs to. */
  function_id: string;
  /** At most 200 characters. */
  location: string;
  /** Required: YYYY-MM-DD, not in the future. */
  occurred_on: string;
  /** Required: YYYY-MM-DD, not before occurred_on, not in the future. */
  reported_on: string;
  /** Required: who reported it, at most 200 characters. */
  reported_by: string;
  /** Required: employee, agent, supplier, customer or public. */
  reporter_type: string;
  /** At most 200 characters. */
  detection_method: string;
  /** Required: email, phone, in_person, social_media or media. */
  source: string;
  /** Required: people, systems, processes or external_events. */
  cause_category: string;
  /** Required: near_miss, opportunity_cost, indirect_loss or direct_financial_loss. */
  experience_type: string;
  /** 0 or more. */
  estimated_loss: number;
  /** 0 or more. */
  max_potential_loss: number;
  /** Required: management, executive or board. */
  escalation_level: string;
  /** Required: the user id of the responsible manager. */
  manager_id: string;
  /** True when a law, rule, policy or limit was breached. */
  breach: boolean;
  /** When it was notified (RFC 3339 or YYYY-MM-DD); empty when not yet. */
  notified_at: string;
  /** The control whose breached activity raised it; empty when none. */
  control_id: string;
};

/** Lists the incident register (GET /api/v1/incidents, also the CSV, XLSX and PDF exports): one page of live incidents matching every filter given. Empty filters match everything. */
export type ListIncidentsQuery = Partial<{
  /** 1-based page number; 0 means 1. */
  page: number;
  /** Incidents per page, 1 to 100; 0 means 20 (larger values count as 100). */
  per_page: number;
  /** Case-insensitive text found in the reference, the title or the location. */
  q: string;
  /** open or closed. */
  status: string;
  /** proposed, pending, approved or rejected; deleted lists the deleted ones instead of the live ones. */
  approval_status: string;
  /** An incident category id (that category only). */
  category_id: string;
  /** A function id. */
  function_id: string;
  /** near_miss, opportunity_cost, indirect_loss or direct_financial_loss. */
  experience_type: string;
  /** management, executive or board. */
  escalation_level: string;
  /** "true" or "false": only breaches, or only non-breaches; empty for all. */
  breach: string;
  /** YYYY-MM-DD: only incidents that occurred on or after this day. */
  occurred_from: string;
  /** YYYY-MM-DD: only incidents that occurred on or before this day. */
  occurred_to: string;
  /** A risk id: only incidents linked to it. */
  risk_id: string;
  /** Only incidents whose notification deadline passed without notification. */
  notification_overdue: boolean;
  /** reference, title, occurred_on, reported_on, actual_loss, status or updated_at (default -occurred_on); a "-" prefix sorts descending. */
  sort: string;
}>;

/** One batch of an export (ExportIncidents): the next incidents in the register's order, until every matching incident has been sent. */
export type IncidentBatch = {
  /** The incidents of the batch (at most 500). */
  incidents: Incident[];
  /** How many incidents the export holds in all; set on every batch. */
  total: number;
};

/** An action taken on an incident. */
export type IncidentAction = {
  /** The action's id (UUID). */
  id: string;
  /** The incident's id. */
  incident_id: string;
  /** The incident's reference; filled in lists. */
  incident_reference: string;
  /** The incident's title; filled in lists. */
  incident_title: string;
  /** What is to be done (at most 200 characters). */
  title: string;
  /** The user id of its owner. */
  owner_id: string;
  /** The owner's name; filled by the gateway. */
  owner_name: string;
  /** Due day (YYYY-MM-DD). */
  due_on: string;
  /** complete or incomplete. */
  status: string;
  /** When it was completed (RFC 3339); empty while incomplete. */
  completed_at: string;
  /** True when incomplete and due before today (UTC). */
  overdue: boolean;
  /** When it was created (RFC 3339). */
  created_at: string;
};

/** What a user enters for an incident action. */
export type IncidentActionInput = {
  /** Required, at most 200 characters. */
  title: string;
  /** Required: the user id of the owner. */
  owner_id: string;
  /** Required: YYYY-MM-DD. */
  due_on: string;
};

/** One loss booked on an incident. */
export type IncidentLoss = {
  /** The loss's id (UUID). */
  id: string;
  /** The incident's id. */
  incident_id: string;
  /** actual (money lost) or recovery (money got back). */
  kind: string;
  /** The amount, more than 0. */
  amount: number;
  /** The day it was booked (YYYY-MM-DD). */
  booked_on: string;
  /** What it is (at most 500 characters). */
  note: string;
  /** The user id of who recorded it. */
  created_by: string;
  /** When it was recorded (RFC 3339). */
  created_at: string;
};

/** A lesson learned, recorded when an incident closes. */
export type IncidentLesson = {
  /** The lesson's id (UUID). */
  id: string;
  /** The incident's id. */
  incident_id: string;
  /** What was learned (at most 2 000 characters). */
  text: string;
  /** The risk whose action plan it became; empty while none. */
  risk_id: string;
  /** The action plan it became (risk service id); empty while none. */
  action_plan_id: string;
  /** When it was recorded (RFC 3339). */
  created_at: string;
};

/** One step of an incident's approval workflow. */
export type IncidentApproval = {
  /** create, update, submit, approve, reject or delete. */
  action: string;
  /** The status before; empty on create. */
  from_status: string;
  /** The status after. */
  to_status: string;
  /** The user id of who took the step. */
  actor_id: string;
  /** Their name at the time. */
  actor_name: string;
  /** The reviewer's note; may be empty. */
  comment: string;
  /** When (RFC 3339). */
  at: string;
};

/** An incident's page. */
export type IncidentDetail = {
  /** The incident, with makers filled. */
  incident: Incident;
  /** Its live actions, earliest due first. */
  actions: IncidentAction[];
  /** Its losses, newest booked first. */
  losses: IncidentLoss[];
  /** Its lessons learned, oldest first. */
  lessons: IncidentLesson[];
  /** Its approval history, newest first (at most 200). */
  approvals: IncidentApproval[];
};

/** Lists actions across incidents (GET /api/v1/incident-actions). */
export type ListIncidentActionsQuery = Partial<{
  /** 1-based page number; 0 means 1. */
  page: number;
  /** Actions per page, 1 to 100; 0 means 20. */
  per_page: number;
  /** Case-insensitive text in the action's title or the incident's reference or title. */
  q: string;
  /** Only the actions of this incident. */
  incident_id: string;
  /** Only the actions of this owner (the gateway sets the caller for "mine"). */
  owner_id: string;
  /** complete or incomplete. */
  status: string;
  /** Only incomplete actions due before today. */
  overdue: boolean;
  /** due_on (default), title, status or created_at; "-" sorts descending. */
  sort: string;
}>;

/** The action and its incident after a complete or reopen (SetIncidentActionStatusResponse). */
export type SetIncidentActionStatusResponse = {
  /** The action. */
  action: IncidentAction;
  /** The incident, with its status after the change. */
  incident: Incident;
};

/** One bar of a dashboard breakdown. */
export type IncidentTally = {
  /** The key: an experience type, or an id. */
  key: string;
  /** A display name when known (category, function and risk category names). */
  label: string;
  /** How many live incidents. */
  count: number;
  /** The sum of their actual losses. */
  loss: number;
};

/** One month of the trend. */
export type IncidentMonth = {
  /** YYYY-MM. */
  month: string;
  /** Incidents that occurred in the month. */
  opened: number;
  /** Incidents that closed in the month. */
  closed: number;
  /** Actual losses booked in the month. */
  loss: number;
};

/** The incident dashboard's figures. */
export type IncidentDashboard = {
  /** Live open incidents. */
  open: number;
  /** Live closed incidents. */
  closed: number;
  /** Live incidents awaiting approval. */
  pending_approval: number;
  /** Per experience type (all four, zeros included). */
  by_experience_type: IncidentTally[];
  /** Per incident category. */
  by_category: IncidentTally[];
  /** Per function (key: function id). */
  by_function: IncidentTally[];
  /** Per linked risk (key: risk id); an incident linked to two risks counts for both. The gateway turns it into by_risk_category. */
  by_risk: IncidentTally[];
  /** Per risk category of the linked risks; filled by the gateway. */
  by_risk_category: IncidentTally[];
  /** Added by the gateway: true when the risk service did not answer, so by_risk_category is empty rather than zero. */
  by_risk_category_unavailable?: boolean;
  /** The last 12 months, oldest first, the current month last. */
  trend: IncidentMonth[];
  /** Mean days from occurrence to closure of the closed incidents; 0 when none closed. */
  mean_days_to_close: number;
  /** Incomplete actions past their due day. */
  overdue_actions: number;
  /** Incidents whose notification deadline passed without notification. */
  notification_overdue: number;
};
