//! Report downloads rendered by the server: the register (with the screen's
//! filters) as CSV, XLSX or PDF, from the risk service's ExportRisks stream.
//! CSV and XLSX hold every row and are written as the rows arrive (flat
//! memory, docs/adr/0015-streamed-exports.md); a PDF holds at most
//! [`PDF_LIMIT`] rows and says so.

use std::collections::HashMap;

use actix_web::{HttpResponse, web, web::Bytes};
use proto::risk::v1 as pb;
use tokio::sync::mpsc;

use super::register_rows::{RegisterRows, columns};
use crate::{
    context::Ctx,
    error::{ErrorBody, HttpError},
    export::{self, Format, Table},
    state::AppState,
};

/// The most rows a PDF holds: a document to read and print, laid out whole
/// in memory. The file's subtitle and the screen's export menu
/// (frontend `PDF_ROW_LIMIT`) both say it.
pub const PDF_LIMIT: usize = 2_000;

/// What the filters were, in words, for the report's subtitle.
fn describe(q: &pb::ListRisksRequest, functions: &HashMap<String, String>) -> String {
    let mut parts = vec![];
    let mut add = |label: &str, v: &str| {
        if !v.is_empty() {
            parts.push(format!("{label}: {v}"));
        }
    };
    add("search", &q.q);
    add("net rating", &q.rating);
    add("approval", &q.approval_status);
    add("status", &q.status);
    add("category", &q.category_id);
    add(
        "function",
        functions
            .get(&q.function_id)
            .map_or(q.function_id.as_str(), String::as_str),
    );
    add("owner", &q.owner_id);
    add("as of", &q.as_of);
    if q.over_appetite {
        parts.push("over appetite".into());
    }
    if parts.is_empty() {
        "All risks".into()
    } else {
        parts.join(", ")
    }
}

/// The register with the given filters, as CSV.
#[utoipa::path(get, path = "/api/v1/reports/register.csv", tag = "risk", params(pb::ListRisksRequest),
    security(("bearer" = [])),
    responses((status = 200, content_type = "text/csv", description = "Every matching row, streamed"),
              (status = 403, body = ErrorBody)))]
pub async fn register_csv(
    state: web::Data<AppState>,
    ctx: Ctx,
    query: web::Query<pb::ListRisksRequest>,
) -> Result<HttpResponse, HttpError> {
    register(state, ctx, query, Format::Csv).await
}

/// The register with the given filters, as an Excel workbook.
#[utoipa::path(get, path = "/api/v1/reports/register.xlsx", tag = "risk", params(pb::ListRisksRequest),
    security(("bearer" = [])),
    responses((status = 200, content_type = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
               description = "Every matching row"),
              (status = 403, body = ErrorBody)))]
pub async fn register_xlsx(
    state: web::Data<AppState>,
    ctx: Ctx,
    query: web::Query<pb::ListRisksRequest>,
) -> Result<HttpResponse, HttpError> {
    register(state, ctx, query, Format::Xlsx).await
}

/// The register with the given filters, as a PDF.
#[utoipa::path(get, path = "/api/v1/reports/register.pdf", tag = "risk", params(pb::ListRisksRequest),
    security(("bearer" = [])),
    responses((status = 200, content_type = "application/pdf", description = "The first 2,000 matching rows; the subtitle says how many match"),
              (status = 403, body = ErrorBody)))]
pub async fn register_pdf(
    state: web::Data<AppState>,
    ctx: Ctx,
    query: web::Query<pb::ListRisksRequest>,
) -> Result<HttpResponse, HttpError> {
    register(state, ctx, query, Format::Pdf).await
}

/// The file's name and its Content-Disposition header.
fn attachment(format: Format, now: chrono::DateTime<chrono::Utc>) -> (&'static str, String) {
    let name = format!(
        "risk-register-{}.{}",
        now.format("%Y%m%d-%H%M%S"),
        format.ext()
    );
    (
        "Content-Disposition",
        format!("attachment; filename=\"{name}\""),
    )
}

/// The title, the subtitle (filters, the count, when, who) and the columns.
fn head(
    q: &pb::ListRisksRequest,
    rows: &RegisterRows,
    ctx: &Ctx,
    count: &str,
    now: chrono::DateTime<chrono::Utc>,
) -> Table {
    Table {
        title: "Risk register".into(),
        subtitle: format!(
            "{} · {count} · {} UTC · {}",
            describe(q, &rows.functions),
            now.format("%Y-%m-%d %H:%M"),
            ctx.caller().name
        ),
        columns: columns(),
        rows: vec![],
    }
}

/// "100,040": thousands grouped, for the subtitles.
fn grouped(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

fn risks(n: u64) -> String {
    format!("{} risk{}", grouped(n), if n == 1 { "" } else { "s" })
}

async fn register(
    state: web::Data<AppState>,
    ctx: Ctx,
    query: web::Query<pb::ListRisksRequest>,
    format: Format,
) -> Result<HttpResponse, HttpError> {
    let q = query.into_inner();
    let rows = RegisterRows::open(state, ctx.clone(), &q).await?;
    let now = chrono::Utc::now();
    let mut response = HttpResponse::Ok();
    response
        .content_type(format.content_type())
        .insert_header(attachment(format, now));
    Ok(match format {
        Format::Csv => response.streaming(csv_body(rows)),
        Format::Xlsx => {
            let head = head(&q, &rows, &ctx, &risks(rows.total), now);
            response.streaming(xlsx_body(head, rows))
        }
        Format::Pdf => response.body(pdf(&q, rows, &ctx, now).await?),
    })
}

/// The CSV as the batches arrive: the header line, then one chunk per batch.
fn csv_body(
    rows: RegisterRows,
) -> impl futures::Stream<Item = Result<Bytes, actix_web::Error>> + 'static {
    let header = export::csv::line(columns().iter().map(|c| c.heading.as_str()));
    futures::stream::try_unfold((rows, Some(header)), |(mut rows, header)| async move {
        if let Some(h) = header {
            return Ok(Some((Bytes::from(h), (rows, None))));
        }
        Ok(rows
            .next()
            .await
            .map_err(actix_web::Error::from)?
            .map(|batch| (Bytes::from(export::csv::rows(&batch)), (rows, None))))
    })
}

/// Chunks of the zipped workbook on their way to the response.
struct ChunkWriter {
    tx: mpsc::Sender<Result<Bytes, std::io::Error>>,
    buf: Vec<u8>,
}

const CHUNK: usize = 64 * 1024;

impl std::io::Write for ChunkWriter {
    fn write(&mut self, data: &[u8]) -> std::io::Result<usize> {
        self.buf.extend_from_slice(data);
        if self.buf.len() >= CHUNK {
            self.flush()?;
        }
        Ok(data.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        if self.buf.is_empty() {
            return Ok(());
        }
        let chunk = Bytes::from(std::mem::take(&mut self.buf));
        self.tx
            .blocking_send(Ok(chunk))
            .map_err(|_| std::io::Error::other("the download was abandoned"))
    }
}

impl Drop for ChunkWriter {
    fn drop(&mut self) {
        let _ = std::io::Write::flush(self);
    }
}

/// The workbook: the rows go from the service to a writer thread (constant
/// memory: rust_xlsxwriter keeps them in a temporary file), which then zips
/// the workbook straight into the response's body. Two bounded channels
/// carry the back-pressure both ways. A failure once the answer has started
/// is logged and cuts the download (the client sees it incomplete).
fn xlsx_body(
    head: Table,
    mut rows: RegisterRows,
) -> impl futures::Stream<Item = Result<Bytes, std::io::Error>> + 'static {
    let (rows_tx, mut rows_rx) = mpsc::channel::<Vec<Vec<export::Cell>>>(2);
    let (bytes_tx, bytes_rx) = mpsc::channel::<Result<Bytes, std::io::Error>>(4);
    let errors = bytes_tx.clone();
    // The rows, fetched on this worker (the gRPC stream and the name lookups
    // are async).
    actix_web::rt::spawn(async move {
        loop {
            match rows.next().await {
                Ok(Some(batch)) => {
                    if rows_tx.send(batch).await.is_err() {
                        return;
                    }
                }
                Ok(None) => return,
                Err(e) => {
                    tracing::warn!(error = ?e, "an XLSX export stopped");
                    let _ = errors
                        .send(Err(std::io::Error::other("the export stopped")))
                        .await;
                    return;
                }
            }
        }
    });
    let failed = bytes_tx.clone();
    tokio::task::spawn_blocking(move || {
        let gone = bytes_tx.clone();
        let batches = std::iter::from_fn(|| rows_rx.blocking_recv());
        let out = ChunkWriter {
            tx: bytes_tx,
            buf: Vec::with_capacity(CHUNK),
        };
        if let Err(e) = export::xlsx::write(&head, batches, || gone.is_closed(), out) {
            tracing::warn!(error = %e, "writing a workbook");
            let _ = failed.blocking_send(Err(std::io::Error::other("writing the workbook failed")));
        }
    });
    futures::stream::unfold(bytes_rx, |mut rx| async move {
        rx.recv().await.map(|item| (item, rx))
    })
}

/// The PDF: the first [`PDF_LIMIT`] rows, laid out on a blocking thread.
async fn pdf(
    q: &pb::ListRisksRequest,
    mut rows: RegisterRows,
    ctx: &Ctx,
    now: chrono::DateTime<chrono::Utc>,
) -> Result<Vec<u8>, HttpError> {
    let count = if rows.total as usize > PDF_LIMIT {
        format!(
            "first {} of {}",
            grouped(PDF_LIMIT as u64),
            risks(rows.total)
        )
    } else {
        risks(rows.total)
    };
    let mut table = head(q, &rows, ctx, &count, now);
    while table.rows.len() < PDF_LIMIT {
        match rows.next().await? {
            Some(batch) => table.rows.extend(batch),
            None => break,
        }
    }
    table.rows.truncate(PDF_LIMIT);
    // The rest of the stream is not wanted: dropping it cancels the call.
    drop(rows);
    let rendered = web::block(move || export::pdf::render(&table))
        .await
        .map_err(platform::error::internal("rendering a PDF"))?;
    Ok(rendered.map_err(platform::error::internal("rendering a PDF"))?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_are_grouped_by_thousands() {
        assert_eq!(grouped(7), "7");
        assert_eq!(grouped(2_000), "2,000");
        assert_eq!(grouped(100_040), "100,040");
        assert_eq!(grouped(1_234_567), "1,234,567");
        assert_eq!(risks(1), "1 risk");
        assert_eq!(risks(10_050), "10,050 risks");
    }
}
