//! The register's query path (issue 12, ADR 0014) on SQLite and, when
//! `TEST_DATABASE_URL` is set (CI), on PostgreSQL too: keyset pages hold
//! exactly the rows of the numbered pages, the search finds any substring
//! through its index, and a large total is an estimate that says so.

mod common;

use chrono::{Duration, TimeZone, Utc};
use common::databases;
use risk_service::store::{
    counts::{CountCache, Total},
    entities::risk,
    method::load_current,
    risk_list::{self, Filter, Paging, RegisterPage},
};
use sea_orm::{
    ConnectionTrait, DatabaseConnection, DbBackend, EntityTrait, IntoActiveModel, PaginatorTrait,
    QueryFilter, QueryTrait, Statement, sea_query::SqliteQueryBuilder,
};

/// Risk `i`: few distinct scores, titles and times, so every sort has ties
/// that only the reference breaks.
fn risk(i: u32) -> risk::Model {
    let t0 = Utc.with_ymd_and_hms(2026, 1, 1, 0, 0, 0).unwrap();
    let text = String::new;
    risk::Model {
        id: format!("id-{i:05}"),
        // Not in insertion order, so the reference order is its own.
        reference: format!("R-{:05}", (i * 7919) % 100_000),
        title: [
            "Supplier onboarding backlog",
            "Fire in the server room",
            "Lodz office flood",
        ][(i % 3) as usize]
            .to_owned(),
        description: text(),
        risk_event: text(),
        causes: text(),
        effects: text(),
        category_id: Some(format!("cat-{}", i % 4)),
        function_id: Some(format!("fn-{}", i % 5)),
        owner_id: None,
        status: "active".into(),
        approval_status: if i.is_multiple_of(6) {
            "pending"
        } else {
            "approved"
        }
        .into(),
        gross_likelihood: 1 + (i % 5) as i32,
        gross_impact: 2,
        gross_score: 2 * (1 + (i % 5) as i32),
        gross_level: 1,
        control_score: None,
        net_likelihood: 1,
        net_impact: 1 + (i % 3) as i32,
        net_score: 1 + (i % 3) as i32,
        net_level: 1,
        net_rating: ["Minimal", "Low", "Medium"][(i % 3) as usize].to_owned(),
        override_likelihood: None,
        override_impact: None,
        override_justification: text(),
        response: "monitor".into(),
        appetite: "Medium".into(),
        over_appetite: false,
        trend: 0,
        key_risk_indicator: text(),
        kri_level: text(),
        method_version: 1,
        version: 1,
        changed_by: text(),
        created_by: text(),
        created_at: t0,
        // Microseconds, as PostgreSQL keeps them.
        updated_at: t0 + Duration::microseconds(1_500_001 * i64::from(i % 4)),
        deleted_at: None,
        acceptance_justification: text(),
        acceptance_expires_on: None,
        acceptance_expired: false,
        acceptance_approved_by: text(),
        next_review_on: None,
        last_reviewed_at: None,
        reassessment_due: false,
        reassessment_reason: text(),
    }
}

async fn insert(db: &DatabaseConnection, risks: impl IntoIterator<Item = risk::Model>) {
    let all: Vec<_> = risks.into_iter().map(|r| r.into_active_model()).collect();
    for chunk in all.chunks(400) {
        risk::Entity::insert_many(chunk.to_vec())
            .exec(db)
            .await
            .unwrap();
    }
}

async fn page(db: &DatabaseConnection, f: &Filter, paging: Paging<'_>) -> RegisterPage {
    let v = load_current(db).await.unwrap();
    risk_list::list(db, &v, f, &CountCache::default(), paging)
        .await
        .unwrap()
}

fn filter(sort: &str, q: &str) -> Filter {
    Filter {
        q: q.into(),
        sort: sort.into(),
        ..Filter::default()
    }
}

fn ids(p: &RegisterPage) -> Vec<String> {
    p.risks.iter().map(|r| r.row.id.clone()).collect()
}

const SORTS: [&str; 10] = [
    "reference",
    "-reference",
    "title",
    "-title",
    "net_score",
    "-net_score",
    "gross_score",
    "-gross_score",
    "updated_at",
    "-updated_at",
];

#[tokio::test]
async fn keyset_pages_hold_exactly_the_rows_of_the_numbered_pages_for_every_sort() {
    for db in databases().await {
        let conn = &db.conn;
        insert(conn, (0..61).map(risk)).await;
        let all = risk::Entity::find().all(conn).await.unwrap();
        for sort in SORTS {
            for approval in ["", "approved"] {
                let f = Filter {
                    approval_status: approval.into(),
                    ..filter(sort, "")
                };
                // What the sort means: the column, then the reference.
                let mut want: Vec<&risk::Model> = all
                    .iter()
                    .filter(|r| approval.is_empty() || r.approval_status == approval)
                    .collect();
                let key = |r: &risk::Model| match sort.trim_start_matches('-') {
                    "title" => (r.title.clone(), 0, r.reference.clone()),
                    "net_score" => (String::new(), i64::from(r.net_score), r.reference.clone()),
                    "gross_score" => (String::new(), i64::from(r.gross_score), r.reference.clone()),
                    "updated_at" => (
                        String::new(),
                        r.updated_at.timestamp_micros(),
                        r.reference.clone(),
                    ),
                    _ => (String::new(), 0, r.reference.clone()),
                };
                want.sort_by_key(|r| key(r));
                if sort.starts_with('-') {
                    want.reverse();
                }
                let want: Vec<String> = want.iter().map(|r| r.id.clone()).collect();

                let (mut numbered, mut seeked) = (vec![], vec![]);
                let mut after = String::new();
                for n in 1..=20 {
                    let by_number = page(
                        conn,
                        &f,
                        Paging {
                            page: n,
                            per_page: 7,
                            after: "",
                        },
                    )
                    .await;
                    let by_cursor = page(
                        conn,
                        &f,
                        Paging {
                            page: 1,
                            per_page: 7,
                            after: &after,
                        },
                    )
                    .await;
                    assert_eq!(
                        ids(&by_cursor),
                        ids(&by_number),
                        "{:?} {sort} {approval:?} page {n}",
                        db.backend()
                    );
                    assert_eq!(by_cursor.total.n, want.len() as u64);
                    assert!(!by_cursor.total.estimated);
                    numbered.extend(ids(&by_number));
                    seeked.extend(ids(&by_cursor));
                    if by_cursor.next.is_empty() {
                        break;
                    }
                    after = by_cursor.next;
                }
                assert_eq!(seeked, want, "{:?} {sort} {approval:?}", db.backend());
                assert_eq!(numbered, want);
            }
        }
        db.drop().await;
    }
}

/// A register query whose filters match nothing is planned with its values
/// every time, not with a generic plan after five runs, and a deep page is
/// read through its index rather than sorted (ADR 14).
#[tokio::test]
async fn postgres_plans_every_register_query_with_its_values() {
    for db in databases().await {
        if db.backend() == DbBackend::Postgres {
            let row = db
                .conn
                .query_one_raw(Statement::from_string(
                    DbBackend::Postgres,
                    "SELECT current_setting('plan_cache_mode') AS mode, \
                       current_setting('random_page_cost') AS page_cost",
                ))
                .await
                .unwrap()
                .unwrap();
            assert_eq!(
                row.try_get::<String>("", "mode").unwrap(),
                "force_custom_plan"
            );
            assert_eq!(row.try_get::<String>("", "page_cost").unwrap(), "1.1");
        }
        db.drop().await;
    }
}

#[tokio::test]
async fn a_cursor_of_another_sort_is_refused() {
    for db in databases().await {
        insert(&db.conn, (0..10).map(risk)).await;
        let first = page(
            &db.conn,
            &filter("title", ""),
            Paging {
                page: 1,
                per_page: 4,
                after: "",
            },
        )
        .await;
        let v = load_current(&db.conn).await.unwrap();
        let refused = risk_list::list(
            &db.conn,
            &v,
            &filter("-title", ""),
            &CountCache::default(),
            Paging {
                page: 1,
                per_page: 4,
                after: &first.next,
            },
        )
        .await;
        assert!(matches!(
            refused,
            Err(risk_service::domain::RiskError::Invalid(_))
        ));
        db.drop().await;
    }
}

async fn found(db: &DatabaseConnection, q: &str) -> Vec<String> {
    let p = page(
        db,
        &filter("reference", q),
        Paging {
            page: 1,
            per_page: 100,
            after: "",
        },
    )
    .await;
    assert_eq!(p.total.n, p.risks.len() as u64, "{q}");
    let mut titles: Vec<String> = p.risks.iter().map(|r| r.row.title.clone()).collect();
    titles.dedup();
    titles
}

#[tokio::test]
async fn the_search_finds_a_substring_in_the_middle_of_a_title_or_reference_on_both_backends() {
    for db in databases().await {
        let conn = &db.conn;
        insert(conn, (0..9).map(risk)).await;
        // Mid-title, any case, spaces included; too short for a trigram too.
        for q in ["boarding back", "  BOARDING B ", "oa", "nboa"] {
            assert_eq!(found(conn, q).await, ["Supplier onboarding backlog"], "{q}");
        }
        assert_eq!(
            found(conn, "ire in the s").await,
            ["Fire in the server room"]
        );
        // A reference, in the middle.
        let reference = risk(4).reference;
        let p = page(
            conn,
            &filter("reference", &reference[2..6]),
            Paging {
                page: 1,
                per_page: 100,
                after: "",
            },
        )
        .await;
        assert!(p.risks.iter().any(|r| r.row.reference == reference));
        // Wildcards and quotes are plain characters.
        for q in ["%", "_", "b%g", "\"board", "back\"log"] {
            assert!(found(conn, q).await.is_empty(), "{q}");
        }
        if db.backend() == DbBackend::Sqlite {
            assert!(
                sqlite_plan(conn, "boarding").await.contains("risks_search"),
                "the search reads the trigram table"
            );
        }
        // The index follows an edit: the old title is no longer found.
        conn.execute_unprepared(
            "UPDATE risks SET title = 'Vendor backlog review' WHERE title = 'Supplier onboarding backlog'",
        )
        .await
        .unwrap();
        assert!(found(conn, "onboarding").await.is_empty());
        assert_eq!(found(conn, "dor backl").await, ["Vendor backlog review"]);
        db.drop().await;
    }
}

/// SQLite's plan of the register's search for `q`.
async fn sqlite_plan(db: &DatabaseConnection, q: &str) -> String {
    let select = risk::Entity::find()
        .filter(filter("", q).condition_on(DbBackend::Sqlite))
        .into_query()
        .to_string(SqliteQueryBuilder);
    db.query_all_raw(Statement::from_string(
        DbBackend::Sqlite,
        format!("EXPLAIN QUERY PLAN {select}"),
    ))
    .await
    .unwrap()
    .iter()
    .map(|row| row.try_get::<String>("", "detail").unwrap())
    .collect::<Vec<_>>()
    .join("\n")
}

#[tokio::test]
async fn a_large_search_total_is_an_estimate_and_says_so_while_filter_totals_are_exact() {
    for db in databases().await {
        let conn = &db.conn;
        insert(conn, (0..10_050).map(risk)).await;
        if db.backend() == DbBackend::Postgres {
            conn.execute_unprepared("ANALYZE risks").await.unwrap();
        }
        let third = Paging {
            page: 3,
            per_page: 20,
            after: "",
        };
        // Every title has an "o": a search matching all 10 050 risks.
        let everything = page(conn, &filter("-net_score", "o"), third).await;
        assert_eq!(everything.risks.len(), 20);
        if db.backend() == DbBackend::Postgres {
            assert!(everything.total.estimated, "{:?}", everything.total);
            assert!(everything.total.n > 10_000, "{:?}", everything.total);
        } else {
            assert_eq!(everything.total.n, 10_050);
            assert!(!everything.total.estimated);
        }
        // Without a search the total comes from the tally: exact however
        // large, on both backends.
        let unsearched = page(conn, &filter("-net_score", ""), third).await;
        assert_eq!(unsearched.total, Total::exact(10_050));
        // 10 050 / 5 functions.
        let one_function = Filter {
            function_id: "fn-3".into(),
            ..filter("title", "")
        };
        let p = page(
            conn,
            &one_function,
            Paging {
                page: 1,
                per_page: 20,
                after: "",
            },
        )
        .await;
        assert_eq!(p.total, Total::exact(2_010));
        db.drop().await;
    }
}

/// The tally's totals are the counts of the filter's own condition, for
/// every combination of the filters the register offers, deleted risks
/// included; a numbered page past the end is empty, and a page read from
/// the end (the second half) holds the rows an OFFSET from the start finds.
#[tokio::test]
async fn filter_totals_match_a_count_and_pages_from_the_end_match_pages_from_the_start() {
    for db in databases().await {
        let conn = &db.conn;
        let mut rows: Vec<_> = (0..600).map(risk).collect();
        for r in rows.iter_mut().filter(|r| r.net_score == 3) {
            r.over_appetite = true;
        }
        for r in rows.iter_mut().step_by(7) {
            r.approval_status = "deleted".into();
            r.deleted_at = Some(r.updated_at);
        }
        insert(conn, rows).await;
        let statuses = ["", "approved", "pending", "deleted"];
        let functions = ["", "fn-1", "fn-4", "fn-9"];
        let ratings = ["", "Low", "Medium"];
        for approval in statuses {
            for function in functions {
                for rating in ratings {
                    for over in [false, true] {
                        let f = Filter {
                            approval_status: approval.into(),
                            function_id: function.into(),
                            rating: rating.into(),
                            over_appetite: over,
                            category_id: if over { "cat-2".into() } else { String::new() },
                            ..filter("title", "")
                        };
                        let counted = risk::Entity::find()
                            .filter(f.condition())
                            .count(conn)
                            .await
                            .unwrap();
                        let all = Paging {
                            page: 1,
                            per_page: 1_000,
                            after: "",
                        };
                        let p = page(conn, &f, all).await;
                        assert_eq!(p.total, Total::exact(counted), "{f:?}");
                        assert_eq!(p.risks.len() as u64, counted, "{f:?}");
                    }
                }
            }
        }
        // Page by page, 7 rows a page, every sort: the pages read from the
        // end are the slices of the whole ordered list.
        let approved = Filter {
            approval_status: "approved".into(),
            ..filter("", "")
        };
        for sort in SORTS {
            let f = Filter {
                sort: sort.into(),
                ..approved.clone()
            };
            let whole = page(
                conn,
                &f,
                Paging {
                    page: 1,
                    per_page: 1_000,
                    after: "",
                },
            )
            .await;
            let whole = ids(&whole);
            let n = whole.len() as u64;
            for p in 1..=n.div_ceil(7) + 1 {
                let got = page(
                    conn,
                    &f,
                    Paging {
                        page: p,
                        per_page: 7,
                        after: "",
                    },
                )
                .await;
                let from = ((p - 1) * 7).min(n) as usize;
                let to = (p * 7).min(n) as usize;
                assert_eq!(ids(&got), whole[from..to], "{sort} page {p}");
            }
        }
        db.drop().await;
    }
}
