//! The risk service's changes, step by step: each checks its input and
//! decides by the domain's rules, then has the store persist the change with
//! its audit event. A rule that needs rows read in the write's transaction
//! (the workflow from the current status, the category tree, a completion)
//! goes to the store as a decision it runs inside that transaction. `grpc/`
//! and the demo seed both call these; the store never does.

use std::collections::HashMap;

use platform::grpc::Caller;
use sea_orm::DatabaseConnection;

use super::{
    RiskError,
    activity::{self, ActivityCompletion, ActivityForCreate, ActivityForUpdate},
    attachment::{self, AttachmentUpload},
    category::{self, CategoryForUpdate, CategoryInput},
    control::{ControlForUpdate, ControlInput},
    method::Versioned,
    plan::{PlanForUpdate, PlanInput},
    reassessment,
    risk::{RiskDeletion, RiskForCreate, RiskForUpdate, RiskInput, RiskReview, RiskTransition},
    validate,
    workflow::{self, Action},
};
use crate::store::{
    activities::{self, ActivityView, Completed},
    attachments::{self, AttachmentSettings},
    categories::{self, CategoryView},
    controls::{self, ControlView},
    entities::attachment as attachment_row,
    plans::{self, PlanView},
    risks::{self, RiskView},
};

/// A risk from the wizard, with its new controls and action plans.
/// `known_categories`: see [`risks::unknown_references`].
pub async fn create_risk(
    db: &DatabaseConnection,
    v: &Versioned,
    caller: &Caller,
    req: RiskForCreate,
    known_categories: Option<&HashMap<String, String>>,
) -> Result<RiskView, RiskError> {
    let unknown = risks::unknown_references(db, &req.risk, known_categories).await?;
    let req = validate::risk_for_create(req, &v.method, unknown)?;
    let status = workflow::on_create(req.submit, &caller.user_id)?;
    risks::create(db, v, caller, req, status).await
}

/// The most rows one import may hold.
pub const MAX_IMPORT_ROWS: usize = 10_000;

/// One problem of an import: the file's line, the field (empty: the row or
/// the file) and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImportProblem {
    pub line: u32,
    pub field: String,
    pub message: String,
}

/// What an import did: every problem found, or the references written.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ImportOutcome {
    pub rows: u32,
    pub problems: Vec<ImportProblem>,
    /// Empty on a dry run or when any row has a problem.
    pub references: Vec<String>,
}

/// Imports risks (line, content): every row is checked as a create is, and
/// every problem reported; only when none has any, and not on a dry run,
/// are all of them written, in one transaction, each audited and in the
/// approval workflow like a create.
pub async fn import_risks(
    db: &DatabaseConnection,
    v: &Versioned,
    caller: &Caller,
    rows: Vec<(u32, RiskInput)>,
    dry_run: bool,
    submit: bool,
    known_categories: Option<&HashMap<String, String>>,
) -> Result<ImportOutcome, RiskError> {
    let mut out = ImportOutcome {
        rows: rows.len() as u32,
        ..Default::default()
    };
    if rows.len() > MAX_IMPORT_ROWS {
        out.problems.push(ImportProblem {
            line: 0,
            field: String::new(),
            message: format!("At most {MAX_IMPORT_ROWS} rows in one import."),
        });
        return Ok(out);
    }
    let mut valid = Vec::with_capacity(rows.len());
    for (line, risk) in rows {
        let unknown = risks::unknown_references(db, &risk, known_categories).await?;
        let req = RiskForCreate {
            risk,
            submit,
            ..Default::default()
        };
        match validate::risk_for_create(req, &v.method, unknown) {
            Ok(req) => valid.push(req),
            Err(RiskError::Invalid(fields)) => {
                out.problems
                    .extend(fields.into_iter().map(|(field, message)| ImportProblem {
                        line,
                        field,
                        message,
                    }))
            }
            Err(e) => return Err(e),
        }
    }
    if dry_run || !out.problems.is_empty() {
        return Ok(out);
    }
    let status = workflow::on_create(submit, &caller.user_id)?;
    out.references = crate::store::risk_import::create_many(db, v, caller, valid, status).await?;
    Ok(out)
}

/// One control of an import: its line, its content and the references of
/// the risks to link (resolved here; the input's `risk_ids` are replaced).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ControlImportRow {
    pub line: u32,
    pub control: ControlInput,
    pub risk_references: Vec<String>,
}

/// Imports controls as [`import_risks`] imports risks: every row checked as
/// a create is (an unknown risk reference is a problem of `risk_ids`), every
/// problem reported, and only a clean file, not on a dry run, written: all
/// rows in one transaction, each audited, the linked risks re-rated.
pub async fn import_controls(
    db: &DatabaseConnection,
    v: &Versioned,
    caller: &Caller,
    rows: Vec<ControlImportRow>,
    dry_run: bool,
) -> Result<ImportOutcome, RiskError> {
    let mut out = ImportOutcome {
        rows: rows.len() as u32,
        ..Default::default()
    };
    if rows.len() > MAX_IMPORT_ROWS {
        out.problems.push(ImportProblem {
            line: 0,
            field: String::new(),
            message: format!("At most {MAX_IMPORT_ROWS} rows in one import."),
        });
        return Ok(out);
    }
    let wanted = rows
        .iter()
        .flat_map(|r| r.risk_references.iter())
        .map(|r| r.trim().to_uppercase())
        .filter(|r| !r.is_empty())
        .collect();
    let ids = crate::store::control_import::risk_ids_by_reference(db, &wanted).await?;
    let mut valid = Vec::with_capacity(rows.len());
    for row in rows {
        let mut control = row.control;
        control.risk_ids.clear();
        let mut unknown = vec![];
        for reference in &row.risk_references {
            let reference = reference.trim().to_uppercase();
            if reference.is_empty() {
                continue;
            }
            match ids.get(&reference) {
                Some(id) => control.risk_ids.push(id.clone()),
                None => unknown.push(reference),
            }
        }
        if !unknown.is_empty() {
            out.problems.push(ImportProblem {
                line: row.line,
                field: "risk_ids".into(),
                message: format!("No such risk: {}.", unknown.join(", ")),
            });
        }
        match validate::control_input(control, &v.method, Default::default()) {
            Ok(control) => valid.push(control),
            Err(RiskError::Invalid(fields)) => {
                out.problems
                    .extend(fields.into_iter().map(|(field, message)| ImportProblem {
                        line: row.line,
                        field,
                        message,
                    }))
            }
            Err(e) => return Err(e),
        }
    }
    if dry_run || !out.problems.is_empty() {
        return Ok(out);
    }
    out.references = crate::store::control_import::create_many(db, v, caller, valid).await?;
    Ok(out)
}

/// A risk's new content; it waits for approval again.
pub async fn update_risk(
    db: &DatabaseConnection,
    v: &Versioned,
    caller: &Caller,
    req: RiskForUpdate,
    known_categories: Option<&HashMap<String, String>>,
) -> Result<RiskView, RiskError> {
    let unknown = risks::unknown_references(db, &req.risk, known_categories).await?;
    let now = risks::find(db, &req.id).await?;
    let kept = validate::KeptDates {
        acceptance_expires_on: now.acceptance_expires_on.unwrap_or_default(),
        next_review_on: now.next_review_on.unwrap_or_default(),
    };
    let req = validate::risk_for_update(req, &v.method, unknown, &kept)?;
    let edit = Action::Edit { submit: req.submit };
    risks::update(db, v, caller, req, |from| {
        workflow::next(from, edit, &caller.user_id, &[], "")
    })
    .await
}

/// Records a review of a risk and its next review day; the content and the
/// approval are unchanged.
pub async fn record_review(
    db: &DatabaseConnection,
    v: &Versioned,
    caller: &Caller,
    req: RiskReview,
) -> Result<RiskView, RiskError> {
    validate::review(&req.next_review_on, &req.comment)?;
    crate::store::risk_review::record(db, v, caller, req).await
}

/// Expires every acceptance whose last day is before `today` (YYYY-MM-DD):
/// each risk comes back to its owner with an audited `acceptance_expired`
/// (the settings service tells the owner). Safe to run from several
/// replicas at once: a risk already expired is skipped inside the write.
pub async fn expire_acceptances(
    db: &DatabaseConnection,
    today: &str,
) -> Result<Vec<String>, RiskError> {
    crate::store::risk_review::expire_acceptances(db, today).await
}

/// Submit, approve or reject a risk (four eyes).
pub async fn transition_risk(
    db: &DatabaseConnection,
    v: &Versioned,
    caller: &Caller,
    req: RiskTransition,
) -> Result<RiskView, RiskError> {
    let (action, comment) = (req.action, req.comment.clone());
    risks::transition(db, v, caller, req, |from, makers| {
        workflow::next(from, action, &caller.user_id, makers, &comment)
    })
    .await
}

pub async fn delete_risk(
    db: &DatabaseConnection,
    caller: &Caller,
    req: RiskDeletion,
) -> Result<(), RiskError> {
    risks::delete(db, caller, req, |from| {
        workflow::next(from, Action::Delete, &caller.user_id, &[], "")
    })
    .await
}

pub async fn create_control(
    db: &DatabaseConnection,
    v: &Versioned,
    caller: &Caller,
    input: ControlInput,
) -> Result<ControlView, RiskError> {
    let unknown = controls::unknown_risks(db, &input.risk_ids).await?;
    let input = validate::control_input(input, &v.method, unknown)?;
    controls::create(db, v, caller, input).await
}

pub async fn update_control(
    db: &DatabaseConnection,
    v: &Versioned,
    caller: &Caller,
    req: ControlForUpdate,
) -> Result<ControlView, RiskError> {
    let unknown = controls::unknown_risks(db, &req.control.risk_ids).await?;
    let req = ControlForUpdate {
        control: validate::control_input(req.control, &v.method, unknown)?,
        ..req
    };
    controls::update(db, v, caller, req).await
}

pub async fn create_activity(
    db: &DatabaseConnection,
    caller: &Caller,
    req: ActivityForCreate,
) -> Result<ActivityView, RiskError> {
    let req = ActivityForCreate {
        activity: validate::activity_input(req.activity)?,
        ..req
    };
    activities::create(db, caller, req).await
}

pub async fn update_activity(
    db: &DatabaseConnection,
    caller: &Caller,
    req: ActivityForUpdate,
) -> Result<ActivityView, RiskError> {
    let req = ActivityForUpdate {
        activity: validate::activity_input(req.activity)?,
        ..req
    };
    activities::update(db, caller, req).await
}

/// Completes an activity once; a periodic one gets its next occurrence.
pub async fn complete_activity(
    db: &DatabaseConnection,
    caller: &Caller,
    req: ActivityCompletion,
) -> Result<Completed, RiskError> {
    let req = validate::completion(req)?;
    activities::complete(db, caller, req, activity::may_complete).await
}

/// A new plan; `earliest_due` is `validate::earliest_due` of now ("" for
/// none: the demo seed writes plans already overdue).
pub async fn create_plan(
    db: &DatabaseConnection,
    caller: &Caller,
    input: PlanInput,
    earliest_due: &str,
) -> Result<PlanView, RiskError> {
    let input = validate::plan_input(input)?;
    validate::plan_due(&input, None, earliest_due)?;
    validate::plan_links(plans::unknown_links(db, &input).await?)?;
    plans::create(db, caller, input).await
}

/// A plan's new content; a due date moved may not go into the past.
pub async fn update_plan(
    db: &DatabaseConnection,
    caller: &Caller,
    req: PlanForUpdate,
    earliest_due: &str,
) -> Result<PlanView, RiskError> {
    let req = PlanForUpdate {
        plan: validate::plan_input(req.plan)?,
        ..req
    };
    let kept = plans::get(db, &req.id).await?.row.due_date;
    validate::plan_due(&req.plan, Some(&kept), earliest_due)?;
    validate::plan_links(plans::unknown_links(db, &req.plan).await?)?;
    plans::update(db, caller, req).await
}

pub async fn create_category(
    db: &DatabaseConnection,
    caller: &Caller,
    input: CategoryInput,
) -> Result<CategoryView, RiskError> {
    let input = validate::category_input(input)?;
    let name = input.name.clone();
    categories::create(db, caller, input, |tree, parent| {
        category::check_parent(tree, None, parent)?;
        category::check_name(tree, None, parent, &name)
    })
    .await
}

pub async fn update_category(
    db: &DatabaseConnection,
    caller: &Caller,
    req: CategoryForUpdate,
) -> Result<CategoryView, RiskError> {
    let req = CategoryForUpdate {
        category: validate::category_input(req.category)?,
        ..req
    };
    let id = req.id.clone();
    let name = req.category.name.clone();
    categories::update(db, caller, req, |tree, parent| {
        category::check_parent(tree, Some(&id), parent)?;
        category::check_name(tree, Some(&id), parent, &name)
    })
    .await
}

/// Deletes a category nothing uses.
pub async fn delete_category(
    db: &DatabaseConnection,
    caller: &Caller,
    id: &str,
) -> Result<(), RiskError> {
    categories::delete(db, caller, id, category::may_delete).await
}

/// Attaches a file once its size, type and title are admitted.
pub async fn add_attachment(
    db: &DatabaseConnection,
    settings: &AttachmentSettings,
    caller: &Caller,
    upload: AttachmentUpload,
) -> Result<attachment_row::Model, RiskError> {
    let upload = attachment::admit(upload, settings.max_bytes)?;
    attachments::add(db, settings, caller, upload).await
}

/// A comment on a live risk, control or plan, once its body and mentions pass
/// (`comment::admit`).
pub async fn add_comment(
    db: &DatabaseConnection,
    caller: &Caller,
    input: super::comment::CommentInput,
) -> Result<crate::store::comments::entity::Model, RiskError> {
    let admitted = super::comment::admit(input)?;
    crate::store::comments::add(db, caller, admitted).await
}

/// Deletes a comment of the caller's, or anyone's when `moderate`
/// (`comment::may_delete`, decided on the row the store reads).
pub async fn delete_comment(
    db: &DatabaseConnection,
    caller: &Caller,
    id: &str,
    moderate: bool,
) -> Result<(), RiskError> {
    crate::store::comments::delete(db, caller, id, moderate).await
}

// ---------------------------------------------------------------- re-assessment (ADR 0020)

/// Flags the live risks of `req` in one transaction with their audit events
/// and remembers the request's event id there too (see
/// `store::reassessment::flag`).
pub async fn request_reassessment(
    db: &DatabaseConnection,
    req: &reassessment::ReassessmentRequest,
) -> Result<reassessment::Outcome, RiskError> {
    crate::store::reassessment::flag(db, req).await
}

/// Applies every re-assessment request among `events` (a batch from the bus),
/// each in a transaction of its own, and answers how many risks were
/// flagged (the caller wakes the relay when any were). Other events are
/// ignored. An event whose request cannot be read is logged and skipped,
/// never an error: an error would have it delivered again for ever and, on
/// the in-process bus, hold up the incident service's outbox behind it; the
/// event itself stays in the audit store. A database failure is an error:
/// the batch comes again and the requests already applied are recognised.
pub async fn on_reassessment_events(
    db: &DatabaseConnection,
    events: &[platform::events::AuditEvent],
) -> Result<usize, RiskError> {
    let mut flagged = 0;
    for event in events.iter().filter(|e| reassessment::is_request(e)) {
        let req = match reassessment::request_of(event) {
            Ok(r) => r,
            Err(why) => {
                tracing::error!(event_id = %event.id, error = %why, "unreadable re-assessment request skipped");
                continue;
            }
        };
        match request_reassessment(db, &req).await? {
            reassessment::Outcome::Applied(references) => {
                if !references.is_empty() {
                    tracing::info!(incident = %req.incident_reference, reason = req.reason.as_str(), risks = ?references, "risks flagged for re-assessment");
                }
                flagged += references.len();
            }
            reassessment::Outcome::AlreadyApplied => {
                tracing::debug!(event_id = %req.event_id, "re-assessment request seen before");
            }
        }
    }
    Ok(flagged)
}
