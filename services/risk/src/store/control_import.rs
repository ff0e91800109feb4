//! Many new controls at once (a bulk import, issue 13): every row exactly as
//! a create writes it (the row, its links to risks, the audit event), but a
//! few hundred rows to a statement, in one transaction; the risks they link
//! to are re-rated once at the end, not once per control.

use std::collections::{BTreeSet, HashMap};

use chrono::Utc;
use platform::{events::AuditEvent, grpc::Caller, outbox};
use sea_orm::{ActiveValue::Set, ColumnTrait, DatabaseConnection, EntityTrait, QueryFilter};
use serde_json::Value;

use super::{
    SERVICE,
    bulk::{insert_chunks, reserve},
    controls::{apply, blank, snapshot},
    db_err,
    entities::{control, risk, risk_control},
    risk_rating,
};
use crate::domain::{RiskError, control::ControlInput, method::Versioned};

/// References looked up to a statement.
const LOOKUP_CHUNK: usize = 500;

/// The ids of the live risks among `references` (upper-case keys; a
/// reference that is not a live risk is missing from the map).
pub async fn risk_ids_by_reference(
    db: &DatabaseConnection,
    references: &BTreeSet<String>,
) -> Result<HashMap<String, String>, RiskError> {
    let mut found = HashMap::new();
    let all: Vec<String> = references.iter().cloned().collect();
    for chunk in all.chunks(LOOKUP_CHUNK) {
        let rows = risk::Entity::find()
            .filter(risk::Column::Reference.is_in(chunk.to_vec()))
            .filter(risk::Column::DeletedAt.is_null())
            .all(db)
            .await
            .map_err(db_err)?;
        found.extend(rows.into_iter().map(|r| (r.reference.to_uppercase(), r.id)));
    }
    Ok(found)
}

/// Creates every control of `inputs` (each checked by
/// `validate::control_input`, its risk links resolved to live risks), all or
/// none; returns their references in order.
pub async fn create_many(
    db: &DatabaseConnection,
    v: &Versioned,
    caller: &Caller,
    inputs: Vec<ControlInput>,
) -> Result<Vec<String>, RiskError> {
    let txn = platform::db::begin_write(db).await.map_err(db_err)?;
    let references = reserve(&txn, "control", "C", inputs.len()).await?;
    let now = Utc::now();
    let mut controls = Vec::with_capacity(inputs.len());
    let mut links = vec![];
    let mut linked = BTreeSet::new();
    let mut events = Vec::with_capacity(inputs.len());
    for (input, reference) in inputs.iter().zip(references.iter().cloned()) {
        let mut c = blank(caller, reference, now);
        apply(&mut c, input);
        let mut seen = BTreeSet::new();
        for id in input.risk_ids.iter().filter(|id| seen.insert(*id)) {
            links.push(risk_control::ActiveModel {
                risk_id: Set(id.clone()),
                control_id: Set(c.id.clone()),
            });
            linked.insert(id.clone());
        }
        events.push(
            AuditEvent::new(SERVICE, "control", &c.id, "created")
                .caller(caller)
                .changes(Value::Null, snapshot(&c, &input.risk_ids)),
        );
        controls.push(control::ActiveModel::from(c));
    }
    insert_chunks::<control::Entity, _>(&txn, controls).await?;
    insert_chunks::<risk_control::Entity, _>(&txn, links).await?;
    outbox::record_many(&txn, &events).await.map_err(db_err)?;
    let linked: Vec<String> = linked.into_iter().collect();
    risk_rating::rerate(
        &txn,
        &v.method,
        v,
        caller,
        &linked,
        &format!("{} controls imported", references.len()),
    )
    .await?;
    txn.commit().await.map_err(db_err)?;
    Ok(references)
}
