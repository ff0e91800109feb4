//! The register's exports at a size the old page-by-page export cut short
//! (it stopped at 10,000 rows): every row in the CSV and the XLSX, the
//! PDF's stated limit, and non-Latin text that a PDF reader gets back.
//! Exports in the requester's language (issue 13, item 9): a UTF-8 BOM on
//! every CSV, labels and names instead of codes and ids, XLSX dates as
//! dates, and "export selected" (`ids`).

use sea_orm::{ConnectionTrait, DbBackend};
use serde_json::{Value, json};
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
    let csv = csv.strip_prefix('\u{feff}').expect("a UTF-8 BOM");
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
    let desc: Vec<&str> = desc.trim_start_matches('\u{feff}').lines().collect();
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

const BOM: &[u8] = b"\xEF\xBB\xBF";

/// Creates a risk (the editor's; submitted: pending, else proposed) and
/// returns its id.
async fn create_risk(app: &TestApp, token: &str, title: &str, submit: bool) -> String {
    let (status, body) = send(
        app,
        "POST",
        "/api/v1/risks",
        token,
        Some(json!({ "risk": {
            "title": title, "category_id": "cat-tech-cyber", "function_id": "fn-it",
            "owner_id": "usr-staff", "gross_likelihood": 4, "gross_impact": 5,
            "response": "monitor",
        }, "submit": submit })),
    )
    .await;
    assert_eq!(status, 201, "{body}");
    body["id"].as_str().unwrap().to_owned()
}

/// A CSV's cells (no cell of these tests holds a line break).
fn csv_cells(bytes: &[u8]) -> Vec<Vec<String>> {
    assert!(bytes.starts_with(BOM), "a UTF-8 BOM first");
    let text = std::str::from_utf8(&bytes[BOM.len()..]).expect("UTF-8");
    text.lines()
        .map(|l| {
            let mut cells = vec![];
            let mut cur = String::new();
            let mut quoted = false;
            let mut chars = l.chars().peekable();
            while let Some(c) = chars.next() {
                match c {
                    '"' if quoted && chars.peek() == Some(&'"') => {
                        cur.push('"');
                        chars.next();
                    }
                    '"' => quoted = !quoted,
                    ',' if !quoted => cells.push(std::mem::take(&mut cur)),
                    c => cur.push(c),
                }
            }
            cells.push(cur);
            cells
        })
        .collect()
}

/// A stored code (`in_progress`, `owner_id`) or an id of the seed
/// (`usr-staff`, `cat-tech-cyber`, `fn-it`) or a UUID.
fn looks_like_a_code(cell: &str) -> bool {
    let snake = !cell.is_empty()
        && cell.contains('_')
        && cell.chars().all(|c| c.is_ascii_lowercase() || c == '_');
    let seed_id = ["usr-", "cat-", "fn-"].iter().any(|p| cell.starts_with(p));
    let uuid = uuid::Uuid::parse_str(cell).is_ok();
    snake || seed_id || uuid
}

#[tokio::test]
async fn a_german_export_reads_in_german_with_names_and_labels() {
    let app = spawn_app().await;
    let editor = app.token("editor@demo.com").await;
    create_risk(&app, &editor, "Lieferant fällt aus", true).await;
    create_risk(&app, &editor, "Zoë approves payments alone", false).await;

    let rows = csv_cells(&download(&app, "/api/v1/reports/register.csv?lang=de", &editor).await);
    assert_eq!(
        rows[0],
        [
            "Referenz",
            "Titel",
            "Kategorie",
            "Funktion",
            "Verantwortlich",
            "Brutto",
            "Kontrollen",
            "Netto",
            "Trend",
            "Appetit",
            "Über dem Risikoappetit",
            "Risikobehandlung",
            "Freigabe",
            "Status",
            "Offene Maßnahmenpläne",
            "Geändert",
        ]
    );
    assert_eq!(rows.len(), 3, "{rows:?}");
    let pending = rows.iter().find(|r| r[1] == "Lieferant fällt aus").unwrap();
    assert_eq!(pending[2], "Cyber security", "the category by name");
    assert_eq!(pending[3], "Information Technology", "the function by name");
    assert_eq!(pending[4], "Sam Patel", "the owner by name");
    assert_eq!(pending[11], "Beobachten");
    assert_eq!(pending[12], "Ausstehend");
    assert_eq!(pending[13], "Aktiv");
    assert!(
        pending[5].starts_with("Hoch (") || pending[5].starts_with("Schwerwiegend ("),
        "a rating by its German name: {}",
        pending[5]
    );
    let draft = rows.iter().find(|r| r[1].starts_with("Zoë")).unwrap();
    assert_eq!(draft[12], "Vorgeschlagen");
    let today = chrono::Utc::now().format("%Y-%m-%d").to_string();
    assert_eq!(pending[15], today, "dates stay ISO");
    for cell in rows.iter().flatten() {
        assert!(
            !looks_like_a_code(cell),
            "a raw code or id in the export: {cell:?}"
        );
    }

    // Without `lang`, Accept-Language decides; without either, English.
    let res = app
        .http
        .get(app.url("/api/v1/reports/register.csv"))
        .bearer_auth(&editor)
        .header("Accept-Language", "es, fr-CH;q=0.9, en;q=0.5")
        .send()
        .await
        .unwrap();
    assert_eq!(res.headers()["content-language"], "fr");
    let rows = csv_cells(&res.bytes().await.unwrap());
    assert_eq!(rows[0][0], "Référence");
    let rows = csv_cells(&download(&app, "/api/v1/reports/register.csv", &editor).await);
    assert_eq!(rows[0][0], "Reference");
    assert!(rows.iter().any(|r| r[12] == "Pending"));

    // The XLSX and the PDF in Portuguese.
    let xml = sheet_xml(&download(&app, "/api/v1/reports/register.xlsx?lang=pt", &editor).await);
    assert!(
        xml.contains("Registo de riscos") && xml.contains("Pendente"),
        "{xml}"
    );
    assert!(!xml.contains(">pending<") && !xml.contains("usr-staff"));
    let (_, text) =
        pdf_text(&download(&app, "/api/v1/reports/register.pdf?lang=de", &editor).await);
    assert!(
        text.contains("Risikoregister") && text.contains("2 Risiken"),
        "{text}"
    );
    assert!(text.contains("Titel"), "{text}");
    app.stop().await;
}

/// The cell `r` (e.g. `P5`) of a sheet: its style index, type and value.
fn sheet_cell(xml: &str, r: &str) -> (Option<usize>, Option<String>, String) {
    let start = xml
        .find(&format!("<c r=\"{r}\""))
        .unwrap_or_else(|| panic!("no cell {r}"));
    let end = start + xml[start..].find("</c>").unwrap();
    let cell = &xml[start..end];
    let open = &cell[..cell.find('>').unwrap()];
    let attr = |name: &str| {
        open.split(&format!(" {name}=\""))
            .nth(1)
            .map(|v| v[..v.find('"').unwrap()].to_owned())
    };
    let value = cell
        .split("<v>")
        .nth(1)
        .map(|v| v[..v.find("</v>").unwrap()].to_owned())
        .unwrap_or_default();
    (attr("s").map(|s| s.parse().unwrap()), attr("t"), value)
}

/// The number format code of cell style `s` in a workbook's styles.
fn number_format(xlsx: &[u8], s: usize) -> String {
    let mut zip = zip::ZipArchive::new(std::io::Cursor::new(xlsx)).unwrap();
    let mut styles = String::new();
    zip.by_name("xl/styles.xml")
        .unwrap()
        .read_to_string(&mut styles)
        .unwrap();
    let xfs = &styles[styles.find("<cellXfs").unwrap()..];
    let xf = xfs.split("<xf ").nth(s + 1).expect("the cell's style");
    let id = xf.split("numFmtId=\"").nth(1).unwrap();
    let id = &id[..id.find('"').unwrap()];
    let fmt = styles
        .split("<numFmt ")
        .find(|f| f.contains(&format!("numFmtId=\"{id}\"")))
        .unwrap_or_else(|| panic!("no custom number format {id}: {styles}"));
    let code = fmt.split("formatCode=\"").nth(1).unwrap();
    code[..code.find('"').unwrap()].to_owned()
}

#[tokio::test]
async fn xlsx_dates_are_dates_and_csv_dates_are_iso() {
    let app = spawn_app().await;
    let editor = app.token("editor@demo.com").await;
    create_risk(&app, &editor, "A risk with a date", true).await;
    let xlsx = download(&app, "/api/v1/reports/register.xlsx?lang=fr", &editor).await;
    let xml = sheet_xml(&xlsx);
    // Row 4 holds the headings, row 5 the risk; column P is "Modifié".
    assert!(xml.contains("Modifié"));
    let (style, kind, value) = sheet_cell(&xml, "P5");
    assert_eq!(kind, None, "a number, not a string (t=\"s\" / inlineStr)");
    let serial: f64 = value.parse().expect("an Excel serial date");
    let today = chrono::Utc::now().date_naive();
    let epoch = chrono::NaiveDate::from_ymd_opt(1899, 12, 30).unwrap();
    assert_eq!(serial, (today - epoch).num_days() as f64, "today's serial");
    let format = number_format(&xlsx, style.expect("a date format"));
    assert!(format.contains("yyyy") && format.contains("dd"), "{format}");
    // The reference next to it stays text.
    let (_, kind, _) = sheet_cell(&xml, "A5");
    assert!(kind.is_some(), "text cells are strings");
    app.stop().await;
}

#[tokio::test]
async fn export_selected_holds_only_the_risks_named() {
    let app = spawn_app().await;
    let editor = app.token("editor@demo.com").await;
    let a = create_risk(&app, &editor, "Selected one", true).await;
    let b = create_risk(&app, &editor, "Not selected", true).await;
    let c = create_risk(&app, &editor, "Selected two", false).await;

    let path = |fmt: &str| format!("/api/v1/reports/register.{fmt}?ids={a},{c},unknown-id&lang=en");
    let rows = csv_cells(&download(&app, &path("csv"), &editor).await);
    let titles: Vec<&str> = rows[1..].iter().map(|r| r[1].as_str()).collect();
    assert_eq!(
        titles,
        ["Selected one", "Selected two"],
        "in the register's order"
    );
    let xml = sheet_xml(&download(&app, &path("xlsx"), &editor).await);
    assert!(xml.contains("Selected two") && !xml.contains("Not selected"));
    assert!(xml.contains("2 risks"), "the subtitle counts the selection");
    let (_, text) = pdf_text(&download(&app, &path("pdf"), &editor).await);
    assert!(text.contains("Selected") && !text.contains("Not"), "{text}");

    // A larger selection is picked from the register's stream: the same rows.
    let pad: Vec<String> = (0..30).map(|i| format!("r-{i}")).collect();
    let pad = pad.join(",");
    let rows = csv_cells(
        &download(
            &app,
            &format!("/api/v1/reports/register.csv?ids={pad},{c},{a}"),
            &editor,
        )
        .await,
    );
    let titles: Vec<&str> = rows[1..].iter().map(|r| r[1].as_str()).collect();
    assert_eq!(
        titles,
        ["Selected one", "Selected two"],
        "in the register's order"
    );

    // The screen's filters still apply; the sort too (read by id or picked).
    for extra in ["", pad.as_str()] {
        let pending_only = format!(
            "/api/v1/reports/register.csv?ids={a},{b},{c},{extra}&approval_status=pending&sort=-title"
        );
        let rows = csv_cells(&download(&app, &pending_only, &editor).await);
        let titles: Vec<&str> = rows[1..].iter().map(|r| r[1].as_str()).collect();
        assert_eq!(titles, ["Selected one", "Not selected"], "{pending_only}");
    }

    // At most 500 ids; not with as_of; at least one.
    let many: Vec<String> = (0..501).map(|i| format!("r-{i}")).collect();
    for bad in [
        format!("/api/v1/reports/register.csv?ids={}", many.join(",")),
        format!("/api/v1/reports/register.xlsx?ids={a}&as_of=2026-01-01"),
        "/api/v1/reports/register.pdf?ids=,".to_owned(),
    ] {
        let (status, body) = send(&app, "GET", &bad, &editor, None).await;
        assert_eq!(status, 422, "{bad}: {body}");
        assert_eq!(body["error"]["code"], "VALIDATION_FAILED");
        assert!(body["error"]["fields"]["ids"].is_string(), "{body}");
    }
    // The contract is in the OpenAPI document, on each format.
    let doc: Value = app.get_json("/api/openapi.json").await;
    for fmt in ["csv", "xlsx", "pdf"] {
        let op = &doc["paths"][format!("/api/v1/reports/register.{fmt}")]["get"];
        let params: Vec<&str> = op["parameters"]
            .as_array()
            .unwrap()
            .iter()
            .filter_map(|p| p["name"].as_str())
            .collect();
        assert!(
            params.contains(&"ids") && params.contains(&"lang"),
            "{fmt}: {params:?}"
        );
        assert!(op["responses"]["422"].is_object(), "{fmt}");
    }
    let exactly: Vec<String> = (0..500).map(|i| format!("r-{i}")).collect();
    let rows = csv_cells(
        &download(
            &app,
            &format!("/api/v1/reports/register.csv?ids={}", exactly.join(",")),
            &editor,
        )
        .await,
    );
    assert_eq!(rows.len(), 1, "500 unknown ids: the header alone");
    app.stop().await;
}

#[tokio::test]
async fn the_audit_export_reads_in_the_language_with_names() {
    let app = spawn_app().await;
    let editor = app.token("editor@demo.com").await;
    let admin = app.token("admin@demo.com").await;
    let risk = create_risk(&app, &editor, "Audited risk", true).await;
    let (status, plan) = send(
        &app,
        "POST",
        "/api/v1/action-plans",
        &editor,
        Some(json!({
            "title": "Second supplier", "priority": "High", "owner_id": "usr-staff", "risk_id": risk,
            "start_date": "", "due_date": "2031-01-31", "progress": 0, "status": "in_progress",
        })),
    )
    .await;
    assert_eq!(status, 201, "{plan}");
    app.audit_events(&admin, "service=risk&action=created", 2)
        .await;

    let res = app
        .get_as("/api/v1/audit-events/export.csv?lang=de", &admin)
        .await;
    assert_eq!(res.status(), 200);
    let rows = csv_cells(&res.bytes().await.unwrap());
    assert_eq!(
        rows[0],
        [
            "Zeit (UTC)",
            "Akteur",
            "Dienst",
            "Aktion",
            "Objekttyp",
            "Objekt",
            "Vorher",
            "Nachher",
            "Anfrage-ID",
            "Trace-ID",
            "Quell-IP",
            "Ereignis-ID",
        ]
    );
    let created = rows
        .iter()
        .find(|r| r[3] == "Erstellt" && r[4] == "Risiko")
        .unwrap_or_else(|| panic!("the risk's creation: {rows:?}"));
    assert_eq!(created[1], "Emma Clarke", "the actor by name");
    assert_eq!(created[2], "Risiko");
    assert!(created[5].ends_with(" · Audited risk"), "{}", created[5]);
    assert!(
        chrono::NaiveDateTime::parse_from_str(&created[0], "%Y-%m-%d %H:%M:%S").is_ok(),
        "{}",
        created[0]
    );
    let after = &created[7];
    for part in [
        "Verantwortlich: Sam Patel",
        "Kategorie: Cyber security",
        "Funktion: Information Technology",
        "Risikobehandlung: Beobachten",
    ] {
        assert!(after.contains(part), "{part:?} in {after}");
    }
    assert!(
        rows.iter().any(|r| r[3] == "Angemeldet"),
        "sign-ins as labels"
    );
    let plan = rows
        .iter()
        .find(|r| r[4] == "Maßnahmenplan")
        .unwrap_or_else(|| panic!("the plan's creation: {rows:?}"));
    for part in ["Risiko: R-", "Status: In Bearbeitung", "Priorität: Hoch"] {
        assert!(plan[7].contains(part), "{part:?} in {}", plan[7]);
    }
    for row in &rows[1..] {
        // Request, trace and event ids are the technical columns at the end.
        for cell in &row[..8] {
            for word in cell.split([' ', ';', ',']) {
                assert!(uuid::Uuid::parse_str(word).is_err(), "an id in {cell:?}");
            }
            assert!(
                !looks_like_a_code(cell),
                "a raw code or id: {cell:?} in {row:?}"
            );
            for code in [
                "owner_id",
                "approval_status",
                "usr-staff",
                "cat-tech-cyber",
                "login_succeeded",
            ] {
                assert!(!cell.contains(code), "{code} in {cell:?}");
            }
        }
    }
    app.stop().await;
}
