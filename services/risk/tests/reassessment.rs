//! The loop back from incidents (issue 14, ADR 0020), on SQLite and, when
//! `TEST_DATABASE_URL` is set (CI), on PostgreSQL: an incident's
//! `reassessment_requested` flags each live risk it names once, whatever is
//! delivered again; unknown and deleted risks are skipped; a changed
//! assessment or a recorded review clears the flag, each with its event.

mod common;

use common::databases;
use platform::{events::AuditEvent, grpc::Caller};
use risk_service::{
    domain::{
        risk::{RiskForCreate, RiskForUpdate, RiskInput, RiskReview},
        use_cases,
    },
    store::{
        entities::{reassessment_request, risk},
        method::load_current,
    },
};
use sea_orm::{
    ConnectionTrait, DatabaseConnection, EntityTrait, FromQueryResult, PaginatorTrait, Statement,
};
use serde_json::{Value, json};

fn editor() -> Caller {
    Caller {
        user_id: "usr-editor".into(),
        name: "Emma Editor".into(),
        role: "editor".into(),
        service: "gateway".into(),
        ..Default::default()
    }
}

fn input(title: &str, likelihood: u32) -> RiskInput {
    RiskInput {
        title: title.into(),
        category_id: Some("cat-operational".into()),
        function_id: Some("fn-operations".into()),
        owner_id: Some("usr-owner".into()),
        gross_likelihood: likelihood,
        gross_impact: 2,
        response: "improve".into(),
        ..Default::default()
    }
}

/// The incident service's event asking to re-assess `risk_ids`.
fn requested(risk_ids: &[&str], reason: &str, reference: &str) -> AuditEvent {
    AuditEvent::new("incident", "incident", "inc-1", "reassessment_requested")
        .actor("usr-handler", "Hank Handler")
        .request("req-1", "10.0.0.7")
        .changes(
            Value::Null,
            json!({ "risk_ids": risk_ids, "reason": reason, "reference": reference,
                    "title": "Server room flooded" }),
        )
}

#[derive(FromQueryResult)]
struct Payload {
    payload: String,
}

/// The outbox events of `action` (`risk.risk.<action>`), oldest first.
async fn events(db: &DatabaseConnection, action: &str) -> Vec<Value> {
    let sql = format!(
        "SELECT payload FROM outbox WHERE routing_key = 'risk.risk.{action}' ORDER BY created_at, id"
    );
    Payload::find_by_statement(Statement::from_string(db.get_database_backend(), sql))
        .all(db)
        .await
        .unwrap()
        .into_iter()
        .map(|p| serde_json::from_str(&p.payload).unwrap())
        .collect()
}

async fn row(db: &DatabaseConnection, id: &str) -> risk::Model {
    risk::Entity::find_by_id(id.to_owned())
        .one(db)
        .await
        .unwrap()
        .unwrap()
}

async fn create(db: &DatabaseConnection, title: &str) -> risk::Model {
    let v = load_current(db).await.unwrap();
    let req = RiskForCreate {
        risk: input(title, 2),
        submit: true,
        ..Default::default()
    };
    use_cases::create_risk(db, &v, &editor(), req, None)
        .await
        .unwrap()
        .row
}

async fn soft_delete(db: &DatabaseConnection, id: &str) {
    let backend = db.get_database_backend();
    let sql = if backend == sea_orm::DbBackend::Postgres {
        "UPDATE risks SET deleted_at = updated_at WHERE id = $1"
    } else {
        "UPDATE risks SET deleted_at = updated_at WHERE id = ?"
    };
    db.execute_raw(Statement::from_sql_and_values(backend, sql, [id.into()]))
        .await
        .unwrap();
}

#[tokio::test]
async fn a_request_flags_each_live_risk_once_and_skips_unknown_and_deleted_ones() {
    for db in databases().await {
        let conn = &db.conn;
        let a = create(conn, "Flood in the basement").await;
        let b = create(conn, "Power outage").await;
        let gone = create(conn, "Retired risk").await;
        soft_delete(conn, &gone.id).await;

        let event = requested(
            &[&a.id, "no-such-risk", &b.id, &gone.id, &a.id],
            "linked",
            "INC-0042",
        );
        // Three consumers (replicas, or a redelivery racing the first
        // delivery) get the same event at once.
        let (x, y, z) = tokio::join!(
            use_cases::on_reassessment_events(conn, std::slice::from_ref(&event)),
            use_cases::on_reassessment_events(conn, std::slice::from_ref(&event)),
            use_cases::on_reassessment_events(conn, std::slice::from_ref(&event)),
        );
        assert_eq!(x.unwrap() + y.unwrap() + z.unwrap(), 2, "a and b, once");

        let flagged = row(conn, &a.id).await;
        assert!(flagged.reassessment_due);
        assert_eq!(flagged.reassessment_reason, "linked:INC-0042");
        assert_eq!(flagged.version, a.version + 1, "a flag is a change");
        assert!(row(conn, &b.id).await.reassessment_due);
        assert!(
            !row(conn, &gone.id).await.reassessment_due,
            "deleted: skipped"
        );

        let sent = events(conn, "reassessment_flagged").await;
        assert_eq!(sent.len(), 2, "{sent:?}");
        let first = sent.iter().find(|e| e["entity"]["id"] == a.id).unwrap();
        assert_eq!(first["actor"]["name"], "Hank Handler");
        assert_eq!(first["request_id"], "req-1");
        assert_eq!(first["changes"]["before"]["reassessment_due"], false);
        let after = &first["changes"]["after"];
        assert_eq!(after["reassessment_due"], true);
        assert_eq!(after["reassessment_reason"], "linked:INC-0042");
        assert_eq!(after["owner_id"], "usr-owner");
        assert_eq!(after["reference"], a.reference.as_str());
        assert_eq!(after["title"], "Flood in the basement");
        assert_eq!(after["reason"], "linked");
        assert_eq!(after["incident_reference"], "INC-0042");
        assert_eq!(after["incident_title"], "Server room flooded");

        // Delivered again later (the consumer died between commit and ack):
        // nothing changes.
        assert_eq!(
            use_cases::on_reassessment_events(conn, std::slice::from_ref(&event))
                .await
                .unwrap(),
            0
        );
        assert_eq!(events(conn, "reassessment_flagged").await.len(), 2);
        assert_eq!(row(conn, &a.id).await.version, a.version + 1);
        let processed = reassessment_request::Entity::find()
            .all(conn)
            .await
            .unwrap();
        assert_eq!(processed.len(), 1);
        assert_eq!(processed[0].event_id, event.id.to_string());
        assert_eq!(processed[0].flagged, 2);

        // Another request for the same reason and incident changes nothing;
        // the incident's loss passing its threshold is news.
        let again = requested(&[&a.id], "linked", "INC-0042");
        assert_eq!(
            use_cases::on_reassessment_events(conn, &[again])
                .await
                .unwrap(),
            0
        );
        let loss = requested(&[&a.id], "loss_threshold", "INC-0042");
        assert_eq!(
            use_cases::on_reassessment_events(conn, &[loss])
                .await
                .unwrap(),
            1
        );
        let now = row(conn, &a.id).await;
        assert_eq!(now.reassessment_reason, "loss_threshold:INC-0042");
        let sent = events(conn, "reassessment_flagged").await;
        assert_eq!(sent.len(), 3);
        assert_eq!(
            sent[2]["changes"]["before"]["reassessment_reason"],
            "linked:INC-0042"
        );
        db.drop().await;
    }
}

#[tokio::test]
async fn unreadable_requests_and_other_events_change_nothing() {
    for db in databases().await {
        let conn = &db.conn;
        let a = create(conn, "Flood in the basement").await;
        let broken = [
            AuditEvent::new("incident", "incident", "i", "reassessment_requested")
                .changes(Value::Null, json!({ "risk_ids": a.id, "reason": "linked" })),
            requested(&[&a.id], "because", "INC-1"),
            requested(&[&a.id], "linked", ""),
        ];
        let other = AuditEvent::new("incident", "incident", "i", "updated").changes(
            Value::Null,
            json!({ "risk_ids": [a.id], "reason": "linked" }),
        );
        let mut batch = broken.to_vec();
        batch.push(other);
        assert_eq!(
            use_cases::on_reassessment_events(conn, &batch)
                .await
                .unwrap(),
            0,
            "no error either"
        );
        assert!(!row(conn, &a.id).await.reassessment_due);
        assert_eq!(
            reassessment_request::Entity::find()
                .count(conn)
                .await
                .unwrap(),
            0
        );
        // A request naming no risk the service knows is remembered, nothing more.
        let empty = requested(&["nope"], "linked", "INC-7");
        assert_eq!(
            use_cases::on_reassessment_events(conn, &[empty])
                .await
                .unwrap(),
            0
        );
        assert_eq!(
            reassessment_request::Entity::find()
                .count(conn)
                .await
                .unwrap(),
            1
        );
        assert!(events(conn, "reassessment_flagged").await.is_empty());
        db.drop().await;
    }
}

#[tokio::test]
async fn a_changed_assessment_or_a_review_clears_the_flag() {
    for db in databases().await {
        let conn = &db.conn;
        let v = load_current(conn).await.unwrap();
        let a = create(conn, "Flood in the basement").await;
        let b = create(conn, "Power outage").await;
        let request = requested(&[&a.id, &b.id], "loss_threshold", "INC-0043");
        assert_eq!(
            use_cases::on_reassessment_events(conn, &[request])
                .await
                .unwrap(),
            2
        );

        // An edit that leaves the ratings as they were is no re-assessment.
        let a1 = row(conn, &a.id).await;
        let mut same = input("Flood in the basement (north wing)", 2);
        same.description = "Water from the river".into();
        let edited = use_cases::update_risk(
            conn,
            &v,
            &editor(),
            RiskForUpdate {
                id: a.id.clone(),
                version: a1.version as u32,
                risk: same,
                submit: false,
            },
            None,
        )
        .await
        .unwrap();
        assert!(edited.row.reassessment_due);
        assert_eq!(edited.row.reassessment_reason, "loss_threshold:INC-0043");
        // The register and the risk's page carry it (Risk fields 45, 46).
        let message: proto::risk::v1::Risk = edited.clone().into();
        assert!(message.reassessment_due);
        assert_eq!(message.reassessment_reason, "loss_threshold:INC-0043");
        assert!(events(conn, "reassessment_cleared").await.is_empty());

        // A new assessment clears it, in the same write.
        let reassessed = use_cases::update_risk(
            conn,
            &v,
            &editor(),
            RiskForUpdate {
                id: a.id.clone(),
                version: edited.row.version as u32,
                risk: input("Flood in the basement (north wing)", 4),
                submit: false,
            },
            None,
        )
        .await
        .unwrap();
        assert!(!reassessed.row.reassessment_due);
        assert_eq!(reassessed.row.reassessment_reason, "");
        let stored = row(conn, &a.id).await;
        assert!(!stored.reassessment_due);
        assert_eq!(stored.version, reassessed.row.version);

        // A recorded review clears it too (the ratings may stand).
        let b1 = row(conn, &b.id).await;
        let next = (chrono::Utc::now() + chrono::Duration::days(200))
            .format("%Y-%m-%d")
            .to_string();
        let reviewed = use_cases::record_review(
            conn,
            &v,
            &editor(),
            RiskReview {
                id: b.id.clone(),
                version: b1.version as u32,
                next_review_on: next,
                comment: "Looked at INC-0043: the rating holds.".into(),
            },
        )
        .await
        .unwrap();
        assert!(!reviewed.row.reassessment_due);
        assert!(!row(conn, &b.id).await.reassessment_due);

        let cleared = events(conn, "reassessment_cleared").await;
        assert_eq!(cleared.len(), 2, "{cleared:?}");
        let by = |id: &str| {
            cleared
                .iter()
                .find(|e| e["entity"]["id"] == id)
                .unwrap()
                .clone()
        };
        let on_a = by(&a.id);
        assert_eq!(on_a["actor"]["id"], "usr-editor");
        assert_eq!(on_a["changes"]["after"]["cause"], "assessment_updated");
        assert_eq!(
            on_a["changes"]["before"]["reassessment_reason"],
            "loss_threshold:INC-0043"
        );
        assert_eq!(on_a["changes"]["after"]["reassessment_due"], false);
        assert_eq!(on_a["changes"]["after"]["owner_id"], "usr-owner");
        assert_eq!(by(&b.id)["changes"]["after"]["cause"], "review_recorded");

        // A risk that is not due clears nothing.
        let b2 = row(conn, &b.id).await;
        use_cases::record_review(
            conn,
            &v,
            &editor(),
            RiskReview {
                id: b.id.clone(),
                version: b2.version as u32,
                next_review_on: b2.next_review_on.clone().unwrap(),
                comment: String::new(),
            },
        )
        .await
        .unwrap();
        assert_eq!(events(conn, "reassessment_cleared").await.len(), 2);
        db.drop().await;
    }
}
