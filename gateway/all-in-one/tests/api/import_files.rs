//! Import files made to hurt the reader (issue 30): each crafted workbook is
//! refused by both import routes with 400 `IMPORT_TOO_LARGE` or
//! `IMPORT_UNREADABLE`, the process's peak memory (server and test share
//! it) rises by less than 50 MB while each is answered, and the server
//! still reads a good file afterwards. Before the readers were bounded, the
//! first file (a twelve-letter column reference) aborted the process.

use std::time::Instant;

use gateway::import::crafted::{self, PeakMemory};
use serde_json::Value;

use crate::helpers::{TestApp, post_bytes, spawn_app};

const FIFTY_MB: u64 = 50 * 1_048_576;

async fn upload(app: &TestApp, token: &str, route: &str, body: Vec<u8>) -> (u16, Value) {
    let path = format!("/api/v1/{route}/import?file_name=upload.xlsx&dry_run=true");
    post_bytes(app, token, &path, body).await
}

/// Uploads one file, checking that the process's peak memory rose by less
/// than 50 MB while it was answered.
async fn refused_within_memory(
    app: &TestApp,
    token: &str,
    route: &str,
    name: &str,
    bytes: &[u8],
) -> (u16, Value) {
    let body = bytes.to_vec();
    let watch = PeakMemory::start();
    let started = Instant::now();
    let answer = upload(app, token, route, body).await;
    let rise = watch.rise();
    // Time is shown, not asserted: speed is measured by benchmarks (README).
    eprintln!(
        "{route} {name}: {} in {} ms, peak memory +{:.1} MB",
        answer.0,
        started.elapsed().as_millis(),
        rise as f64 / 1_048_576.0
    );
    assert!(
        rise < FIFTY_MB,
        "{route} {name}: the peak memory rose by {rise} bytes"
    );
    answer
}

#[tokio::test]
async fn crafted_workbooks_are_refused_with_little_memory_and_the_server_stays_up() {
    let app = spawn_app().await;
    let editor = app.token("editor@demo.com").await;
    // Made before the watch starts: the files are the test's memory.
    let files = [
        (
            "huge column reference",
            crafted::huge_column_reference(),
            "IMPORT_TOO_LARGE",
        ),
        (
            "sparse rows to row 1,048,576",
            crafted::sparse_rows_to_the_last_row(),
            "IMPORT_TOO_LARGE",
        ),
        (
            "whole-grid dimension",
            crafted::whole_grid_dimension(),
            "IMPORT_TOO_LARGE",
        ),
        (
            "a million rows",
            crafted::a_million_rows(),
            "IMPORT_TOO_LARGE",
        ),
        (
            "shared-strings bomb",
            crafted::shared_strings_bomb(),
            "IMPORT_TOO_LARGE",
        ),
        (
            "huge uniqueCount",
            crafted::huge_unique_count(),
            "IMPORT_TOO_LARGE",
        ),
        (
            "malformed XML",
            crafted::malformed_xml(),
            "IMPORT_UNREADABLE",
        ),
    ];
    let lying = crafted::lying_shared_strings_bomb();
    // A good file first, on both routes: what any upload costs once (buffers,
    // blocking threads) is not what the crafted files cost.
    for route in ["risks", "controls"] {
        let (status, body) = upload(&app, &editor, route, crafted::good()).await;
        assert_eq!(status, 200, "{route}: {body}");
    }
    for route in ["risks", "controls"] {
        for (name, bytes, code) in &files {
            let (status, body) = refused_within_memory(&app, &editor, route, name, bytes).await;
            assert_eq!(status, 400, "{route} {name}: {body}");
            assert_eq!(body["error"]["code"], *code, "{route} {name}: {body}");
        }
        let (status, body) =
            refused_within_memory(&app, &editor, route, "lying bomb", &lying).await;
        assert_eq!(status, 400, "{route} lying bomb: {body}");
        let code = body["error"]["code"].as_str().unwrap_or_default();
        assert!(
            code == "IMPORT_TOO_LARGE" || code == "IMPORT_UNREADABLE",
            "{route} lying bomb: {body}"
        );
    }

    // Still serving, and a good workbook is read (its rows checked).
    let (status, body) = upload(&app, &editor, "risks", crafted::good()).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["rows"], 1, "{body}");
    app.stop().await;
}
