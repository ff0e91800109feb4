//! Bulk import of risks (issue 13) through the REST API with the real
//! services: the template, a dry run that reports every problem and writes
//! nothing, an all-or-nothing import that is audited and waits for approval.

use serde_json::Value;

use crate::helpers::{TestApp, post_bytes, send, spawn_app};

async fn post_file(app: &TestApp, token: &str, query: &str, body: Vec<u8>) -> (u16, Value) {
    post_bytes(app, token, &format!("/api/v1/risks/import?{query}"), body).await
}

async fn register_total(app: &TestApp, token: &str) -> u64 {
    let (_, page) = send(app, "GET", "/api/v1/risks?per_page=1", token, None).await;
    page["total"].as_u64().unwrap()
}

const HEAD: &str = "title *,description,category *,function *,owner_email *,gross_likelihood *,gross_impact *,response\n";

#[tokio::test]
async fn a_dry_run_reports_every_problem_by_line_and_column_and_writes_nothing() {
    let app = spawn_app().await;
    let editor = app.token("editor@demo.com").await;
    let before = register_total(&app, &editor).await;
    let csv = format!(
        "{HEAD}\
         Card processor outage,One supplier,Third parties,Operations,editor@demo.com,3,4,improve\n\
         ,No title,Nowhere,Operations,nobody@demo.com,9,x,\n\
         \"Fraud, internal\",Quoted,Financial crime,Finance,STAFF@demo.com,2,2,dance\n"
    );
    let (status, body) = post_file(
        &app,
        &editor,
        "file_name=risks.csv&dry_run=true",
        csv.into_bytes(),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["rows"], 3);
    assert_eq!(body["imported"], 0);
    let problems: Vec<(u64, String)> = body["problems"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            (
                p["line"].as_u64().unwrap(),
                p["column"].as_str().unwrap().to_owned(),
            )
        })
        .collect();
    for want in [
        (3, "title"),
        (3, "category"),
        (3, "owner_email"),
        (3, "gross_likelihood"),
        (3, "gross_impact"),
        (4, "response"),
    ] {
        assert!(
            problems.contains(&(want.0, want.1.to_owned())),
            "{want:?} missing from {problems:?}"
        );
    }
    assert!(
        !problems.iter().any(|(line, _)| *line == 2),
        "line 2 is good: {problems:?}"
    );
    assert_eq!(
        register_total(&app, &editor).await,
        before,
        "a dry run writes nothing"
    );

    // The same file for real: refused whole, nothing written.
    let csv = format!("{HEAD},No title,Third parties,Operations,editor@demo.com,3,4,\n");
    let (status, body) = post_file(&app, &editor, "file_name=risks.csv", csv.into_bytes()).await;
    assert_eq!(status, 422, "{body}");
    assert_eq!(register_total(&app, &editor).await, before);
    app.stop().await;
}

#[tokio::test]
async fn a_clean_file_imports_every_row_audited_and_waiting_for_approval() {
    let app = spawn_app().await;
    let editor = app.token("editor@demo.com").await;
    let admin = app.token("admin@demo.com").await;
    let before = register_total(&app, &editor).await;
    let mut csv = HEAD.to_owned();
    for i in 0..250 {
        csv.push_str(&format!(
            "Imported risk {i},Row {i},Operational / Third parties,Information Technology,editor@demo.com,{},{},monitor\n",
            i % 5 + 1,
            (i / 5) % 5 + 1
        ));
    }
    let (status, body) = post_file(
        &app,
        &editor,
        "file_name=risks.csv&submit=true",
        csv.into_bytes(),
    )
    .await;
    assert_eq!(status, 201, "{body}");
    assert_eq!(body["imported"], 250);
    assert_eq!(body["references"].as_array().unwrap().len(), 250);
    assert_eq!(register_total(&app, &editor).await, before + 250);

    let (_, page) = send(
        &app,
        "GET",
        "/api/v1/risks?q=Imported%20risk%20249",
        &editor,
        None,
    )
    .await;
    let risk = &page["data"][0];
    assert_eq!(risk["approval_status"], "pending");
    assert_eq!(risk["function_id"], "fn-it");
    assert_eq!(risk["category_id"], "cat-ops-third");
    // Audited like a create: one event per risk.
    let id = risk["id"].as_str().unwrap();
    let mut found = false;
    for _ in 0..50 {
        let (_, events) = send(
            &app,
            "GET",
            &format!("/api/v1/audit-events?entity_id={id}"),
            &admin,
            None,
        )
        .await;
        found = events["data"]
            .as_array()
            .is_some_and(|e| e.iter().any(|e| e["action"] == "created"));
        if found {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(200)).await;
    }
    assert!(found, "no audit event for the imported risk");
    app.stop().await;
}

#[tokio::test]
async fn the_xlsx_template_reads_back_as_a_valid_import() {
    let app = spawn_app().await;
    let editor = app.token("editor@demo.com").await;
    let res = app
        .http
        .get(app.url("/api/v1/risks/import/template.xlsx"))
        .bearer_auth(&editor)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status().as_u16(), 200);
    let bytes = res.bytes().await.unwrap().to_vec();
    assert!(bytes.starts_with(b"PK"));
    let (status, body) =
        post_file(&app, &editor, "file_name=template.xlsx&dry_run=true", bytes).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["rows"], 1);
    assert_eq!(body["problems"].as_array().unwrap().len(), 0, "{body}");
    let (status, body) =
        post_file(&app, &editor, "file_name=notes.pdf", b"%PDF-1.7".to_vec()).await;
    assert_eq!(
        (status, body["error"]["code"].as_str()),
        (400, Some("IMPORT_UNREADABLE")),
        "{body}"
    );
    app.stop().await;
}
