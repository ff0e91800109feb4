//! The register's exports at a size the old page-by-page export cut short
//! (it stopped at 10,000 rows): every row in the CSV and the XLSX, the
//! PDF's stated limit, and non-Latin text that a PDF reader gets back.

use sea_orm::{ConnectionTrait, DbBackend};
use serde_json::json;
use std::io::Read;

use crate::helpers::{TestApp, common, send, spawn_app};

/// More than the old limit of 10,000.
const MANY: usize = 10_050;

/// Inserts `n` approved risks `X-100001`… straight into the risk service's
/// database in one statement (creating them through the API would take
/// minutes).
async fn seed_risks(app: &TestApp, n: usize) {
    let cfg = common(&app.backends, &app.id, app._dir.path(), "risk");
    let db = platform::db::connect(cfg.database_url.expose(), &cfg.database_schema)
        .await
        .unwrap();
    let now = match db.get_database_backend() {
        DbBackend::Postgres => "now()",
        _ => "'2026-01-01 00:00:00+00:00'",
    };
    let sql = format!(
        "WITH RECURSIVE g(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM g WHERE n < {n})
         INSERT INTO risks (
           id, reference, title, description, risk_event, causes, effects,
           category_id, function_id, owner_id, status, approval_status,
           gross_likelihood, gross_impact, gross_score, gross_level, control_score,
           net_likelihood, net_impact, net_score, net_level, net_rating,
           override_likelihood, override_impact, override_justification,
           response, appetite, over_appetite, trend, key_risk_indicator, kri_level,
           method_version, version, changed_by, created_by, created_at, updated_at, deleted_at)
         SELECT 'bulk-' || n, 'X-' || (100000 + n), 'Bulk risk ' || n, '', '', '', '',
           'cat-tech-cyber', 'fn-it', 'usr-staff', 'active', 'approved',
           2, 3, 6, 3, NULL, 2, 3, 6, 3, 'Medium', NULL, NULL, '',
           'monitor', 'Medium', FALSE, 0, '', '', 1, 1, 'usr-editor', 'usr-editor', {now}, {now}, NULL
         FROM g"
    );
    db.execute_unprepared(&sql).await.unwrap();
    db.close().await.unwrap();
}

async fn download(app: &TestApp, path: &str, token: &str) -> Vec<u8> {
    let res = app.get_as(path, token).await;
    assert_eq!(res.status(), 200, "{path}");
    res.bytes().await.unwrap().to_vec()
}

/// The first worksheet's XML of a workbook.
fn sheet_xml(xlsx: &[u8]) -> String {
    let mut zip = zip::ZipArchive::new(std::io::Cursor::new(xlsx)).expect("an XLSX is a zip");
    let mut xml = String::new();
    zip.by_name("xl/worksheets/sheet1.xml")
        .unwrap()
        .read_to_string(&mut xml)
        .unwrap();
    xml
}

/// A PDF's text as a reader extracts it.
fn pdf_text(pdf: &[u8]) -> (usize, String) {
    let doc = lopdf::Document::load_mem(pdf).expect("a readable PDF");
    let pages: Vec<u32> = doc.get_pages().keys().copied().collect();
    (pages.len(), doc.extract_text(&pages).unwrap())
}

#[tokio::test]
async fn an_export_of_more_than_ten_thousand_risks_holds_every_row() {
    let app = spawn_app().await;
    seed_risks(&app, MANY).await;
    let editor = app.token("editor@demo.com").await;

    let csv = String::from_utf8(download(&app, "/api/v1/reports/register.csv", &editor).await)
        .expect("UTF-8");
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(lines.len(), MANY + 1, "the header and every risk");
    assert!(lines[0].starts_with("Reference,Title,Category,Function,Owner,Gross"));
    assert!(
        lines[1]
            .starts_with("X-100001,Bulk risk 1,Cyber security,Information Technology,Sam Patel,"),
        "{}",
        lines[1]
    );
    assert!(lines[MANY].starts_with(&format!("X-{},", 100_000 + MANY)));
    // In the register's order, each once.
    let refs: Vec<&str> = lines[1..].iter().map(|l| &l[..8]).collect();
    assert!(
        refs.windows(2).all(|w| w[0] < w[1]),
        "sorted by reference, no repeats"
    );

    // The order follows the sort (descending here), still every row.
    let desc = String::from_utf8(
        download(
            &app,
            "/api/v1/reports/register.csv?sort=-reference",
            &editor,
        )
        .await,
    )
    .unwrap();
    let desc: Vec<&str> = desc.lines().collect();
    assert_eq!(desc.len(), MANY + 1);
    assert!(desc[1].starts_with(&format!("X-{},", 100_000 + MANY)));

    let xml = sheet_xml(&download(&app, "/api/v1/reports/register.xlsx", &editor).await);
    // Title, subtitle, headings, then one row per risk.
    assert_eq!(xml.matches("<row ").count(), 3 + MANY);
    assert!(
        xml.contains("10,050 risks"),
        "the subtitle gives the true count"
    );
    assert!(xml.contains(&format!("X-{}", 100_000 + MANY)));

    let (pages, text) = pdf_text(&download(&app, "/api/v1/reports/register.pdf", &editor).await);
    assert!(
        text.contains("first 2,000 of 10,050 risks"),
        "the PDF states its limit"
    );
    assert!(text.contains("X-102000") && !text.contains("X-102001"));
    assert!(pages > 10, "{pages} pages");
    app.stop().await;
}

#[tokio::test]
async fn the_pdf_export_shows_non_latin_names_whole() {
    let app = spawn_app().await;
    let editor = app.token("editor@demo.com").await;
    let titles = [
        "Łukasz's supplier misses the delivery window",
        "Zoë approves payments alone",
        "Ђорђе leaves with the admin passwords",
        "李雷 cannot reach the data centre",
    ];
    for title in titles {
        let (status, body) = send(
            &app,
            "POST",
            "/api/v1/risks",
            &editor,
            Some(json!({ "risk": {
                "title": title, "category_id": "cat-tech-cyber", "function_id": "fn-it",
                "owner_id": "usr-staff", "gross_likelihood": 2, "gross_impact": 5,
            }, "submit": true })),
        )
        .await;
        assert_eq!(status, 201, "{body}");
    }
    let (pages, text) = pdf_text(&download(&app, "/api/v1/reports/register.pdf", &editor).await);
    assert_eq!(pages, 1);
    for title in titles {
        // A long title may wrap inside its cell: compare its words.
        for word in title.split(' ') {
            assert!(text.contains(word), "{word:?} is missing from: {text}");
        }
    }
    assert!(text.contains("Medium (10)"), "ratings read whole: {text}");
    assert!(!text.contains('~'), "no cell is cut: {text}");
    assert!(text.contains("4 risks"), "{text}");
    app.stop().await;
}
