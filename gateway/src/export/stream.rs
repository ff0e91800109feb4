//! A download written as its rows arrive, for any source of row batches:
//! the CSV (byte order mark and header, then one chunk per batch) and the
//! workbook (rows handed to a writer thread that zips straight into the
//! response), with back-pressure both ways (docs/adr/0015-streamed-exports.md).
//! The risk register's exports (`routes::reports`) and the incident
//! register's (`routes::incident_exports`) both use it.

use std::future::Future;

use actix_web::web::Bytes;
use tokio::sync::mpsc;

use super::{Cell, Table};
use crate::error::HttpError;

/// The rows of an export, a batch at a time; None after the last.
pub trait Batches: 'static {
    fn next_batch(&mut self) -> impl Future<Output = Result<Option<Vec<Vec<Cell>>>, HttpError>>;
}

/// The CSV: the byte order mark and the header line, then one chunk per
/// batch.
pub fn csv<R: Batches>(
    headings: Vec<String>,
    rows: R,
) -> impl futures::Stream<Item = Result<Bytes, actix_web::Error>> + 'static {
    let header = super::csv::start(headings.iter().map(String::as_str));
    futures::stream::try_unfold((rows, Some(header)), |(mut rows, header)| async move {
        if let Some(h) = header {
            return Ok(Some((Bytes::from(h), (rows, None))));
        }
        Ok(rows
            .next_batch()
            .await
            .map_err(actix_web::Error::from)?
            .map(|batch| (Bytes::from(super::csv::rows(&batch)), (rows, None))))
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

/// The workbook: the batches are fetched on this worker, written on a
/// blocking thread (rust_xlsxwriter keeps the rows in a temporary file) and
/// zipped into the body. A failure once the answer has started is logged
/// and cuts the download.
pub fn xlsx<R: Batches>(
    head: Table,
    mut rows: R,
) -> impl futures::Stream<Item = Result<Bytes, std::io::Error>> + 'static {
    let (rows_tx, mut rows_rx) = mpsc::channel::<Vec<Vec<Cell>>>(2);
    let (bytes_tx, bytes_rx) = mpsc::channel::<Result<Bytes, std::io::Error>>(4);
    let errors = bytes_tx.clone();
    actix_web::rt::spawn(async move {
        loop {
            match rows.next_batch().await {
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
        if let Err(e) = super::xlsx::write(&head, batches, || gone.is_closed(), out) {
            tracing::warn!(error = %e, "writing a workbook");
            let _ = failed.blocking_send(Err(std::io::Error::other("writing the workbook failed")));
        }
    });
    futures::stream::unfold(bytes_rx, |mut rx| async move {
        rx.recv().await.map(|item| (item, rx))
    })
}

/// The PDF: `table` (its heading filled) with the first `limit` rows of
/// `rows`, laid out on a blocking thread. The rest of the stream is dropped,
/// which cancels the call behind it.
pub async fn pdf<R: Batches>(
    mut table: Table,
    mut rows: R,
    limit: usize,
) -> Result<Vec<u8>, HttpError> {
    while table.rows.len() < limit {
        match rows.next_batch().await? {
            Some(batch) => table.rows.extend(batch),
            None => break,
        }
    }
    table.rows.truncate(limit);
    drop(rows);
    let rendered = actix_web::web::block(move || super::pdf::render(&table))
        .await
        .map_err(platform::error::internal("rendering a PDF"))?;
    Ok(rendered.map_err(platform::error::internal("rendering a PDF"))?)
}
