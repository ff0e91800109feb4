//! The demo register of the embedded default: about 40 risks across the
//! categories and functions, 60 controls with activities, 30 action plans,
//! written through the same use cases as user changes (so the audit
//! trail, assessments and approvals are real), then spread over past months.

use chrono::{Duration, Utc};
use platform::grpc::Caller;
use sea_orm::{ConnectionTrait, DatabaseConnection, EntityTrait, PaginatorTrait, Statement};

use crate::domain::{
    activity::{ActivityCompletion, ActivityForCreate, ActivityInput},
    control::ControlInput,
    plan::PlanInput,
    risk::{RiskForCreate, RiskInput, RiskTransition},
    use_cases,
    workflow::Action,
};
use crate::store::{self, entities::risk, method::MethodCache};

fn caller(id: &str, name: &str) -> Caller {
    Caller {
        user_id: id.into(),
        name: name.into(),
        role: String::new(),
        request_id: "demo-data".into(),
        ..Default::default()
    }
}

const OWNERS: &[&str] = &["usr-editor", "usr-staff", "usr-admin", "usr-demo"];

/// (title, category, function, likelihood, impact, event).
const RISKS: &[(&str, &str, &str, u32, u32, &str)] = &[
    (
        "Ransomware encrypts core systems",
        "cat-tech-cyber",
        "fn-it",
        3,
        5,
        "Malware spreads through the network and encrypts servers",
    ),
    (
        "Phishing leads to account takeover",
        "cat-tech-cyber",
        "fn-it",
        4,
        4,
        "Staff enter credentials on a fake page",
    ),
    (
        "Data centre outage",
        "cat-tech-availability",
        "fn-it",
        2,
        5,
        "Power or cooling failure at the primary site",
    ),
    (
        "Cloud provider region failure",
        "cat-tech-availability",
        "fn-it",
        2,
        4,
        "The hosting region is unavailable for hours",
    ),
    (
        "Unpatched software exploited",
        "cat-tech-cyber",
        "fn-it",
        3,
        4,
        "A known vulnerability is used before patching",
    ),
    (
        "Loss of customer personal data",
        "cat-comp-privacy",
        "fn-compliance",
        2,
        5,
        "Personal data is disclosed to unauthorised parties",
    ),
    (
        "Late breach notification to regulator",
        "cat-comp-privacy",
        "fn-compliance",
        2,
        4,
        "A breach is not reported within 72 hours",
    ),
    (
        "Money laundering through client accounts",
        "cat-comp-aml",
        "fn-compliance",
        2,
        5,
        "Illicit funds pass through the firm",
    ),
    (
        "Bribery by an intermediary",
        "cat-comp-aml",
        "fn-compliance",
        1,
        5,
        "An agent offers improper payments",
    ),
    (
        "Sanctions screening failure",
        "cat-comp-aml",
        "fn-compliance",
        2,
        4,
        "A sanctioned party is onboarded",
    ),
    (
        "New regulation missed by its effective date",
        "cat-compliance",
        "fn-compliance",
        3,
        3,
        "Obligations change faster than processes",
    ),
    (
        "Key supplier insolvency",
        "cat-ops-third",
        "fn-operations",
        2,
        4,
        "A sole supplier stops trading",
    ),
    (
        "Outsourced service misses SLAs",
        "cat-ops-third",
        "fn-operations",
        3,
        3,
        "Service levels fall below contract",
    ),
    (
        "Logistics partner disruption",
        "cat-ops-third",
        "fn-operations",
        3,
        2,
        "Deliveries are delayed for weeks",
    ),
    (
        "Payment processing errors",
        "cat-ops-process",
        "fn-finance",
        3,
        3,
        "Payments are duplicated or misdirected",
    ),
    (
        "Manual reconciliation mistakes",
        "cat-ops-process",
        "fn-finance",
        4,
        2,
        "Spreadsheet errors go unnoticed",
    ),
    (
        "Order fulfilment backlog",
        "cat-ops-process",
        "fn-operations",
        3,
        2,
        "Orders pile up after a system change",
    ),
    (
        "Product quality defect",
        "cat-ops-process",
        "fn-operations",
        2,
        4,
        "A batch leaves the plant with a defect",
    ),
    (
        "Loss of key personnel",
        "cat-ops-people",
        "fn-hr",
        3,
        3,
        "A specialist leaves without a successor",
    ),
    (
        "Workplace safety incident",
        "cat-ops-people",
        "fn-operations",
        2,
        4,
        "An employee is injured on site",
    ),
    (
        "Staff misconduct",
        "cat-ops-people",
        "fn-hr",
        2,
        3,
        "An employee breaches the code of conduct",
    ),
    (
        "Skills gap in data engineering",
        "cat-ops-people",
        "fn-hr",
        4,
        2,
        "Hiring cannot keep up with demand",
    ),
    (
        "Customer credit defaults",
        "cat-fin-credit",
        "fn-finance",
        3,
        3,
        "Large customers fail to pay",
    ),
    (
        "Counterparty concentration",
        "cat-fin-credit",
        "fn-finance",
        2,
        4,
        "Too much exposure to one bank",
    ),
    (
        "Cash shortfall at quarter end",
        "cat-fin-liquidity",
        "fn-finance",
        2,
        4,
        "Receipts arrive later than payments",
    ),
    (
        "Covenant breach on bank loan",
        "cat-fin-liquidity",
        "fn-finance",
        1,
        5,
        "A financial ratio falls below the covenant",
    ),
    (
        "Foreign exchange losses",
        "cat-financial",
        "fn-finance",
        3,
        2,
        "Currency moves against open positions",
    ),
    (
        "Interest rate rise",
        "cat-financial",
        "fn-finance",
        3,
        3,
        "Financing costs increase",
    ),
    (
        "Market entry fails",
        "cat-strategic",
        "fn-executive",
        3,
        4,
        "The new market does not adopt the product",
    ),
    (
        "Competitor disrupts pricing",
        "cat-strategic",
        "fn-executive",
        3,
        3,
        "A rival undercuts prices",
    ),
    (
        "Acquisition integration fails",
        "cat-strategic",
        "fn-executive",
        2,
        4,
        "Systems and teams do not merge as planned",
    ),
    (
        "Dependence on one large customer",
        "cat-strategic",
        "fn-executive",
        3,
        4,
        "The largest customer leaves",
    ),
    (
        "Negative press coverage",
        "cat-reputational",
        "fn-executive",
        2,
        3,
        "A story damages trust in the brand",
    ),
    (
        "Social media backlash",
        "cat-reputational",
        "fn-executive",
        3,
        2,
        "A post goes viral for the wrong reasons",
    ),
    (
        "ESG commitments not met",
        "cat-reputational",
        "fn-executive",
        2,
        3,
        "Published targets are missed",
    ),
    (
        "Insider data theft",
        "cat-tech-cyber",
        "fn-it",
        2,
        4,
        "An employee exfiltrates customer lists",
    ),
    (
        "Backup restore fails",
        "cat-tech-availability",
        "fn-it",
        2,
        5,
        "Backups cannot be restored when needed",
    ),
    (
        "Expense fraud",
        "cat-comp-aml",
        "fn-finance",
        3,
        2,
        "False expense claims are paid",
    ),
    (
        "Payroll errors",
        "cat-ops-process",
        "fn-hr",
        2,
        3,
        "Employees are paid the wrong amounts",
    ),
    (
        "Contract terms not enforced",
        "cat-compliance",
        "fn-compliance",
        3,
        2,
        "Rights under contracts lapse",
    ),
];

/// (title, intention, criticality, adequacy, effectiveness).
const CONTROLS: &[(&str, &str, &str, u32, u32)] = &[
    ("Endpoint detection and response", "detect", "High", 1, 2),
    ("Offline immutable backups", "correct", "High", 1, 1),
    ("Multi-factor authentication", "prevent", "High", 1, 1),
    ("Security awareness training", "prevent", "Medium", 2, 2),
    ("Email filtering and sandboxing", "prevent", "High", 1, 2),
    ("Monthly patch cycle", "prevent", "High", 2, 2),
    ("Vulnerability scanning", "detect", "Medium", 2, 1),
    ("Secondary data centre failover", "correct", "High", 2, 2),
    ("Multi-region deployment", "correct", "Medium", 2, 3),
    (
        "Uninterruptible power supply tests",
        "prevent",
        "Medium",
        1,
        2,
    ),
    ("Data loss prevention rules", "prevent", "High", 2, 3),
    (
        "Data protection impact assessments",
        "prevent",
        "Medium",
        2,
        2,
    ),
    ("Breach response playbook", "correct", "High", 1, 2),
    ("Access reviews every quarter", "detect", "Medium", 2, 2),
    ("Customer due diligence checks", "prevent", "High", 1, 2),
    ("Transaction monitoring", "detect", "High", 2, 2),
    ("Sanctions list screening", "prevent", "High", 1, 1),
    ("Third-party due diligence", "prevent", "Medium", 2, 3),
    ("Gifts and hospitality register", "detect", "Low", 2, 2),
    ("Regulatory change monitoring", "detect", "Medium", 2, 3),
    ("Supplier financial health review", "detect", "Medium", 3, 2),
    ("Dual sourcing of critical parts", "prevent", "High", 2, 2),
    (
        "SLA reporting and service reviews",
        "detect",
        "Medium",
        2,
        2,
    ),
    (
        "Exit plans for outsourced services",
        "correct",
        "Medium",
        3,
        3,
    ),
    ("Four-eyes approval of payments", "prevent", "High", 1, 1),
    ("Automated bank reconciliation", "detect", "High", 1, 2),
    ("Payment file integrity checks", "prevent", "Medium", 2, 1),
    ("Month-end close checklist", "detect", "Medium", 2, 2),
    ("Capacity planning for fulfilment", "prevent", "Low", 3, 3),
    ("Quality inspection at dispatch", "detect", "High", 1, 2),
    ("Product recall procedure", "correct", "High", 2, 2),
    ("Succession planning", "prevent", "Medium", 3, 2),
    ("Retention bonuses for key roles", "prevent", "Low", 3, 3),
    ("Health and safety inspections", "detect", "High", 1, 2),
    ("Incident reporting hotline", "detect", "Medium", 2, 2),
    ("Code of conduct attestation", "prevent", "Low", 2, 3),
    ("Graduate hiring programme", "prevent", "Low", 3, 4),
    ("Credit limits per customer", "prevent", "High", 1, 2),
    ("Credit insurance", "correct", "Medium", 2, 2),
    ("Counterparty exposure limits", "prevent", "High", 2, 1),
    ("13-week cash flow forecast", "detect", "High", 1, 2),
    ("Committed credit facility", "correct", "High", 1, 1),
    ("Covenant compliance forecasting", "detect", "Medium", 2, 2),
    ("Currency hedging policy", "prevent", "Medium", 2, 3),
    ("Fixed-rate financing mix", "prevent", "Medium", 2, 2),
    ("Market research before entry", "prevent", "Medium", 3, 3),
    ("Pricing committee", "detect", "Low", 3, 2),
    ("Integration management office", "prevent", "Medium", 2, 3),
    (
        "Customer diversification targets",
        "prevent",
        "Medium",
        4,
        3,
    ),
    ("Media response plan", "correct", "Medium", 2, 2),
    ("Social media monitoring", "detect", "Low", 2, 2),
    ("ESG data assurance", "detect", "Medium", 3, 3),
    ("Privileged access management", "prevent", "High", 1, 2),
    ("User behaviour analytics", "detect", "Medium", 3, 3),
    ("Quarterly restore tests", "detect", "High", 2, 2),
    ("Expense policy with receipt checks", "detect", "Low", 2, 3),
    ("Expense analytics", "detect", "Low", 3, 2),
    ("Payroll parallel run", "detect", "Medium", 2, 2),
    ("Contract management system", "prevent", "Medium", 3, 2),
    ("Legal review of key contracts", "prevent", "Medium", 2, 2),
];

/// Which controls (by index) treat each risk (by index).
fn controls_for(risk: usize) -> Vec<usize> {
    let map: &[&[usize]] = &[
        &[0, 1, 52],
        &[2, 3, 4],
        &[7, 9],
        &[8],
        &[5, 6],
        &[10, 11, 13],
        &[12],
        &[14, 15],
        &[18],
        &[16],
        &[19],
        &[20, 21],
        &[22, 23],
        &[21],
        &[24, 26],
        &[25, 27],
        &[28],
        &[29, 30],
        &[31, 32],
        &[33, 34],
        &[35, 34],
        &[36],
        &[37, 38],
        &[39],
        &[40, 41],
        &[42],
        &[43],
        &[44],
        &[45],
        &[46],
        &[47],
        &[48],
        &[49],
        &[50, 49],
        &[51],
        &[52, 53],
        &[54, 1],
        &[55, 56],
        &[57],
        &[58, 59],
    ];
    map.get(risk).map(|m| m.to_vec()).unwrap_or_default()
}

fn date(days: i64) -> String {
    crate::domain::schedule::format_date((Utc::now() + Duration::days(days)).date_naive())
}

/// Seeds the demo register once (when the register is empty).
pub async fn demo(db: &DatabaseConnection, methods: &MethodCache) -> anyhow::Result<()> {
    if risk::Entity::find().count(db).await? > 0 {
        return Ok(());
    }
    let v = methods.current(db).await.map_err(|e| anyhow::anyhow!(e))?;
    let editor = caller("usr-editor", "Emma Clarke");
    let admin = caller("usr-admin", "Alex Morgan");
    let err = |e: crate::domain::RiskError| anyhow::anyhow!("seeding the demo register: {e}");

    let mut control_ids = vec![];
    for (i, (title, intention, criticality, adequacy, effectiveness)) in CONTROLS.iter().enumerate()
    {
        let input = ControlInput {
            title: (*title).into(),
            description: format!(
                "{title}, run by the {} team.",
                if i % 2 == 0 {
                    "first-line"
                } else {
                    "second-line"
                }
            ),
            intention: (*intention).into(),
            criticality: (*criticality).into(),
            owner_id: Some(OWNERS[i % OWNERS.len()].into()),
            // A few still proposed: they do not count towards net risk yet.
            state: if i % 9 == 8 { "proposed" } else { "in_place" }.into(),
            adequacy: *adequacy,
            effectiveness: *effectiveness,
            ..Default::default()
        };
        let c = use_cases::create_control(db, &v, &editor, input)
            .await
            .map_err(err)?;
        // Activities: a monthly check (some overdue), a one-off review for some.
        let (frequency, repeat, due) = match i % 4 {
            0 => ("periodic", "monthly", date(-5)),
            1 => ("periodic", "quarterly", date(20)),
            2 => ("one_off", "", date(45)),
            _ => ("continuous", "", date(90)),
        };
        let a = use_cases::create_activity(
            db,
            &editor,
            ActivityForCreate {
                control_id: c.row.id.clone(),
                activity: ActivityInput {
                    name: format!("Test: {title}"),
                    owner_id: Some(OWNERS[(i + 1) % OWNERS.len()].into()),
                    frequency: frequency.into(),
                    repeat: repeat.into(),
                    due_date: due,
                },
            },
        )
        .await
        .map_err(err)?;
        if i % 5 == 1 {
            use_cases::complete_activity(
                db,
                &editor,
                ActivityCompletion {
                    id: a.row.id,
                    outcome: if i % 10 == 6 { "breached" } else { "complied" }.into(),
                    comment: "Evidence filed.".into(),
                },
            )
            .await
            .map_err(err)?;
        }
        control_ids.push(c.row.id);
    }

    let mut risk_ids = vec![];
    for (i, (title, category, function, likelihood, impact, event)) in RISKS.iter().enumerate() {
        let req = RiskForCreate {
            risk: RiskInput {
                title: (*title).into(),
                description: format!("{event}.\nAssessed in the annual risk review."),
                risk_event: (*event).into(),
                causes: "Weak processes, external pressure or human error.".into(),
                effects: "Financial loss, regulatory scrutiny and damage to reputation.".into(),
                category_id: Some((*category).into()),
                function_id: Some((*function).into()),
                owner_id: Some(OWNERS[i % OWNERS.len()].into()),
                status: if i % 13 == 12 { "inactive" } else { "active" }.into(),
                gross_likelihood: *likelihood,
                gross_impact: *impact,
                response: ["improve", "monitor", "accept"][i % 3].into(),
                appetite: if i % 4 == 0 { "Low" } else { "" }.into(),
                key_risk_indicator: if i % 3 == 0 {
                    "Incidents per month".into()
                } else {
                    String::new()
                },
                kri_level: if i % 3 == 0 {
                    format!("{}", i % 5)
                } else {
                    String::new()
                },
                control_ids: controls_for(i)
                    .iter()
                    .map(|c| control_ids[*c].clone())
                    .collect(),
                acceptance_justification: if i % 3 == 2 {
                    "Within appetite once controls are counted; further treatment costs more than it saves.".into()
                } else {
                    String::new()
                },
                acceptance_expires_on: if i % 3 == 2 {
                    date(60 + (i as i64 * 11) % 300)
                } else {
                    String::new()
                },
                ..Default::default()
            },
            submit: i % 10 != 9,
            ..Default::default()
        };
        let created = use_cases::create_risk(db, &v, &editor, req, None)
            .await
            .map_err(err)?;
        // Most are approved by another person; some wait, one was rejected.
        if i % 10 < 7 || i % 10 == 8 {
            let action = if i % 10 == 8 {
                Action::Reject
            } else {
                Action::Approve
            };
            let comment = if action == Action::Reject {
                "Impact looks understated; please re-assess."
            } else {
                "Reviewed in the risk committee."
            };
            let req = RiskTransition {
                id: created.row.id.clone(),
                action,
                version: created.row.version as u32,
                comment: comment.into(),
            };
            use_cases::transition_risk(db, &v, &admin, req)
                .await
                .map_err(err)?;
        }
        risk_ids.push(created.row.id);
    }

    for (i, rid) in risk_ids.iter().enumerate().take(30) {
        let (status, progress, start, due) = match i % 5 {
            0 => ("in_progress", 30, -40, 20),
            1 => ("in_progress", 60, -60, -3),
            2 => ("complete", 100, -90, -10),
            3 => ("blocked", 10, -20, 30),
            _ => ("incomplete", 0, -10, 60),
        };
        let input = PlanInput {
            title: format!("Treat: {}", RISKS[i].0.to_lowercase()),
            description: "Agreed in the quarterly risk review.".into(),
            risk_id: Some(rid.clone()),
            control_id: None,
            owner_id: Some(OWNERS[(i + 2) % OWNERS.len()].into()),
            priority: ["High", "Medium", "Low"][i % 3].into(),
            start_date: date(start),
            due_date: date(due),
            progress,
            status: status.into(),
        };
        // No earliest due date: the demo's plans are history, some overdue.
        use_cases::create_plan(db, &editor, input, "")
            .await
            .map_err(err)?;
    }

    backdate(db).await?;
    store::method::MethodCache::invalidate(methods);
    Ok(())
}

/// Spreads the demo history over the past months so trends and "as of"
/// dates show something: each risk was created 30-300 days ago.
async fn backdate(db: &DatabaseConnection) -> anyhow::Result<()> {
    let backend = db.get_database_backend();
    let rows = risk::Entity::find().all(db).await?;
    for (i, r) in rows.iter().enumerate() {
        let at = Utc::now() - Duration::days(30 + (i as i64 * 7) % 270);
        for sql in [
            "UPDATE risks SET created_at = $1 WHERE id = $2",
            "UPDATE risk_assessments SET effective_at = $1 WHERE risk_id = $2",
            "UPDATE risk_approvals SET at = $1 WHERE risk_id = $2 AND action = 'create'",
        ] {
            let sql = if backend == sea_orm::DbBackend::Postgres {
                sql.to_owned()
            } else {
                sql.replace("$1", "?").replace("$2", "?")
            };
            db.execute_raw(Statement::from_sql_and_values(
                backend,
                sql,
                [at.into(), r.id.clone().into()],
            ))
            .await?;
        }
        // Due a year after creation; every sixth one is overdue for review,
        // and the first accepted one has just expired (the sweep at start
        // hands it back to its owner), so the dashboard shows both.
        let age = 30 + (i as i64 * 7) % 270;
        let next_review = if i % 6 == 5 {
            date(-(3 + (i as i64 % 25)))
        } else {
            date(365 - age)
        };
        let mut sets = vec![("next_review_on", next_review)];
        if r.response == "accept" && !rows[..i].iter().any(|p| p.response == "accept") {
            sets.push(("acceptance_expires_on", date(-1)));
        }
        for (column, value) in sets {
            let sql = format!("UPDATE risks SET {column} = $1 WHERE id = $2");
            let sql = if backend == sea_orm::DbBackend::Postgres {
                sql
            } else {
                sql.replace("$1", "?").replace("$2", "?")
            };
            db.execute_raw(Statement::from_sql_and_values(
                backend,
                sql,
                [value.into(), r.id.clone().into()],
            ))
            .await?;
        }
    }
    Ok(())
}
