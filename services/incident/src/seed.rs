//! The demo incidents of the embedded default: 25 incidents over the last
//! twelve months across every category, six functions, the four experience
//! types and three escalation levels, some breaches, one to three actions
//! each (some incidents closed), losses and recoveries, lessons, approval
//! states, a data breach whose 72-hour clock has run out and one notified;
//! linked to the first demo risks when the risk service answers.
//!
//! The rows are written straight through the store's entities in one
//! transaction, each incident with its audit event (`incident.incident.created`,
//! by its recorder) in the outbox, because the seed sets what a user cannot
//! (past dates, closing times, approval states). Only an empty register is
//! filled, so a restart changes nothing.

use std::time::Duration;

use chrono::{DateTime, NaiveDate, Utc};
use platform::{events::AuditEvent, grpc::Caller};
use sea_orm::{
    ColumnTrait, ConnectionTrait, DatabaseConnection, DbErr, EntityTrait, PaginatorTrait,
    QueryFilter, sea_query::Expr,
};
use serde_json::json;

use crate::store::entities::{
    action, approval, incident, incident_maker, incident_risk, lesson, loss, sequence,
};

/// The demo users (auth's seed) who record incidents and own actions.
const OWNERS: &[(&str, &str)] = &[
    ("usr-editor", "Emma Clarke"),
    ("usr-staff", "Sam Patel"),
    ("usr-admin", "Alex Morgan"),
    ("usr-demo", "Dana Lee"),
];

/// The settings service's demo functions.
const FUNCTIONS: &[&str] = &[
    "fn-operations",
    "fn-it",
    "fn-finance",
    "fn-compliance",
    "fn-hr",
    "fn-executive",
];

const EXPERIENCE: [&str; 4] = [
    "near_miss",
    "opportunity_cost",
    "indirect_loss",
    "direct_financial_loss",
];
const ESCALATION: [&str; 3] = ["management", "executive", "board"];
const REPORTERS: [&str; 5] = ["employee", "agent", "supplier", "customer", "public"];
const SOURCES: [&str; 5] = ["email", "phone", "in_person", "social_media", "media"];
const CAUSES: [&str; 4] = ["people", "systems", "processes", "external_events"];

/// (title, category, location, detection method).
const INCIDENTS: &[(&str, &str, &str, &str)] = &[
    (
        "Invoice paid twice to a supplier",
        "inc-fraud",
        "Accounts payable",
        "Reconciliation",
    ),
    (
        "Core banking outage during month end",
        "inc-outage",
        "Data centre 1",
        "Monitoring alert",
    ),
    (
        "Customer list emailed to the wrong recipient",
        "inc-data",
        "Head office",
        "Customer call",
    ),
    (
        "Slip on a wet floor in the warehouse",
        "inc-safety",
        "Warehouse",
        "Line manager",
    ),
    (
        "Complaint about repeated billing errors",
        "inc-complaint",
        "Call centre",
        "Complaint log",
    ),
    (
        "Late regulatory return",
        "inc-regulatory",
        "Finance",
        "Internal audit",
    ),
    (
        "Courier failed to deliver card stock",
        "inc-supplier",
        "Print centre",
        "Supplier report",
    ),
    (
        "Expense claims with forged receipts",
        "inc-fraud",
        "Sales",
        "Expense review",
    ),
    (
        "Payment gateway unavailable for four hours",
        "inc-outage",
        "Cloud",
        "Customer reports",
    ),
    (
        "Laptop with client files stolen from a car",
        "inc-data",
        "Field office",
        "Employee report",
    ),
    (
        "Forklift near miss in the loading bay",
        "inc-safety",
        "Loading bay",
        "CCTV review",
    ),
    (
        "Mis-sold insurance add-ons",
        "inc-complaint",
        "Branch network",
        "Complaint log",
    ),
    (
        "Sanctions screening skipped for a batch",
        "inc-regulatory",
        "Operations",
        "Quality check",
    ),
    (
        "Cloud provider region failure",
        "inc-supplier",
        "Cloud",
        "Monitoring alert",
    ),
    (
        "Phishing led to a fraudulent transfer",
        "inc-fraud",
        "Treasury",
        "Bank call-back",
    ),
    (
        "Email service down after a failed patch",
        "inc-outage",
        "Head office",
        "Service desk",
    ),
    (
        "Unencrypted backup tape lost in transit",
        "inc-data",
        "Off-site store",
        "Supplier report",
    ),
    (
        "Fire alarm system found disabled",
        "inc-safety",
        "Head office",
        "Fire drill",
    ),
    (
        "Social media complaint about fees going viral",
        "inc-complaint",
        "Online",
        "Social listening",
    ),
    (
        "Data retention rule breached",
        "inc-regulatory",
        "Records",
        "Internal audit",
    ),
    (
        "Payroll bureau sent late payments",
        "inc-supplier",
        "Payroll",
        "Employee complaints",
    ),
    (
        "Cash shortfall at a branch",
        "inc-fraud",
        "Branch 12",
        "Cash count",
    ),
    (
        "Network switch failure in the call centre",
        "inc-outage",
        "Call centre",
        "Monitoring alert",
    ),
    (
        "HR records visible to all staff on the intranet",
        "inc-data",
        "Intranet",
        "Employee report",
    ),
    (
        "Contractor injured without a permit to work",
        "inc-safety",
        "Plant room",
        "Site inspection",
    ),
];

/// What a demo incident's actions are about.
const ACTIONS: [&str; 6] = [
    "Contain the immediate impact",
    "Find the root cause",
    "Fix the control that failed",
    "Inform the people affected",
    "Train the team involved",
    "Review the supplier contract",
];

const LESSONS: [&str; 4] = [
    "A second check before release would have caught it.",
    "The runbook was out of date; review it every quarter.",
    "Alerts went to a shared inbox nobody watched.",
    "Suppliers need a tested fallback for peak days.",
];

/// How the seed learns the demo risks' ids (the risk service's, asked over
/// gRPC by `grpc::risk_client`; the seed cannot reach that service itself).
pub trait DemoRisks {
    /// The first `n` risks by reference (none when no risk service is
    /// configured), or `None` when it does not answer (yet).
    fn first_risks(&self, n: u32) -> impl Future<Output = Option<Vec<String>>> + Send;
}

/// How long to wait for the risk service before seeding without links.
pub const RISK_WAIT: Duration = Duration::from_secs(60);

/// Waits up to `wait` for the risk service's demo risks, then seeds once
/// (when the register is empty). Logs what it did; a failure is logged, not
/// fatal (the service serves without demo data).
pub async fn demo_in_background<R: DemoRisks>(
    db: DatabaseConnection,
    risks: R,
    wait: Duration,
    relay: platform::bus::Relay,
    mut shutdown: tokio::sync::watch::Receiver<bool>,
) {
    match has_incidents(&db).await {
        Ok(true) => return,
        Ok(false) => {}
        Err(e) => {
            tracing::warn!(error = %e, "demo incidents not seeded: the register cannot be read");
            return;
        }
    }
    let deadline = tokio::time::Instant::now() + wait;
    let risk_ids = loop {
        if let Some(ids) = risks.first_risks(10).await {
            break ids;
        }
        if tokio::time::Instant::now() >= deadline {
            tracing::warn!(
                "risk service did not answer: demo incidents seeded without linked risks"
            );
            break Vec::new();
        }
        tokio::select! {
            _ = tokio::time::sleep(Duration::from_secs(2)) => {}
            _ = shutdown.changed() => return,
        }
    };
    match demo(&db, &risk_ids, Utc::now()).await {
        Ok(0) => {}
        Ok(n) => {
            tracing::info!(
                incidents = n,
                linked_risks = risk_ids.len(),
                "demo incidents seeded"
            );
            relay.wake();
        }
        Err(e) => tracing::warn!(error = %e, "demo incidents not seeded"),
    }
}

async fn has_incidents<C: ConnectionTrait>(db: &C) -> Result<bool, DbErr> {
    Ok(incident::Entity::find().count(db).await? > 0)
}

fn day(now: DateTime<Utc>, days_ago: i64) -> NaiveDate {
    (now - chrono::Duration::days(days_ago)).date_naive()
}

fn ymd(d: NaiveDate) -> String {
    d.format("%Y-%m-%d").to_string()
}

fn at(d: NaiveDate, hour: u32) -> DateTime<Utc> {
    d.and_hms_opt(hour, 0, 0).unwrap_or_default().and_utc()
}

/// Which of the first ten demo risks (by reference: R-0001 ransomware,
/// R-0002 phishing, R-0003 data centre outage, R-0004 cloud region failure,
/// R-0005 unpatched software, R-0006 loss of personal data, R-0007 late
/// breach notification, R-0008 money laundering, R-0009 bribery, R-0010
/// sanctions screening) an incident category bears on, as indices.
fn related_risks(category: &str) -> &'static [usize] {
    match category {
        "inc-fraud" => &[7, 8],
        "inc-outage" => &[2, 3, 4],
        "inc-data" => &[5, 6, 1],
        "inc-regulatory" => &[9, 6],
        "inc-supplier" => &[3],
        "inc-complaint" => &[5],
        _ => &[],
    }
}

fn id() -> String {
    uuid::Uuid::now_v7().to_string()
}

/// Fills an empty register with the demo incidents at `now`, linking
/// `risk_ids` (may be empty); answers how many were written (0 when the
/// register already held incidents).
pub async fn demo(
    db: &DatabaseConnection,
    risk_ids: &[String],
    now: DateTime<Utc>,
) -> Result<usize, DbErr> {
    let txn = platform::db::begin_write(db).await?;
    if has_incidents(&txn).await? {
        return Ok(0);
    }
    let mut events = Vec::new();
    for (i, (title, category, location, detection)) in INCIDENTS.iter().enumerate() {
        let n = i as i64;
        // Spread over the last twelve months, the newest a few days old.
        let occurred = day(now, 3 + (INCIDENTS.len() as i64 - 1 - n) * 14);
        let reported = occurred + chrono::Duration::days(n % 3);
        let (recorder, recorder_name) = OWNERS[i % OWNERS.len()];
        let incident_id = id();
        let reference = format!("INC-{:04}", i + 1);
        let experience = EXPERIENCE[i % EXPERIENCE.len()];

        // Actions: one to three; every third incident has them all complete.
        let closes = i % 3 == 0 && i + 1 < INCIDENTS.len();
        let count = 1 + i % 3;
        let mut last_done = None;
        for k in 0..count {
            let due = occurred + chrono::Duration::days(14 + 7 * k as i64);
            let done = closes || (k == 0 && i % 4 == 1);
            let completed_at = done.then(|| {
                at(
                    occurred + chrono::Duration::days(5 + (n % 7) + k as i64),
                    15,
                )
            });
            if completed_at > last_done {
                last_done = completed_at;
            }
            action::Entity::insert(action::ActiveModel::from(action::Model {
                id: id(),
                incident_id: incident_id.clone(),
                title: ACTIONS[(i + k) % ACTIONS.len()].into(),
                owner_id: OWNERS[(i + k + 1) % OWNERS.len()].0.into(),
                due_on: ymd(due),
                status: if done { "complete" } else { "incomplete" }.into(),
                completed_at: completed_at.map(|t| t.min(now)),
                created_by: recorder.into(),
                created_at: at(reported, 10),
            }))
            .exec_without_returning(&txn)
            .await?;
        }
        let open_actions = if closes {
            0
        } else {
            count - usize::from(i % 4 == 1)
        };
        let closed_at = if closes {
            last_done.map(|t| t.min(now))
        } else {
            None
        };

        // Losses: actual ones on the costly experience types, a recovery on some.
        let mut actual = 0.0;
        if matches!(experience, "indirect_loss" | "direct_financial_loss") {
            let amount = 2_500.0 * (1 + i % 5) as f64 + if i == 14 { 60_000.0 } else { 0.0 };
            let mut book = |kind: &str, amount: f64, days: i64, note: &str| {
                actual += if kind == "actual" { amount } else { -amount };
                loss::Model {
                    id: id(),
                    incident_id: incident_id.clone(),
                    kind: kind.into(),
                    amount,
                    booked_on: ymd((occurred + chrono::Duration::days(days)).min(now.date_naive())),
                    note: note.into(),
                    created_by: recorder.into(),
                    created_at: at(reported, 12),
                }
            };
            let mut rows = vec![book("actual", amount, 2, "Direct cost")];
            if i % 2 == 1 {
                rows.push(book("recovery", amount * 0.4, 20, "Insurance recovery"));
            }
            for row in rows {
                loss::Entity::insert(loss::ActiveModel::from(row))
                    .exec_without_returning(&txn)
                    .await?;
            }
        }

        // Lessons on most closed incidents.
        if closes && i % 2 == 0 {
            lesson::Entity::insert(lesson::ActiveModel::from(lesson::Model {
                id: id(),
                incident_id: incident_id.clone(),
                text: LESSONS[i % LESSONS.len()].into(),
                risk_id: String::new(),
                action_plan_id: String::new(),
                created_by: recorder.into(),
                created_at: closed_at.unwrap_or(now),
            }))
            .exec_without_returning(&txn)
            .await?;
        }

        // Linked risks: the demo risks this kind of incident bears on (one,
        // a second on every other incident); none for the kinds no demo
        // risk covers.
        let mut links: Vec<String> = Vec::new();
        let related = related_risks(category);
        for k in 0..related.len().min(1 + i % 2) {
            if let Some(risk) = risk_ids.get(related[(i + k) % related.len()])
                && !links.contains(risk)
            {
                links.push(risk.clone());
            }
        }
        for risk_id in &links {
            incident_risk::Entity::insert(incident_risk::ActiveModel::from(incident_risk::Model {
                incident_id: incident_id.clone(),
                risk_id: risk_id.clone(),
            }))
            .exec_without_returning(&txn)
            .await?;
        }

        // Approval: most approved, some pending or still proposed.
        let approval_status = match i % 6 {
            1 => "pending",
            4 if i > 12 => "proposed",
            _ => "approved",
        };
        let mut steps = vec![(
            "create",
            "",
            "proposed",
            recorder,
            recorder_name,
            at(reported, 10),
        )];
        if approval_status != "proposed" {
            steps.push((
                "submit",
                "proposed",
                "pending",
                recorder,
                recorder_name,
                at(reported, 11),
            ));
        }
        if approval_status == "approved" {
            let (approver, approver_name) = if recorder == "usr-admin" {
                ("usr-editor", "Emma Clarke")
            } else {
                ("usr-admin", "Alex Morgan")
            };
            steps.push((
                "approve",
                "pending",
                "approved",
                approver,
                approver_name,
                at(reported, 16),
            ));
        }
        let version = steps.len() as i32;
        for (v, (step, from, to, actor, actor_name, when)) in steps.iter().enumerate() {
            approval::Entity::insert(approval::ActiveModel::from(approval::Model {
                id: id(),
                incident_id: incident_id.clone(),
                action: (*step).into(),
                from_status: (*from).into(),
                to_status: (*to).into(),
                actor_id: (*actor).into(),
                actor_name: (*actor_name).into(),
                comment: String::new(),
                version: v as i32 + 1,
                at: *when,
            }))
            .exec_without_returning(&txn)
            .await?;
        }
        if approval_status != "approved" {
            incident_maker::Entity::insert(incident_maker::ActiveModel::from(
                incident_maker::Model {
                    incident_id: incident_id.clone(),
                    user_id: recorder.into(),
                },
            ))
            .exec_without_returning(&txn)
            .await?;
        }

        // The reporting clock: data breaches are notified the day after the
        // report, except the latest, whose 72 hours have run out.
        let notified_at = match *category {
            "inc-data" if i == 23 => None,
            "inc-data" => Some(at(reported + chrono::Duration::days(1), 9)),
            _ => None,
        };

        let row = incident::Model {
            id: incident_id.clone(),
            reference: reference.clone(),
            title: (*title).into(),
            description: format!("{title}. Recorded for the demo register."),
            category_id: (*category).into(),
            function_id: FUNCTIONS[i % FUNCTIONS.len()].into(),
            location: (*location).into(),
            occurred_on: ymd(occurred),
            reported_on: ymd(reported),
            reported_by: recorder_name.into(),
            reporter_type: REPORTERS[i % REPORTERS.len()].into(),
            detection_method: (*detection).into(),
            source: SOURCES[i % SOURCES.len()].into(),
            cause_category: CAUSES[i % CAUSES.len()].into(),
            experience_type: experience.into(),
            actual_loss: actual,
            estimated_loss: 5_000.0 * (1 + i % 4) as f64,
            max_potential_loss: 20_000.0 * (1 + i % 5) as f64,
            escalation_level: ESCALATION[i % ESCALATION.len()].into(),
            manager_id: OWNERS[(i + 2) % OWNERS.len()].0.into(),
            approval_status: approval_status.into(),
            breach: i % 4 == 2,
            status: if closes { "closed" } else { "open" }.into(),
            closed_at,
            notified_at,
            control_id: String::new(),
            open_actions: open_actions as i32,
            total_actions: count as i32,
            version,
            changed_by: recorder.into(),
            created_by: recorder.into(),
            created_at: at(reported, 10),
            updated_at: closed_at.unwrap_or(at(reported, 16)).min(now),
            deleted: false,
        };
        let caller = Caller {
            user_id: recorder.into(),
            name: recorder_name.into(),
            request_id: "demo-data".into(),
            ..Default::default()
        };
        events.push(
            AuditEvent::new("incident", "incident", &incident_id, "created")
                .caller(&caller)
                .changes(
                    serde_json::Value::Null,
                    json!({
                        "reference": reference,
                        "title": title,
                        "category_id": category,
                        "risk_ids": links,
                        "approval_status": approval_status,
                        "status": row.status,
                    }),
                ),
        );
        incident::Entity::insert(incident::ActiveModel::from(row))
            .exec_without_returning(&txn)
            .await?;
    }
    // The next incident a user records continues the numbering.
    sequence::Entity::update_many()
        .col_expr(sequence::Column::Value, Expr::val(INCIDENTS.len() as i64))
        .filter(sequence::Column::Name.eq("incident"))
        .exec(&txn)
        .await?;
    platform::outbox::record_many(&txn, &events).await?;
    txn.commit().await?;
    Ok(INCIDENTS.len())
}
