//! Versions of the risk method. Reads go through a short-lived cache: the
//! method changes rarely, and every list answer needs it for colours.

use std::{
    sync::{Arc, RwLock},
    time::{Duration, Instant},
};

use chrono::Utc;
use sea_orm::{ConnectionTrait, DatabaseConnection, EntityTrait, QueryOrder};

use super::{db_err, entities::method as entity, risk_rating::RatingMove};
use crate::domain::RiskError;
use crate::domain::method::{Method, Versioned};

/// How long another replica's method change may go unseen here.
const TTL: Duration = Duration::from_secs(5);

/// When the cached version was read, and the version.
type Cached = Option<(Instant, Arc<Versioned>)>;

#[derive(Clone, Default)]
pub struct MethodCache {
    inner: Arc<RwLock<Cached>>,
}

impl MethodCache {
    pub async fn current(&self, db: &DatabaseConnection) -> Result<Arc<Versioned>, RiskError> {
        if let Some((at, v)) = self.inner.read().expect("method cache").as_ref()
            && at.elapsed() < TTL
        {
            return Ok(v.clone());
        }
        let v = Arc::new(load_current(db).await?);
        *self.inner.write().expect("method cache") = Some((Instant::now(), v.clone()));
        Ok(v)
    }

    pub fn invalidate(&self) {
        *self.inner.write().expect("method cache") = None;
    }
}

fn decode(m: entity::Model) -> Result<Versioned, RiskError> {
    let method: Method =
        serde_json::from_str(&m.config).map_err(RiskError::internal("decoding the risk method"))?;
    Ok(Versioned {
        version: m.version,
        method,
        created_by: m.created_by,
        created_at: m.created_at,
    })
}

/// The newest version (read inside a transaction when `conn` is one).
pub async fn load_current<C: ConnectionTrait>(conn: &C) -> Result<Versioned, RiskError> {
    let row = entity::Entity::find()
        .order_by_desc(entity::Column::Version)
        .one(conn)
        .await
        .map_err(db_err)?
        .ok_or_else(|| db_err(sea_orm::DbErr::Custom("no risk method".into())))?;
    decode(row)
}

/// Stores `method` as version `version`; the primary key refuses a second
/// writer of the same version.
pub async fn insert<C: ConnectionTrait>(
    conn: &C,
    version: i32,
    method: &Method,
    created_by: &str,
) -> Result<(), RiskError> {
    use sea_orm::ActiveValue::Set;
    let config =
        serde_json::to_string(method).map_err(RiskError::internal("encoding the risk method"))?;
    entity::Entity::insert(entity::ActiveModel {
        version: Set(version),
        config: Set(config),
        created_by: Set(created_by.to_owned()),
        created_at: Set(Utc::now()),
    })
    .exec_without_returning(conn)
    .await
    .map_err(|_| RiskError::Stale("risk method"))?;
    Ok(())
}

/// What a proposed method would change: the risks whose rating moves and
/// how many live risks there are.
#[derive(Clone, Debug)]
pub struct MethodPreview {
    pub moves: Vec<RatingMove>,
    pub total_risks: u64,
}

/// A stored method version and the risks whose rating it moved.
#[derive(Clone, Debug)]
pub struct MethodUpdate {
    pub method: Versioned,
    pub moves: Vec<RatingMove>,
}

/// Which risks a new method would move, without writing anything.
pub async fn preview(
    db: &DatabaseConnection,
    proposed: Method,
) -> Result<MethodPreview, RiskError> {
    use sea_orm::{ColumnTrait, QueryFilter};

    use super::{entities::risk, risk_rating};
    let v = Versioned {
        version: 0,
        method: proposed,
        created_by: String::new(),
        created_at: Utc::now(),
    };
    let rows = risk::Entity::find()
        .filter(risk::Column::DeletedAt.is_null())
        .order_by_asc(risk::Column::Reference)
        .all(db)
        .await
        .map_err(db_err)?;
    let current = load_current(db).await?;
    let mut moves = vec![];
    for before in &rows {
        let controls = risk_rating::linked_controls(db, &before.id).await?;
        let mut after = before.clone();
        risk_rating::rate(&mut after, &v, &controls);
        moves.extend(risk_rating::rating_move(
            &current.method,
            before,
            &v.method,
            &after,
        ));
    }
    Ok(MethodPreview {
        moves,
        total_risks: rows.len() as u64,
    })
}

/// Stores a new method version and re-rates every risk under it, in one
/// transaction with the audit events.
pub async fn update(
    db: &DatabaseConnection,
    cache: &MethodCache,
    caller: &platform::grpc::Caller,
    proposed: Method,
    expected_version: u32,
) -> Result<MethodUpdate, RiskError> {
    use sea_orm::{ColumnTrait, QueryFilter};

    use super::{audit, entities::risk, risk_rating};
    let txn = platform::db::begin_write(db).await.map_err(db_err)?;
    let current = load_current(&txn).await?;
    if current.version != expected_version as i32 {
        return Err(RiskError::Stale("risk method"));
    }
    let version = current.version + 1;
    insert(&txn, version, &proposed, &caller.user_id).await?;
    let v = Versioned {
        version,
        method: proposed,
        created_by: caller.user_id.clone(),
        created_at: Utc::now(),
    };
    audit(
        &txn,
        caller,
        "risk_method",
        &version.to_string(),
        "updated",
        serde_json::to_value(&current.method).unwrap_or_default(),
        serde_json::to_value(&v.method).unwrap_or_default(),
    )
    .await?;
    let ids: Vec<String> = risk::Entity::find()
        .filter(risk::Column::DeletedAt.is_null())
        .all(&txn)
        .await
        .map_err(db_err)?
        .into_iter()
        .map(|r| r.id)
        .collect();
    let moves = risk_rating::rerate(
        &txn,
        &current.method,
        &v,
        caller,
        &ids,
        &format!("risk method v{version}"),
    )
    .await?;
    txn.commit().await.map_err(db_err)?;
    cache.invalidate();
    Ok(MethodUpdate { method: v, moves })
}
