//! Acceptances that pass their last day come back to the owner (issue 13,
//! docs/risk-acceptance.md), on SQLite and, when `TEST_DATABASE_URL` is set
//! (CI), on PostgreSQL: one `acceptance_expired` event per risk however many
//! sweeps run at once, nothing for acceptances still in force, and a renewed
//! acceptance is in force again.

mod common;

use common::databases;
use platform::grpc::Caller;
use risk_service::{
    domain::{
        risk::{RiskForCreate, RiskForUpdate, RiskInput},
        use_cases,
    },
    store::{entities::risk, method::load_current},
};
use sea_orm::{
    ConnectionTrait, DatabaseConnection, DbBackend, EntityTrait, FromQueryResult, Statement,
};

fn editor() -> Caller {
    Caller {
        user_id: "usr-editor".into(),
        name: "Emma Editor".into(),
        role: "editor".into(),
        service: "gateway".into(),
        ..Default::default()
    }
}

fn days(n: i64) -> String {
    (chrono::Utc::now() + chrono::Duration::days(n))
        .format("%Y-%m-%d")
        .to_string()
}

fn accepted(title: &str, until: String) -> RiskInput {
    RiskInput {
        title: title.into(),
        category_id: Some("cat-operational".into()),
        function_id: Some("fn-operations".into()),
        owner_id: Some("usr-staff".into()),
        gross_likelihood: 2,
        gross_impact: 2,
        response: "accept".into(),
        acceptance_justification: "Cheaper to bear than to treat.".into(),
        acceptance_expires_on: until,
        ..Default::default()
    }
}

#[derive(FromQueryResult)]
struct Count {
    n: i64,
}

async fn expired_events(db: &DatabaseConnection) -> i64 {
    let sql = "SELECT COUNT(*) AS n FROM outbox WHERE routing_key = 'risk.risk.acceptance_expired'";
    Count::find_by_statement(Statement::from_string(db.get_database_backend(), sql))
        .one(db)
        .await
        .unwrap()
        .unwrap()
        .n
}

async fn set_expiry(db: &DatabaseConnection, id: &str, day: &str) {
    let backend = db.get_database_backend();
    let sql = if backend == DbBackend::Postgres {
        "UPDATE risks SET acceptance_expires_on = $1 WHERE id = $2"
    } else {
        "UPDATE risks SET acceptance_expires_on = ? WHERE id = ?"
    };
    db.execute_raw(Statement::from_sql_and_values(
        backend,
        sql,
        [day.into(), id.into()],
    ))
    .await
    .unwrap();
}

#[tokio::test]
async fn an_acceptance_past_its_day_expires_once_and_a_renewal_is_in_force_again() {
    for db in databases().await {
        let conn = &db.conn;
        let v = load_current(conn).await.unwrap();
        let create = |title: &str, until: String| RiskForCreate {
            risk: accepted(title, until),
            submit: true,
            ..Default::default()
        };
        let lapsing =
            use_cases::create_risk(conn, &v, &editor(), create("Lapsing", days(30)), None)
                .await
                .unwrap();
        let current =
            use_cases::create_risk(conn, &v, &editor(), create("Current", days(30)), None)
                .await
                .unwrap();
        // Time passes for one of them: its last day was yesterday.
        set_expiry(conn, &lapsing.row.id, &days(-1)).await;
        let today = days(0);

        // Three replicas sweep at the same moment.
        let (a, b, c) = tokio::join!(
            use_cases::expire_acceptances(conn, &today),
            use_cases::expire_acceptances(conn, &today),
            use_cases::expire_acceptances(conn, &today),
        );
        let expired: Vec<String> = [a.unwrap(), b.unwrap(), c.unwrap()].concat();
        assert_eq!(expired, vec![lapsing.row.reference.clone()]);
        assert_eq!(
            expired_events(conn).await,
            1,
            "one event, not one per sweep"
        );

        let row = risk::Entity::find_by_id(lapsing.row.id.clone())
            .one(conn)
            .await
            .unwrap()
            .unwrap();
        assert!(row.acceptance_expired);
        assert_eq!(row.version, lapsing.row.version + 1, "expiry is a change");
        let untouched = risk::Entity::find_by_id(current.row.id.clone())
            .one(conn)
            .await
            .unwrap()
            .unwrap();
        assert!(!untouched.acceptance_expired);

        // Another sweep finds nothing left.
        assert!(
            use_cases::expire_acceptances(conn, &today)
                .await
                .unwrap()
                .is_empty()
        );

        // The owner renews it: in force again, waiting for approval.
        let renewed = use_cases::update_risk(
            conn,
            &v,
            &editor(),
            RiskForUpdate {
                id: row.id.clone(),
                version: row.version as u32,
                risk: accepted("Lapsing", days(90)),
                submit: true,
            },
            None,
        )
        .await
        .unwrap();
        assert!(!renewed.row.acceptance_expired);
        assert_eq!(renewed.row.approval_status, "pending");
        assert_eq!(renewed.row.acceptance_approved_by, "");
        db.drop().await;
    }
}
