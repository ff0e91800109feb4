// The JSON of the risk module's API. The server's messages are the risk.v1
// protobuf messages serialized field for field (docs/adr/0007), so these
// types mirror proto/risk/v1/risk.proto: `optional` fields are null when
// absent, dates are YYYY-MM-DD, instants RFC 3339.

export type Page<T> = { data: T[]; page: number; per_page: number; total: number };

// The register's page (ADR 0014): above 10,000 matches the total may be the
// database's estimate, and `next` is the cursor of the following page.
export type RegisterPage<T> = Page<T> & { total_is_estimate?: boolean; next?: string };

export type ScoreBand = { name: string; min_score: number; color: string; reduction_steps: number };

export type RiskMethod = {
  version: number;
  likelihood_labels: string[];
  impact_labels: string[];
  risk_bands: ScoreBand[];
  adequacy_labels: string[];
  effectiveness_labels: string[];
  control_bands: ScoreBand[];
  default_appetite: string;
  created_at: string;
  created_by: string;
};

export type RatingMove = {
  risk_id: string;
  reference: string;
  title: string;
  gross_before: string;
  gross_after: string;
  net_before: string;
  net_after: string;
};

/** A score and its band; `level` is the 1-based band index. */
export type Rating = { score: number; rating: string; color: string; level: number };

export type NetExplanation = {
  preventive_controls: Rating | null;
  mitigating_controls: Rating | null;
  likelihood_steps: number;
  impact_steps: number;
  computed_likelihood: number;
  computed_impact: number;
  overridden: boolean;
  justification: string;
  summary: string;
};

export type ApprovalStatus = 'proposed' | 'pending' | 'approved' | 'rejected' | 'deleted';
export type ManagementResponse = 'monitor' | 'accept' | 'improve';

export type Risk = {
  id: string;
  reference: string;
  title: string;
  description: string;
  risk_event: string;
  causes: string;
  effects: string;
  category_id: string | null;
  category_name: string | null;
  function_id: string | null;
  owner_id: string | null;
  owner_name: string | null;
  status: 'active' | 'inactive';
  approval_status: ApprovalStatus;
  gross_likelihood: number;
  gross_impact: number;
  gross_risk: Rating;
  control_rating: Rating | null;
  net_likelihood: number;
  net_impact: number;
  net_risk: Rating;
  net_explanation: NetExplanation;
  response: ManagementResponse | '';
  appetite: string;
  over_appetite: boolean;
  /** Net score change since the previous assessment. */
  trend: number;
  key_risk_indicator: string;
  kri_level: string;
  control_ids: string[];
  method_version: number;
  /** Optimistic concurrency: send back on update; a stale one gets 409. */
  version: number;
  /** Who made the change awaiting approval (they cannot approve it). */
  changed_by: string;
  created_by: string;
  created_at: string;
  updated_at: string;
  open_action_plans: number;
  /** Everyone who changed the content since the last approval (the risk's page only). */
  makers?: string[];
  /** Response accept: why, until when (YYYY-MM-DD), whether that day passed, who approved it. */
  acceptance_justification: string;
  acceptance_expires_on: string;
  acceptance_expired: boolean;
  acceptance_approved_by: string;
  /** YYYY-MM-DD; every risk has one. */
  next_review_on: string;
  /** RFC 3339, '' before the first review. */
  last_reviewed_at: string;
  review_overdue: boolean;
  /** An incident linked the risk or passed its loss threshold (docs/incident-module.md); cleared by a new assessment or a review. */
  reassessment_due: boolean;
  /** Why: `<reason>:<incident reference>` (linked:INC-0042, loss_threshold:INC-0042); empty when not due. */
  reassessment_reason: string;
};

export type NetOverride = { likelihood: number; impact: number; justification: string };

export type RiskInput = {
  title: string;
  description: string;
  risk_event: string;
  causes: string;
  effects: string;
  category_id: string | null;
  function_id: string | null;
  owner_id: string | null;
  status: 'active' | 'inactive';
  gross_likelihood: number;
  gross_impact: number;
  response: ManagementResponse | '';
  appetite: string;
  key_risk_indicator: string;
  kri_level: string;
  control_ids: string[];
  net_override: NetOverride | null;
  /** Required when response is accept (ignored otherwise). */
  acceptance_justification: string;
  acceptance_expires_on: string;
  /** '' : a year from now for a new risk, unchanged on update. */
  next_review_on: string;
};

export type Assessment = {
  id: string;
  effective_at: string;
  gross_likelihood: number;
  gross_impact: number;
  gross_risk: Rating;
  control_rating: Rating | null;
  net_likelihood: number;
  net_impact: number;
  net_risk: Rating;
  overridden: boolean;
  method_version: number;
  assessed_by: string;
  reason: string;
};

export type ApprovalRecord = {
  id: string;
  action: 'submit' | 'approve' | 'reject' | 'stale' | 'delete' | 'create' | 'update';
  from_status: string;
  to_status: string;
  actor_id: string;
  actor_name: string | null;
  comment: string;
  version: number;
  at: string;
};

export type RiskDetail = {
  risk: Risk;
  assessments: Assessment[];
  approvals: ApprovalRecord[];
  controls: Control[];
  action_plans: ActionPlan[];
};

export type CreateRiskBody = {
  risk: RiskInput;
  new_controls: ControlInput[];
  action_plans: ActionPlanInput[];
  submit: boolean;
};

export type ControlIntention = 'prevent' | 'detect' | 'correct';
export type Level = 'High' | 'Medium' | 'Low';

export type Control = {
  id: string;
  reference: string;
  title: string;
  description: string;
  intention: ControlIntention;
  criticality: Level;
  category_id: string | null;
  function_id: string | null;
  owner_id: string | null;
  owner_name: string | null;
  state: 'proposed' | 'in_place';
  adequacy: number;
  effectiveness: number;
  control_ratings: Rating;
  risk_ids: string[];
  open_activities: number;
  overdue_activities: number;
  compliance: 'complied' | 'breached' | '';
  version: number;
  created_at: string;
  updated_at: string;
};

export type ControlInput = {
  title: string;
  description: string;
  intention: ControlIntention;
  criticality: Level;
  category_id: string | null;
  function_id: string | null;
  owner_id: string | null;
  state: 'proposed' | 'in_place';
  adequacy: number;
  effectiveness: number;
  risk_ids: string[];
};

export type ControlDetail = {
  control: Control;
  activities: ControlActivity[];
  risks: Risk[];
  action_plans: ActionPlan[];
};

export type Frequency = 'one_off' | 'periodic' | 'continuous';
export type Repeat = 'daily' | 'weekly' | 'monthly' | 'quarterly' | 'semiannually' | 'annually' | '';

export type ControlActivity = {
  id: string;
  control_id: string;
  control_reference: string | null;
  name: string;
  owner_id: string | null;
  owner_name: string | null;
  frequency: Frequency;
  repeat: Repeat;
  due_date: string;
  status: 'complete' | 'incomplete' | 'over';
  outcome: 'complied' | 'breached' | '';
  comment: string;
  completed_at: string;
  completed_by: string | null;
  created_at: string;
};

export type ControlActivityInput = {
  name: string;
  owner_id: string | null;
  frequency: Frequency;
  repeat: Repeat;
  due_date: string;
};

export type ActionPlanStatus = 'in_progress' | 'complete' | 'incomplete' | 'blocked';

export type ActionPlan = {
  id: string;
  reference: string;
  title: string;
  description: string;
  risk_id: string | null;
  risk_reference: string | null;
  control_id: string | null;
  owner_id: string | null;
  owner_name: string | null;
  priority: Level;
  start_date: string;
  due_date: string;
  progress: number;
  status: ActionPlanStatus;
  overdue: boolean;
  version: number;
  created_at: string;
  updated_at: string;
};

export type ActionPlanInput = {
  title: string;
  description: string;
  risk_id: string | null;
  control_id: string | null;
  owner_id: string | null;
  priority: Level;
  start_date: string;
  due_date: string;
  progress: number;
  status: ActionPlanStatus;
};

export type { RiskCategory } from '@/lib/api/risk-categories';

export type CellItem = { id: string; reference: string; title: string };

export type HeatMapCell = {
  x: number;
  y: number;
  score: number;
  rating: string;
  color: string;
  count: number;
  items: CellItem[];
};

export type HeatMap = {
  kind: 'gross' | 'net' | 'control';
  x_labels: string[];
  y_labels: string[];
  x_axis: string;
  y_axis: string;
  cells: HeatMapCell[];
};

export type RatingCount = { rating: string; color: string; count: number };

export type RiskDashboard = {
  by_net_rating: RatingCount[];
  net_heat_map: HeatMap;
  top_risks: Risk[];
  over_appetite: Risk[];
  overdue_activities: ControlActivity[];
  overdue_action_plans: ActionPlan[];
  total_risks: number;
  pending_approvals: number;
  total_controls: number;
  open_action_plans: number;
};
