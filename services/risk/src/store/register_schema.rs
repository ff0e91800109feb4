//! Migration m0007, the register's query path (issue 12, ADR 0014): one
//! index per sort of the API over the live rows, and a search index for the
//! text search. Its SQL lives with the store's (ADR 13 keeps `migration.rs`
//! the one migration file of a service crate).

use sea_orm::{ConnectionTrait, DbBackend};
use sea_orm_migration::prelude::*;

pub struct RegisterQueryPath;

impl MigrationName for RegisterQueryPath {
    fn name(&self) -> &str {
        "m0007_register_query_path"
    }
}

/// Each sort of the register (`Filter::order`) with its tie-break, in the
/// order the ORDER BY names them. One index serves both directions.
const SORTS: [(&str, &str); 5] = [
    ("reference", "reference"),
    ("title", "title, reference"),
    ("net_score", "net_score, reference"),
    ("gross_score", "gross_score, reference"),
    ("updated_at", "updated_at, reference"),
];

/// The filters the register's screen combines (rating, approval, function,
/// category), carried in the PostgreSQL indexes so a page's ids come from an
/// index-only scan whatever the filters. Status and owner are rarer and
/// read the row instead (each column here costs ~10% more index).
const FILTERS: &str = "id, net_rating, approval_status, function_id, category_id";

/// The filters are not independent (a function's risks have their own
/// ratings and categories); without statistics on each pair the planner
/// guesses a combination's rows as the product of each one's share, and
/// walks a whole sort index for rows that are not there. A pair has at most
/// a few hundred combinations, which its MCV list holds whole.
const PG_STATISTICS: [(&str, &str); 6] = [
    ("rating_approval", "net_rating, approval_status"),
    ("rating_function", "net_rating, function_id"),
    ("rating_category", "net_rating, category_id"),
    ("approval_function", "approval_status, function_id"),
    ("approval_category", "approval_status, category_id"),
    ("function_category", "function_id, category_id"),
];

/// The SQLite search table: a trigram index over the title and reference of
/// `risks` (external content, so the text is stored once), kept in step by
/// triggers. It finds candidates; the LIKE of `contains_any` still decides,
/// so the results are exactly those of the plain substring search.
const SQLITE_SEARCH: &[&str] = &[
    "CREATE VIRTUAL TABLE IF NOT EXISTS risks_search USING fts5(\
       title, reference, content='risks', content_rowid='rowid', tokenize='trigram')",
    "INSERT INTO risks_search(risks_search) VALUES ('rebuild')",
    "CREATE TRIGGER IF NOT EXISTS risks_search_insert AFTER INSERT ON risks BEGIN \
       INSERT INTO risks_search(rowid, title, reference) VALUES (new.rowid, new.title, new.reference); \
     END",
    "CREATE TRIGGER IF NOT EXISTS risks_search_delete AFTER DELETE ON risks BEGIN \
       INSERT INTO risks_search(risks_search, rowid, title, reference) \
         VALUES ('delete', old.rowid, old.title, old.reference); \
     END",
    "CREATE TRIGGER IF NOT EXISTS risks_search_update AFTER UPDATE OF title, reference ON risks BEGIN \
       INSERT INTO risks_search(risks_search, rowid, title, reference) \
         VALUES ('delete', old.rowid, old.title, old.reference); \
       INSERT INTO risks_search(rowid, title, reference) VALUES (new.rowid, new.title, new.reference); \
     END",
];

#[async_trait::async_trait]
impl MigrationTrait for RegisterQueryPath {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        let db = m.get_connection();
        let postgres = db.get_database_backend() == DbBackend::Postgres;
        for (name, cols) in SORTS {
            let sql = if postgres {
                format!(
                    "CREATE INDEX IF NOT EXISTS risks_live_{name} ON risks ({cols}) \
                     INCLUDE ({FILTERS}) WHERE deleted_at IS NULL"
                )
            } else {
                format!(
                    "CREATE INDEX IF NOT EXISTS risks_live_{name} ON risks ({cols}, id) \
                     WHERE deleted_at IS NULL"
                )
            };
            db.execute_unprepared(&sql).await?;
        }
        // "High risks by score": the rating picks a band of net scores, which
        // the plain net score index would walk through from one end.
        db.execute_unprepared(if postgres {
            "CREATE INDEX IF NOT EXISTS risks_live_rating_net_score ON risks \
             (net_rating, net_score, reference) \
             INCLUDE (id, approval_status, function_id, category_id) WHERE deleted_at IS NULL"
        } else {
            "CREATE INDEX IF NOT EXISTS risks_live_rating_net_score ON risks \
             (net_rating, net_score, reference, id) WHERE deleted_at IS NULL"
        })
        .await?;
        // Replaced by the risks_live_* indexes above.
        db.execute_unprepared("DROP INDEX IF EXISTS risks_net")
            .await?;
        db.execute_unprepared("DROP INDEX IF EXISTS risks_updated")
            .await?;
        db.execute_unprepared("DROP INDEX IF EXISTS risks_rating")
            .await?;
        if postgres {
            for (name, cols) in PG_STATISTICS {
                db.execute_unprepared(&format!(
                    "CREATE STATISTICS IF NOT EXISTS risks_{name} (mcv, dependencies) \
                     ON {cols} FROM risks"
                ))
                .await?;
            }
            db.execute_unprepared("ANALYZE risks").await?;
            // GIN trigram indexes on lower(title) and lower(reference), which
            // serve `lower(col) LIKE '%…%'` as it is (shared with incidents).
            platform::db::trigram_indexes(db, "risks", &["title", "reference"]).await
        } else {
            for sql in SQLITE_SEARCH {
                db.execute_unprepared(sql).await?;
            }
            Ok(())
        }
    }
}
