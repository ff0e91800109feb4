//! Bulk import of controls (issue 13) through the REST API with the real
//! services: a dry run that reports every problem by line and column and
//! writes nothing, an all-or-nothing import with one audit event per control,
//! the row limit, and a template that reads back as a clean import.

use serde_json::Value;

use crate::helpers::{TestApp, post_bytes, send, spawn_app};

const PATH: &str = "/api/v1/controls/import";

async fn post_file(app: &TestApp, token: &str, query: &str, body: Vec<u8>) -> (u16, Value) {
    post_bytes(app, token, &format!("{PATH}?{query}"), body).await
}

async fn total(app: &TestApp, token: &str, path: &str) -> u64 {
    let (status, page) = send(app, "GET", path, token, None).await;
    assert_eq!(status, 200, "{path}: {page}");
    page["total"].as_u64().unwrap()
}

async fn controls_total(app: &TestApp, token: &str) -> u64 {
    total(app, token, "/api/v1/controls?per_page=1").await
}

/// Two new risks (the test register has none): their references and the
/// first one's id.
async fn two_risks(app: &TestApp, token: &str) -> (String, String, String) {
    let csv = "title,category,function,owner_email,gross_likelihood,gross_impact\n\
               Card processor outage,Third parties,Operations,editor@demo.com,3,4\n\
               Payment fraud,Third parties,Operations,editor@demo.com,2,5\n";
    let res = app
        .http
        .post(app.url("/api/v1/risks/import?file_name=risks.csv"))
        .bearer_auth(token)
        .body(csv)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status().as_u16(), 201);
    let body: Value = res.json().await.unwrap();
    let r = |i: usize| body["references"][i].as_str().unwrap().to_owned();
    let (_, page) = send(
        app,
        "GET",
        &format!("/api/v1/risks?q={}", r(0)),
        token,
        None,
    )
    .await;
    let id = page["data"][0]["id"]
        .as_str()
        .unwrap_or_else(|| panic!("no risk {} in {page}", r(0)))
        .to_owned();
    (r(0), r(1), id)
}

const HEAD: &str = "title *,description,intention *,criticality *,owner,function,state,adequacy *,effectiveness *,risks\n";

fn problems(body: &Value) -> Vec<(u64, String, String)> {
    body["problems"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            (
                p["line"].as_u64().unwrap(),
                p["column"].as_str().unwrap().to_owned(),
                p["message"].as_str().unwrap().to_owned(),
            )
        })
        .collect()
}

#[tokio::test]
async fn a_control_dry_run_reports_every_problem_by_line_and_column_and_writes_nothing() {
    let app = spawn_app().await;
    let editor = app.token("editor@demo.com").await;
    let before = controls_total(&app, &editor).await;
    let (r1, r2, _) = two_risks(&app, &editor).await;
    let csv = format!(
        "{HEAD}\
         Badge access review,Quarterly,detect,high,editor@demo.com,Operations,in place,2,2,{r1}; {r2}\n\
         ,No title,stop,Huge,nobody@demo.com,Nowhere,,,great,R-9999\n\
         \"Payments, dual approval\",Quoted,prevent,Low,Editor@Demo.com,,retired,9,1,\n"
    );
    let (status, body) = post_file(
        &app,
        &editor,
        "file_name=controls.csv&dry_run=true",
        csv.clone().into_bytes(),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(
        (body["rows"].as_u64(), body["imported"].as_u64()),
        (Some(3), Some(0))
    );
    let found = problems(&body);
    for (line, column) in [
        (3, "title"),
        (3, "intention"),
        (3, "criticality"),
        (3, "owner"),
        (3, "function"),
        (3, "adequacy"),
        (3, "effectiveness"),
        (3, "risks"),
        (4, "adequacy"),
        (4, "state"),
    ] {
        assert!(
            found
                .iter()
                .any(|(l, c, m)| *l == line && c == column && !m.is_empty()),
            "({line}, {column}) missing from {found:?}"
        );
    }
    assert!(
        !found.iter().any(|(l, _, _)| *l == 2),
        "line 2 is good: {found:?}"
    );
    let message = |line: u64, column: &str| {
        found
            .iter()
            .find(|(l, c, _)| *l == line && c == column)
            .map(|(_, _, m)| m.clone())
            .unwrap()
    };
    // An unrated control is not rated by default: it is refused.
    assert_eq!(message(3, "adequacy"), "Required");
    assert!(message(3, "risks").contains("R-9999"), "{found:?}");
    assert!(message(3, "owner").contains("nobody@demo.com"), "{found:?}");
    assert_eq!(
        controls_total(&app, &editor).await,
        before,
        "a dry run writes nothing"
    );

    // The same file for real: refused whole, nothing written.
    let (status, body) = post_file(&app, &editor, "file_name=controls.csv", csv.into_bytes()).await;
    assert_eq!(status, 422, "{body}");
    assert_eq!(body["imported"], 0);
    assert_eq!(controls_total(&app, &editor).await, before);

    // Someone who may only read may not import.
    let reader = app.token("demo@demo.com").await;
    let (status, _) = post_file(
        &app,
        &reader,
        "file_name=controls.csv&dry_run=true",
        b"x".to_vec(),
    )
    .await;
    assert_eq!(status, 403);
    app.stop().await;
}

#[tokio::test]
async fn a_clean_control_file_imports_every_row_each_audited_and_linked() {
    let app = spawn_app().await;
    let editor = app.token("editor@demo.com").await;
    let admin = app.token("admin@demo.com").await;
    let before = controls_total(&app, &editor).await;
    let (r1, r2, risk_id) = two_risks(&app, &editor).await;
    let audited = "/api/v1/audit-events?entity_type=control&action=created&per_page=1";
    let audited_before = total(&app, &admin, audited).await;
    let mut csv = HEAD.to_owned();
    let n = 300;
    for i in 0..n {
        let risks = match i % 3 {
            0 => format!("{r1}; {r2}"),
            1 => r2.to_lowercase(),
            _ => String::new(),
        };
        csv.push_str(&format!(
            "Imported control {i},Row {i},{},{},editor@demo.com,Information Technology,{},{},{},{risks}\n",
            ["prevent", "detect", "correct"][i % 3],
            ["High", "Medium", "Low"][i % 3],
            ["proposed", "in_place"][i % 2],
            i % 2 + 1,
            i % 3 + 1,
        ));
    }
    let (status, body) = post_file(&app, &editor, "file_name=controls.csv", csv.into_bytes()).await;
    assert_eq!(status, 201, "{body}");
    assert_eq!(body["imported"], n);
    let references = body["references"].as_array().unwrap();
    assert_eq!(references.len(), n);
    assert!(
        references
            .iter()
            .all(|r| r.as_str().unwrap().starts_with("C-"))
    );
    assert_eq!(controls_total(&app, &editor).await, before + n as u64);

    let (_, page) = send(
        &app,
        "GET",
        "/api/v1/controls?q=Imported%20control%20299",
        &editor,
        None,
    )
    .await;
    let control = &page["data"][0];
    assert_eq!(control["title"], "Imported control 299");
    assert_eq!(control["function_id"], "fn-it");
    assert_eq!(control["state"], "in_place");
    assert_eq!(control["intention"], "correct");
    assert_eq!(
        (
            control["adequacy"].as_u64(),
            control["effectiveness"].as_u64()
        ),
        (Some(2), Some(3))
    );
    // Row 0 links both risks: the first risk now lists it.
    let (_, page) = send(
        &app,
        "GET",
        "/api/v1/controls?q=Imported%20control%200&per_page=100",
        &editor,
        None,
    )
    .await;
    let first = page["data"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["title"] == "Imported control 0")
        .unwrap();
    assert_eq!(first["risk_ids"].as_array().unwrap().len(), 2, "{first}");
    let (_, linked) = send(
        &app,
        "GET",
        &format!("/api/v1/controls?risk_id={risk_id}&per_page=1"),
        &editor,
        None,
    )
    .await;
    assert!(linked["total"].as_u64().unwrap() >= 100, "{linked}");

    // Audited like a create: one "created" event per control.
    let mut seen = 0;
    for _ in 0..100 {
        seen = total(&app, &admin, audited).await;
        if seen >= audited_before + n as u64 {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(200)).await;
    }
    assert_eq!(
        seen,
        audited_before + n as u64,
        "one audit event per imported control"
    );
    app.stop().await;
}

#[tokio::test]
async fn a_control_file_over_ten_thousand_rows_is_refused_before_anything_else() {
    let app = spawn_app().await;
    let editor = app.token("editor@demo.com").await;
    let before = controls_total(&app, &editor).await;
    let mut csv = HEAD.to_owned();
    for i in 0..10_001 {
        csv.push_str(&format!("Control {i},,prevent,High,,,,1,1,\n"));
    }
    let (status, body) = post_file(
        &app,
        &editor,
        "file_name=controls.csv&dry_run=true",
        csv.into_bytes(),
    )
    .await;
    assert_eq!(
        (status, body["error"]["code"].as_str()),
        (400, Some("IMPORT_TOO_LARGE")),
        "{body}"
    );
    assert_eq!(controls_total(&app, &editor).await, before);

    // The template reads back as a clean file.
    let res = app
        .http
        .get(app.url(&format!("{PATH}/template.xlsx")))
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
    assert_eq!(
        (
            body["rows"].as_u64(),
            body["problems"].as_array().map(Vec::len)
        ),
        (Some(1), Some(0)),
        "{body}"
    );
    app.stop().await;
}
