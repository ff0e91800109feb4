//! The register's rows for an export, as they arrive from the risk
//! service's ExportRisks stream: one batch at a time, owner and function
//! names filled in, as table cells.

use std::collections::HashMap;

use actix_web::web;
use proto::{risk::v1 as pb, settings::v1 as spb};

use super::names::named;
use crate::{
    context::Ctx,
    error::HttpError,
    export::{Cell, Column},
    state::AppState,
};

fn col(heading: &str, width: u16) -> Column {
    Column {
        heading: heading.into(),
        width,
    }
}

/// The export's columns (the CSV's header line).
pub fn columns() -> Vec<Column> {
    vec![
        col("Reference", 8),
        col("Title", 30),
        col("Category", 14),
        col("Function", 14),
        col("Owner", 12),
        col("Gross", 11),
        col("Control", 11),
        col("Net", 11),
        col("Trend", 5),
        col("Appetite", 8),
        col("Over appetite", 7),
        col("Response", 8),
        col("Approval", 9),
        col("Status", 7),
        col("Open plans", 6),
        col("Updated", 10),
    ]
}

fn rating_cell(r: &Option<pb::Rating>) -> Cell {
    match r {
        Some(r) if !r.rating.is_empty() => {
            Cell::filled(format!("{} ({})", r.rating, r.score), &r.color)
        }
        _ => Cell::text(""),
    }
}

/// One risk as the export's cells, in the order of [`columns`].
fn row(r: &pb::Risk, functions: &HashMap<String, String>) -> Vec<Cell> {
    let opt = |v: &Option<String>| Cell::text(v.clone().unwrap_or_default());
    vec![
        Cell::text(&r.reference),
        Cell::text(&r.title),
        opt(&r.category_name),
        Cell::text(
            r.function_id
                .as_ref()
                .and_then(|f| functions.get(f).cloned())
                .unwrap_or_default(),
        ),
        opt(&r.owner_name),
        rating_cell(&r.gross_risk),
        rating_cell(&r.control_rating),
        rating_cell(&r.net_risk),
        Cell::text(r.trend.to_string()),
        Cell::text(&r.appetite),
        Cell::text(if r.over_appetite { "yes" } else { "no" }),
        Cell::text(&r.response),
        Cell::text(&r.approval_status),
        Cell::text(&r.status),
        Cell::text(r.open_action_plans.to_string()),
        Cell::text(r.updated_at.get(..10).unwrap_or_default()),
    ]
}

/// An export under way: the stream of batches and what naming them needs.
pub struct RegisterRows {
    stream: tonic::Streaming<pb::RiskBatch>,
    /// The first batch, read when the export was opened.
    first: Option<Vec<pb::Risk>>,
    /// How many risks the export holds in all.
    pub total: u64,
    /// Function names by id.
    pub functions: HashMap<String, String>,
    state: web::Data<AppState>,
    ctx: Ctx,
    /// The download's export slot, given back when the download ends.
    _slot: tokio::sync::OwnedSemaphorePermit,
}

impl RegisterRows {
    /// Starts the export and reads its first batch, so that a refusal or a
    /// bad filter is an error answer, not a cut download.
    pub async fn open(
        state: web::Data<AppState>,
        ctx: Ctx,
        q: &pb::ListRisksRequest,
    ) -> Result<Self, HttpError> {
        let slot = state.exports.take()?;
        // The call's deadline covers its start (the count and the first
        // batch); the batches then flow at the pace of the download.
        let mut stream = state
            .clients
            .risk_as(&ctx)
            .export_risks(q.clone())
            .await?
            .into_inner();
        let first = stream.message().await?.unwrap_or_default();
        let functions = state
            .clients
            .settings_as(&ctx)
            .list_functions(spb::ListFunctionsRequest {
                page: 1,
                per_page: 100,
                q: String::new(),
            })
            .await?
            .into_inner()
            .functions
            .into_iter()
            .map(|f| (f.id, f.name))
            .collect();
        Ok(Self {
            stream,
            total: first.total,
            first: Some(first.risks),
            functions,
            state,
            ctx,
            _slot: slot,
        })
    }

    /// The next batch as rows; None after the last.
    pub async fn next(&mut self) -> Result<Option<Vec<Vec<Cell>>>, HttpError> {
        let risks = match self.first.take() {
            Some(risks) => risks,
            None => match self.stream.message().await? {
                Some(batch) => batch.risks,
                None => return Ok(None),
            },
        };
        let risks = named(&self.state, &self.ctx, risks).await?;
        Ok(Some(
            risks.iter().map(|r| row(r, &self.functions)).collect(),
        ))
    }
}
