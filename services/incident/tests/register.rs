//! The incident categories' tree, the register (filters, sorts, paging),
//! its export and the dashboard, through the gRPC service as the gateway
//! calls it, over the demo data (`seed::demo`) and rows written here. On
//! SQLite and, when `TEST_DATABASE_URL` is set, on PostgreSQL.

use std::collections::{HashMap, HashSet};

use chrono::Utc;
use futures::StreamExt;
use incident_service::{
    grpc::IncidentGrpc,
    migration::Migrator,
    seed,
    store::entities::{action, incident, incident_risk, loss},
};
use platform::{error::ApiError, grpc::Caller};
use proto::incident::v1::{self as pb, incident_service_server::IncidentService};
use sea_orm::{
    ColumnTrait, ConnectionTrait, DatabaseConnection, EntityTrait, PaginatorTrait, QueryFilter,
    sea_query::Expr,
};
use tonic::{Code, Request};

fn editor() -> Caller {
    Caller {
        user_id: "u-editor".into(),
        name: "Erin Editor".into(),
        role: "editor".into(),
        ..Default::default()
    }
}

fn signed<T>(msg: T) -> Request<T> {
    let mut req = Request::new(msg);
    req.extensions_mut().insert(editor());
    req
}

/// Runs `round` on a fresh SQLite database and, with `TEST_DATABASE_URL`,
/// on a fresh PostgreSQL schema.
async fn on_each_database<F, Fut>(round: F)
where
    F: Fn(DatabaseConnection) -> Fut,
    Fut: Future<Output = ()>,
{
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}/incident.db?mode=rwc", dir.path().display());
    let db = platform::db::connect_and_migrate::<Migrator>(&url, "incident")
        .await
        .unwrap();
    round(db).await;
    if let Some(url) = std::env::var("TEST_DATABASE_URL")
        .ok()
        .filter(|v| !v.is_empty())
    {
        let schema = format!(
            "t{}_incident",
            &uuid::Uuid::new_v4().simple().to_string()[..12]
        );
        let db = platform::db::connect_and_migrate::<Migrator>(&url, &schema)
            .await
            .unwrap();
        round(db.clone()).await;
        let _ = db
            .execute_unprepared(&format!("DROP SCHEMA IF EXISTS \"{schema}\" CASCADE"))
            .await;
    }
}

fn reason(s: &tonic::Status) -> (Code, String, Vec<String>) {
    let e = ApiError::from_status(s);
    (s.code(), e.reason, e.fields.keys().cloned().collect())
}

fn category(name: &str, parent: &str) -> pb::IncidentCategoryInput {
    pb::IncidentCategoryInput {
        name: name.into(),
        parent_id: parent.into(),
        description: String::new(),
        notification_hours: 0,
        loss_threshold: 0.0,
    }
}

async fn create(
    svc: &IncidentGrpc,
    c: pb::IncidentCategoryInput,
) -> Result<pb::IncidentCategory, tonic::Status> {
    svc.create_incident_category(signed(pb::CreateIncidentCategoryRequest {
        category: Some(c),
    }))
    .await
    .map(|r| r.into_inner())
}

async fn category_events(db: &DatabaseConnection) -> Vec<String> {
    platform::outbox::entity::Entity::find()
        .all(db)
        .await
        .unwrap()
        .into_iter()
        .map(|e| e.routing_key)
        .filter(|k| k.contains(".category."))
        .collect()
}

async fn tree_round(db: DatabaseConnection) {
    let svc = IncidentGrpc::new(db.clone());
    // Three levels under a root; a fourth is refused.
    let cyber = create(&svc, category("Cyber", "")).await.unwrap();
    let phishing = create(&svc, category("Phishing", &cyber.id)).await.unwrap();
    let spear = create(&svc, category("Spear phishing", &phishing.id))
        .await
        .unwrap();
    let e = create(&svc, category("Whaling", &spear.id))
        .await
        .unwrap_err();
    assert_eq!(
        reason(&e),
        (
            Code::InvalidArgument,
            "CATEGORY_TOO_DEEP".into(),
            vec!["parent_id".into()]
        )
    );
    // A sibling's name, whatever its case and spaces, is taken.
    let e = create(&svc, category("  PHISHING ", &cyber.id))
        .await
        .unwrap_err();
    assert_eq!(reason(&e).1, "CATEGORY_NAME_TAKEN");
    // ... but not under another parent.
    create(&svc, category("Phishing", "")).await.unwrap();
    // Unknown parent, bad hours and threshold: 422 with the fields.
    let mut bad = category("", "nope");
    bad.notification_hours = 9_000;
    bad.loss_threshold = -5.0;
    let e = create(&svc, bad).await.unwrap_err();
    assert_eq!(
        reason(&e).2,
        ["loss_threshold", "name", "notification_hours"]
    );
    let e = create(&svc, category("Vishing", "nope")).await.unwrap_err();
    assert_eq!(reason(&e).2, ["parent_id"]);

    // Move: the leaf to the root is fine; the root under its own grandchild is not.
    let update = |id: &str, c: pb::IncidentCategoryInput| {
        svc.update_incident_category(signed(pb::UpdateIncidentCategoryRequest {
            id: id.into(),
            category: Some(c),
        }))
    };
    let mut moved = category("Spear phishing", "");
    moved.notification_hours = 72;
    moved.loss_threshold = 1_000.0;
    let spear2 = update(&spear.id, moved).await.unwrap().into_inner();
    assert_eq!(
        (spear2.parent_id.as_str(), spear2.notification_hours),
        ("", 72)
    );
    let e = update(&cyber.id, category("Cyber", &phishing.id))
        .await
        .unwrap_err();
    assert_eq!(reason(&e).2, ["parent_id"]);
    // A root with two levels below cannot go under another root.
    update(&spear.id, category("Spear phishing", &phishing.id))
        .await
        .unwrap();
    let e = update(&cyber.id, category("Cyber", "inc-fraud"))
        .await
        .unwrap_err();
    assert_eq!(reason(&e).1, "CATEGORY_TOO_DEEP");

    // Delete: refused while a sub-category or a live incident uses it.
    let delete = |id: &str| {
        svc.delete_incident_category(signed(pb::DeleteIncidentCategoryRequest { id: id.into() }))
    };
    let e = delete(&phishing.id).await.unwrap_err();
    assert_eq!(
        reason(&e),
        (Code::AlreadyExists, "CATEGORY_IN_USE".into(), vec![])
    );
    seed::demo(&db, &[], Utc::now()).await.unwrap();
    let e = delete("inc-fraud").await.unwrap_err();
    assert_eq!(reason(&e).1, "CATEGORY_IN_USE");
    delete(&spear.id).await.unwrap();
    let e = delete(&spear.id).await.unwrap_err();
    assert_eq!(e.code(), Code::NotFound);

    // The list: roots first then by name, with the live incidents per category.
    let list = svc
        .list_incident_categories(Request::new(pb::ListIncidentCategoriesRequest {
            page: 1,
            per_page: 100,
            q: String::new(),
        }))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(list.total, 10);
    let keys: Vec<(String, String)> = list
        .categories
        .iter()
        .map(|c| (c.parent_id.clone(), c.name.clone()))
        .collect();
    let mut sorted = keys.clone();
    sorted.sort();
    assert_eq!(keys, sorted);
    let fraud = list
        .categories
        .iter()
        .find(|c| c.id == "inc-fraud")
        .unwrap();
    assert_eq!(fraud.incident_count, 4);
    let data = list.categories.iter().find(|c| c.id == "inc-data").unwrap();
    assert_eq!((data.notification_hours, data.incident_count), (72, 4));

    // Every change wrote its audit event.
    let events = category_events(&db).await;
    assert_eq!(
        events.iter().filter(|k| k.ends_with(".created")).count(),
        4,
        "{events:?}"
    );
    assert_eq!(events.iter().filter(|k| k.ends_with(".updated")).count(), 2);
    assert_eq!(events.iter().filter(|k| k.ends_with(".deleted")).count(), 1);
}

#[tokio::test]
async fn the_category_tree_keeps_its_rules() {
    on_each_database(tree_round).await;
}

fn query() -> pb::ListIncidentsRequest {
    pb::ListIncidentsRequest {
        per_page: 100,
        ..Default::default()
    }
}

async fn list(svc: &IncidentGrpc, r: pb::ListIncidentsRequest) -> pb::ListIncidentsResponse {
    svc.list_incidents(Request::new(r))
        .await
        .unwrap()
        .into_inner()
}

async fn refs(svc: &IncidentGrpc, r: pb::ListIncidentsRequest) -> Vec<String> {
    list(svc, r)
        .await
        .incidents
        .into_iter()
        .map(|i| i.reference)
        .collect()
}

const RISKS: [&str; 4] = ["risk-a", "risk-b", "risk-c", "risk-d"];

async fn register_round(db: DatabaseConnection) {
    let risks: Vec<String> = RISKS.iter().map(|r| (*r).to_owned()).collect();
    assert_eq!(seed::demo(&db, &risks, Utc::now()).await.unwrap(), 25);
    // Seeding again changes nothing.
    assert_eq!(seed::demo(&db, &risks, Utc::now()).await.unwrap(), 0);
    let rows = incident::Entity::find().all(&db).await.unwrap();
    let links = incident_risk::Entity::find().all(&db).await.unwrap();
    let svc = IncidentGrpc::new(db.clone());
    let postgres = db.get_database_backend() == sea_orm::DbBackend::Postgres;

    // Everything, latest occurrence first, with names and links filled.
    let all = list(&svc, query()).await;
    assert_eq!((all.total, all.incidents.len()), (25, 25));
    let days: Vec<&str> = all
        .incidents
        .iter()
        .map(|i| i.occurred_on.as_str())
        .collect();
    let mut sorted = days.clone();
    sorted.sort_by(|a, b| b.cmp(a));
    assert_eq!(days, sorted);
    assert!(all.incidents.iter().all(|i| !i.category_name.is_empty()));
    assert_eq!(
        all.incidents
            .iter()
            .map(|i| i.risk_ids.len())
            .sum::<usize>(),
        links.len()
    );

    // Filters: each agrees with the rows.
    let count =
        |pred: &dyn Fn(&incident::Model) -> bool| rows.iter().filter(|r| pred(r)).count() as u64;
    let total = |r: pb::ListIncidentsRequest| {
        let svc = &svc;
        async move { list(svc, r).await.total }
    };
    assert_eq!(
        total(pb::ListIncidentsRequest {
            breach: "true".into(),
            ..query()
        })
        .await,
        count(&|r| r.breach)
    );
    assert_eq!(
        total(pb::ListIncidentsRequest {
            breach: "false".into(),
            ..query()
        })
        .await,
        count(&|r| !r.breach)
    );
    let linked_to_b = links.iter().filter(|l| l.risk_id == "risk-b").count() as u64;
    assert!(linked_to_b > 0);
    assert_eq!(
        total(pb::ListIncidentsRequest {
            risk_id: "risk-b".into(),
            ..query()
        })
        .await,
        linked_to_b
    );
    let (from, to) = (rows[5].occurred_on.clone(), rows[15].occurred_on.clone());
    assert_eq!(
        total(pb::ListIncidentsRequest {
            occurred_from: from.clone(),
            occurred_to: to.clone(),
            ..query()
        })
        .await,
        count(&|r| r.occurred_on >= from && r.occurred_on <= to)
    );
    assert_eq!(
        total(pb::ListIncidentsRequest {
            status: "closed".into(),
            ..query()
        })
        .await,
        count(&|r| r.status == "closed")
    );
    assert_eq!(
        total(pb::ListIncidentsRequest {
            approval_status: "pending".into(),
            ..query()
        })
        .await,
        count(&|r| r.approval_status == "pending")
    );
    assert_eq!(
        total(pb::ListIncidentsRequest {
            category_id: "inc-data".into(),
            function_id: "fn-compliance".into(),
            ..query()
        })
        .await,
        count(&|r| r.category_id == "inc-data" && r.function_id == "fn-compliance")
    );
    assert_eq!(
        total(pb::ListIncidentsRequest {
            q: "PHISHING".into(),
            ..query()
        })
        .await,
        1
    );
    assert_eq!(
        total(pb::ListIncidentsRequest {
            q: "inc-000".into(),
            ..query()
        })
        .await,
        9
    );
    // The reporting clock: one data breach is past its 72 hours unnotified.
    let overdue = list(
        &svc,
        pb::ListIncidentsRequest {
            notification_overdue: true,
            ..query()
        },
    )
    .await;
    assert_eq!(overdue.total, 1);
    let late = &overdue.incidents[0];
    assert!(late.notification_overdue && late.notified_at.is_empty() && !late.notify_by.is_empty());
    assert_eq!(late.category_id, "inc-data");
    let on_time: Vec<_> = all
        .incidents
        .iter()
        .filter(|i| i.category_id == "inc-data" && i.id != late.id)
        .collect();
    assert!(
        on_time
            .iter()
            .all(|i| !i.notification_overdue && !i.notified_at.is_empty())
    );

    // Sorts: each column both ways, ties broken by the reference.
    for sort in [
        "reference",
        "title",
        "occurred_on",
        "reported_on",
        "actual_loss",
        "status",
        "updated_at",
    ] {
        for desc in [false, true] {
            let s = if desc {
                format!("-{sort}")
            } else {
                sort.to_owned()
            };
            let got = list(
                &svc,
                pb::ListIncidentsRequest {
                    sort: s.clone(),
                    ..query()
                },
            )
            .await;
            let key = |i: &pb::Incident| -> (String, String) {
                let v = match sort {
                    "reference" => i.reference.clone(),
                    "title" => i.title.clone(),
                    "occurred_on" => i.occurred_on.clone(),
                    "reported_on" => i.reported_on.clone(),
                    "actual_loss" => format!("{:020.2}", i.actual_loss),
                    "status" => i.status.clone(),
                    _ => i.updated_at.clone(),
                };
                (v, i.reference.clone())
            };
            let keys: Vec<_> = got.incidents.iter().map(key).collect();
            let mut expected = keys.clone();
            expected.sort();
            if desc {
                expected.reverse();
            }
            if sort == "title" && postgres {
                // The database's collation, not byte order: same rows.
                let mut keys = keys;
                keys.sort();
                expected.sort();
                assert_eq!(keys, expected, "sort {s}");
            } else {
                assert_eq!(keys, expected, "sort {s}");
            }
        }
    }

    // Paging: pages of 10 (the last read from the other end) are the whole order.
    let whole = refs(
        &svc,
        pb::ListIncidentsRequest {
            sort: "-actual_loss".into(),
            ..query()
        },
    )
    .await;
    let mut paged = Vec::new();
    for page in 1..=4 {
        let p = list(
            &svc,
            pb::ListIncidentsRequest {
                page,
                per_page: 10,
                sort: "-actual_loss".into(),
                ..query()
            },
        )
        .await;
        assert_eq!(p.total, 25);
        paged.extend(p.incidents.into_iter().map(|i| i.reference));
    }
    assert_eq!(paged, whole);

    // Bad values: 422 naming the fields.
    let e = svc
        .list_incidents(Request::new(pb::ListIncidentsRequest {
            sort: "-colour".into(),
            breach: "yes".into(),
            occurred_from: "01/02/2026".into(),
            ..query()
        }))
        .await
        .unwrap_err();
    assert_eq!(
        reason(&e),
        (
            Code::InvalidArgument,
            "VALIDATION_FAILED".into(),
            vec!["breach".into(), "occurred_from".into(), "sort".into()]
        )
    );

    // Deleted ones are listed only when asked for.
    // As a delete does: the row marked and its updated_at moved on.
    incident::Entity::update_many()
        .col_expr(incident::Column::Deleted, Expr::val(true))
        .col_expr(incident::Column::ApprovalStatus, Expr::val("deleted"))
        .col_expr(incident::Column::UpdatedAt, Expr::val(Utc::now()))
        .filter(incident::Column::Reference.eq("INC-0001"))
        .exec(&db)
        .await
        .unwrap();
    assert_eq!(list(&svc, query()).await.total, 24);
    assert_eq!(
        refs(
            &svc,
            pb::ListIncidentsRequest {
                approval_status: "deleted".into(),
                ..query()
            }
        )
        .await,
        ["INC-0001"]
    );
}

#[tokio::test]
async fn the_register_filters_sorts_and_pages() {
    on_each_database(register_round).await;
}

/// Above 10,000 matches a search's total is PostgreSQL's estimate, flagged
/// (the screen says "about"); SQLite counts. An equality filter's total
/// comes from the tally and is exact however large.
async fn estimate_round(db: DatabaseConnection) {
    let risks: Vec<String> = RISKS.iter().map(|r| (*r).to_owned()).collect();
    seed::demo(&db, &risks, Utc::now()).await.unwrap();
    let model = incident::Entity::find().one(&db).await.unwrap().unwrap();
    for chunk in (0..10_050).collect::<Vec<u32>>().chunks(500) {
        incident::Entity::insert_many(chunk.iter().map(|n| {
            let mut m = model.clone();
            m.id = format!("bulk-{n}");
            m.reference = format!("BULK-{n:05}");
            m.title = format!("Bulk incident {n}");
            m.deleted = false;
            sea_orm::IntoActiveModel::into_active_model(m)
        }))
        .exec(&db)
        .await
        .unwrap();
    }
    let postgres = db.get_database_backend() == sea_orm::DbBackend::Postgres;
    if postgres {
        db.execute_unprepared("ANALYZE incidents").await.unwrap();
    }
    let svc = IncidentGrpc::new(db.clone());
    let bulk = list(
        &svc,
        pb::ListIncidentsRequest {
            q: "bulk".into(),
            page: 3,
            per_page: 20,
            ..Default::default()
        },
    )
    .await;
    assert_eq!(bulk.incidents.len(), 20);
    if postgres {
        assert!(bulk.total_is_estimate, "{}", bulk.total);
        assert!(bulk.total > 10_000, "{}", bulk.total);
    } else {
        assert_eq!((bulk.total, bulk.total_is_estimate), (10_050, false));
    }
    // Without a search: the tally, exact.
    let everything = list(
        &svc,
        pb::ListIncidentsRequest {
            per_page: 20,
            ..Default::default()
        },
    )
    .await;
    let live = incident::Entity::find()
        .filter(incident::Column::Deleted.eq(false))
        .count(&db)
        .await
        .unwrap();
    assert_eq!(
        (everything.total, everything.total_is_estimate),
        (live, false)
    );
    // A small search is exact on both backends.
    let one = list(
        &svc,
        pb::ListIncidentsRequest {
            q: "BULK-00042".into(),
            ..query()
        },
    )
    .await;
    assert_eq!((one.total, one.total_is_estimate), (1, false));
    assert_eq!(one.incidents[0].reference, "BULK-00042");
}

#[tokio::test]
async fn a_large_search_total_is_an_estimate_and_says_so() {
    on_each_database(estimate_round).await;
}

async fn dashboard_round(db: DatabaseConnection) {
    let now = Utc::now();
    seed::demo(&db, &RISKS.map(String::from), now)
        .await
        .unwrap();
    let svc = IncidentGrpc::new(db.clone());
    let d = svc
        .get_incident_dashboard(Request::new(pb::IncidentDashboardRequest {}))
        .await
        .unwrap()
        .into_inner();
    let rows = incident::Entity::find().all(&db).await.unwrap();
    let n =
        |pred: &dyn Fn(&incident::Model) -> bool| rows.iter().filter(|r| pred(r)).count() as u64;
    assert_eq!(d.open, n(&|r| r.status == "open"));
    assert_eq!(d.closed, n(&|r| r.status == "closed"));
    assert_eq!(d.open + d.closed, 25);
    assert!(d.closed > 0);
    assert_eq!(d.pending_approval, n(&|r| r.approval_status == "pending"));
    assert_eq!(d.notification_overdue, 1);

    let types: Vec<&str> = d
        .by_experience_type
        .iter()
        .map(|t| t.key.as_str())
        .collect();
    assert_eq!(
        types,
        [
            "near_miss",
            "opportunity_cost",
            "indirect_loss",
            "direct_financial_loss"
        ]
    );
    for t in &d.by_experience_type {
        assert_eq!(t.count, n(&|r| r.experience_type == t.key));
        let loss: f64 = rows
            .iter()
            .filter(|r| r.experience_type == t.key)
            .map(|r| r.actual_loss)
            .sum();
        assert!((t.loss - loss).abs() < 0.01);
    }
    assert_eq!(d.by_category.len(), 7);
    let fraud = d.by_category.iter().find(|t| t.key == "inc-fraud").unwrap();
    assert_eq!((fraud.label.as_str(), fraud.count), ("Fraud", 4));
    assert_eq!(d.by_function.iter().map(|t| t.count).sum::<u64>(), 25);
    let links = incident_risk::Entity::find().all(&db).await.unwrap();
    assert_eq!(
        d.by_risk.iter().map(|t| t.count).sum::<u64>(),
        links.len() as u64
    );
    let mut by_risk: HashMap<&str, u64> = HashMap::new();
    for l in &links {
        *by_risk.entry(l.risk_id.as_str()).or_default() += 1;
    }
    for t in &d.by_risk {
        assert_eq!(by_risk[t.key.as_str()], t.count);
    }

    // The trend: twelve months to this one; every incident occurred in it.
    assert_eq!(d.trend.len(), 12);
    assert_eq!(d.trend[11].month, now.format("%Y-%m").to_string());
    assert!(d.trend.windows(2).all(|w| w[0].month < w[1].month));
    let in_trend = |day: &str| day >= format!("{}-01", d.trend[0].month).as_str();
    assert_eq!(
        d.trend.iter().map(|m| m.opened).sum::<u64>(),
        n(&|r| in_trend(&r.occurred_on))
    );
    let window = chrono::NaiveDate::parse_from_str(&format!("{}-01", d.trend[0].month), "%Y-%m-%d")
        .unwrap()
        .and_hms_opt(0, 0, 0)
        .unwrap()
        .and_utc();
    assert_eq!(
        d.trend.iter().map(|m| m.closed).sum::<u64>(),
        n(&|r| r.status == "closed" && r.closed_at.is_some_and(|t| t >= window))
    );
    let losses = loss::Entity::find().all(&db).await.unwrap();
    let net: f64 = losses
        .iter()
        .filter(|l| in_trend(&l.booked_on))
        .map(|l| {
            if l.kind == "actual" {
                l.amount
            } else {
                -l.amount
            }
        })
        .sum();
    assert!((d.trend.iter().map(|m| m.loss).sum::<f64>() - net).abs() < 0.01);
    for m in &d.trend {
        let opened = rows
            .iter()
            .filter(|r| r.occurred_on.starts_with(&m.month))
            .count() as u64;
        assert_eq!(m.opened, opened, "{}", m.month);
    }

    // Mean days to close, over the closed ones.
    let closed: Vec<f64> = rows
        .iter()
        .filter(|r| r.status == "closed")
        .map(|r| {
            let start = chrono::NaiveDate::parse_from_str(&r.occurred_on, "%Y-%m-%d")
                .unwrap()
                .and_hms_opt(0, 0, 0)
                .unwrap()
                .and_utc();
            (r.closed_at.unwrap() - start).num_seconds() as f64 / 86_400.0
        })
        .collect();
    let mean = closed.iter().sum::<f64>() / closed.len() as f64;
    assert!(
        (d.mean_days_to_close - mean).abs() < 0.01,
        "{} vs {mean}",
        d.mean_days_to_close
    );

    // Overdue actions: incomplete and due before today.
    let today = now.date_naive().format("%Y-%m-%d").to_string();
    let actions = action::Entity::find().all(&db).await.unwrap();
    let overdue = actions
        .iter()
        .filter(|a| a.status == "incomplete" && a.due_on < today)
        .count() as u64;
    assert!(overdue > 0);
    assert_eq!(d.overdue_actions, overdue);
}

#[tokio::test]
async fn the_dashboard_agrees_with_the_rows() {
    on_each_database(dashboard_round).await;
}

async fn export_round(db: DatabaseConnection) {
    seed::demo(&db, &RISKS.map(String::from), Utc::now())
        .await
        .unwrap();
    // Over two batches of 500: 1 025 more rows, cloned from the demo ones.
    let template = incident::Entity::find()
        .all(&db)
        .await
        .unwrap()
        .into_iter()
        .find(|r| r.category_id == "inc-fraud")
        .unwrap();
    let more: Vec<incident::ActiveModel> = (0..1_000)
        .map(|i| {
            incident::ActiveModel::from(incident::Model {
                id: format!("bulk-{i:05}"),
                reference: format!("INC-{:05}", 1_000 + i),
                occurred_on: format!("2025-{:02}-{:02}", 1 + i % 12, 1 + i % 28),
                ..template.clone()
            })
        })
        .collect();
    for chunk in more.chunks(200) {
        incident::Entity::insert_many(chunk.to_vec())
            .exec_without_returning(&db)
            .await
            .unwrap();
    }
    let svc = IncidentGrpc::new(db.clone());
    for sort in ["-occurred_on", "title", "-actual_loss"] {
        let r = pb::ListIncidentsRequest {
            sort: sort.into(),
            ..Default::default()
        };
        let mut stream = svc
            .export_incidents(Request::new(r.clone()))
            .await
            .unwrap()
            .into_inner();
        let mut got = Vec::new();
        let mut batches = 0;
        while let Some(b) = stream.next().await {
            let b = b.unwrap();
            assert_eq!(b.total, 1_025);
            assert!(b.incidents.len() <= 500);
            batches += 1;
            got.extend(b.incidents.into_iter().map(|i| i.reference));
        }
        assert_eq!(batches, 3);
        assert_eq!(got.len(), 1_025);
        assert_eq!(got.iter().collect::<HashSet<_>>().len(), 1_025);
        // The same order as the register's pages.
        let mut paged = Vec::new();
        for page in 1..=11 {
            paged.extend(
                list(
                    &svc,
                    pb::ListIncidentsRequest {
                        page,
                        per_page: 100,
                        ..r.clone()
                    },
                )
                .await
                .incidents
                .into_iter()
                .map(|i| i.reference),
            );
        }
        assert_eq!(paged, got, "sort {sort}");
    }
    // A filter narrows the export; a bad one is refused before it starts.
    let mut stream = svc
        .export_incidents(Request::new(pb::ListIncidentsRequest {
            notification_overdue: true,
            ..Default::default()
        }))
        .await
        .unwrap()
        .into_inner();
    let first = stream.next().await.unwrap().unwrap();
    assert_eq!((first.total, first.incidents.len()), (1, 1));
    assert!(stream.next().await.is_none());
    let e = svc
        .export_incidents(Request::new(pb::ListIncidentsRequest {
            status: "ajar".into(),
            ..Default::default()
        }))
        .await
        .err()
        .unwrap();
    assert_eq!(reason(&e).2, ["status"]);
}

#[tokio::test]
async fn the_export_streams_every_row_in_the_register_order() {
    on_each_database(export_round).await;
}
