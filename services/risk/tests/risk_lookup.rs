//! GetRisksByIds' store read (`store::risk_lookup::by_ids`), on SQLite and,
//! when `TEST_DATABASE_URL` is set (CI), on PostgreSQL: the live risks among
//! the ids, with their category names, ordered by reference; unknown and
//! deleted ids left out; blanks and repeats ignored; more than 500 ids a
//! 422 on `ids`. The brief form (`briefs_by_ids`) answers the same risks
//! in the same order with their names, category and flags.

mod common;

use common::databases;
use platform::grpc::Caller;
use risk_service::{
    domain::{
        risk::{RiskDeletion, RiskForCreate, RiskInput},
        use_cases,
    },
    store::{
        method::load_current,
        risk_lookup::{briefs_by_ids, by_ids},
    },
};
use sea_orm::DatabaseConnection;

fn editor() -> Caller {
    Caller {
        user_id: "usr-editor".into(),
        name: "Emma Editor".into(),
        role: "editor".into(),
        service: "gateway".into(),
        ..Default::default()
    }
}

async fn create(db: &DatabaseConnection, title: &str) -> (String, u32) {
    let v = load_current(db).await.unwrap();
    let req = RiskForCreate {
        risk: RiskInput {
            title: title.into(),
            category_id: Some("cat-operational".into()),
            function_id: Some("fn-operations".into()),
            owner_id: Some("usr-owner".into()),
            gross_likelihood: 2,
            gross_impact: 2,
            response: "improve".into(),
            ..Default::default()
        },
        submit: false,
        ..Default::default()
    };
    let row = use_cases::create_risk(db, &v, &editor(), req, None)
        .await
        .unwrap()
        .row;
    (row.id, row.version as u32)
}

#[tokio::test]
async fn several_live_risks_are_read_by_id_at_once() {
    for db in databases().await {
        let conn = &db.conn;
        let v = load_current(conn).await.unwrap();
        let (a, _) = create(conn, "First").await;
        let (b, b_version) = create(conn, "Second").await;
        let (gone, gone_version) = create(conn, "Deleted").await;
        let admin = Caller {
            user_id: "usr-admin".into(),
            role: "admin".into(),
            ..editor()
        };
        use_cases::delete_risk(
            conn,
            &admin,
            RiskDeletion {
                id: gone.clone(),
                version: gone_version,
                comment: String::new(),
            },
        )
        .await
        .unwrap();

        let ids = [
            b.clone(),
            a.clone(),
            a.clone(),
            String::new(),
            gone.clone(),
            "0190a000-0000-7000-8000-00000000dead".into(),
        ];
        let found = by_ids(conn, &v, &ids).await.unwrap();
        let titles: Vec<&str> = found.iter().map(|r| r.row.title.as_str()).collect();
        assert_eq!(
            titles,
            ["First", "Second"],
            "by reference, once each, live only"
        );
        assert!(
            found.iter().all(|r| r.category_name.is_some()),
            "category names filled"
        );
        assert_eq!(found[1].row.version as u32, b_version);

        let briefs = briefs_by_ids(conn, &ids).await.unwrap();
        assert_eq!(briefs.len(), found.len(), "the same risks, briefly");
        for (brief, full) in briefs.iter().zip(&found) {
            assert_eq!(brief.id, full.row.id);
            assert_eq!(brief.reference, full.row.reference);
            assert_eq!(brief.title, full.row.title);
            assert_eq!(brief.category_id, full.row.category_id);
            assert_eq!(brief.category_name, full.category_name);
            assert_eq!(brief.status, full.row.status);
            assert_eq!(brief.reassessment_due, full.row.reassessment_due);
        }
        assert!(briefs_by_ids(conn, &[]).await.unwrap().is_empty());
        let many: Vec<String> = (0..=500).map(|i| format!("r{i}")).collect();
        assert!(briefs_by_ids(conn, &many).await.is_err(), "the same limit");

        assert!(by_ids(conn, &v, &[]).await.unwrap().is_empty());
        let many: Vec<String> = (0..=500).map(|i| format!("r{i}")).collect();
        let err = by_ids(conn, &v, &many).await.unwrap_err();
        let api = platform::error::ApiError::from(err);
        assert!(api.fields.contains_key("ids"), "{api:?}");
        db.drop().await;
    }
}
