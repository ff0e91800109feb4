//! Exact register totals for every combination of the register's equality
//! filters from one grouped count, as the risk register does (ADR 0014,
//! `risk::store::register_tally`): the incidents per combination of the
//! compared columns (a few thousand groups for 100,000 incidents), a total
//! then being a sum over the matching groups in memory instead of a COUNT
//! per filter. A search, an occurrence range, a linked risk or "notification
//! overdue" is not a column here: those totals are counted
//! (`incident_list::total`).
//!
//! The grouped count reads the table once; `incident_list::Totals` keeps it
//! for a short while and while no incident changes (the same rule as the
//! counted totals), and loads it once for all the requests waiting on it.

use sea_orm::{ConnectionTrait, DbErr, Statement};

use crate::domain::register_filter::IncidentFilter;

/// One combination of the compared columns and how many incidents have it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Group {
    pub deleted: bool,
    pub status: String,
    pub approval_status: String,
    pub category_id: String,
    pub function_id: String,
    pub experience_type: String,
    pub escalation_level: String,
    pub breach: bool,
    pub n: u64,
}

/// The incidents grouped by every column an equality filter compares.
#[derive(Clone, Debug, Default)]
pub struct Tally {
    groups: Vec<Group>,
}

const COLUMNS: &str = "deleted, status, approval_status, category_id, function_id, \
     experience_type, escalation_level, breach";

impl Tally {
    pub async fn load<C: ConnectionTrait>(db: &C) -> Result<Self, DbErr> {
        let sql = format!("SELECT {COLUMNS}, COUNT(*) AS n FROM incidents GROUP BY {COLUMNS}");
        let rows = db
            .query_all_raw(Statement::from_string(db.get_database_backend(), sql))
            .await?;
        let groups = rows
            .iter()
            .map(|r| {
                let n: i64 = r.try_get("", "n")?;
                Ok(Group {
                    deleted: r.try_get("", "deleted")?,
                    status: r.try_get("", "status")?,
                    approval_status: r.try_get("", "approval_status")?,
                    category_id: r.try_get("", "category_id")?,
                    function_id: r.try_get("", "function_id")?,
                    experience_type: r.try_get("", "experience_type")?,
                    escalation_level: r.try_get("", "escalation_level")?,
                    breach: r.try_get("", "breach")?,
                    n: u64::try_from(n).unwrap_or(0),
                })
            })
            .collect::<Result<_, DbErr>>()?;
        Ok(Self { groups })
    }

    /// Whether [`total`](Self::total) can answer `f`: it filters only on
    /// grouped columns (no search, occurrence range, linked risk or
    /// overdue notification).
    pub fn answers(f: &IncidentFilter) -> bool {
        f.q.is_empty()
            && f.occurred_from.is_none()
            && f.occurred_to.is_none()
            && f.risk_id.is_none()
            && !f.notification_overdue
    }

    /// The exact total for `f`, or `None` when `f` filters on something
    /// that is not grouped here.
    pub fn total(&self, f: &IncidentFilter) -> Option<u64> {
        Self::answers(f).then(|| {
            self.groups
                .iter()
                .filter(|g| matches(g, f))
                .map(|g| g.n)
                .sum()
        })
    }
}

/// The group's incidents match `f`: the same rules as
/// `incident_list::condition` for the grouped columns.
fn matches(g: &Group, f: &IncidentFilter) -> bool {
    let eq = |want: &Option<String>, have: &str| want.as_deref().is_none_or(|w| w == have);
    g.deleted == f.deleted
        && eq(&f.status, &g.status)
        && eq(&f.approval_status, &g.approval_status)
        && eq(&f.category_id, &g.category_id)
        && eq(&f.function_id, &g.function_id)
        && eq(&f.experience_type, &g.experience_type)
        && eq(&f.escalation_level, &g.escalation_level)
        && f.breach.is_none_or(|b| b == g.breach)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn group(deleted: bool, status: &str, function: &str, breach: bool, n: u64) -> Group {
        Group {
            deleted,
            status: status.into(),
            approval_status: if deleted { "deleted" } else { "approved" }.into(),
            category_id: "inc-fraud".into(),
            function_id: function.into(),
            experience_type: "internal".into(),
            escalation_level: "low".into(),
            breach,
            n,
        }
    }

    fn tally() -> Tally {
        Tally {
            groups: vec![
                group(false, "open", "fn-it", false, 7),
                group(false, "closed", "fn-ops", true, 5),
                group(true, "open", "fn-it", false, 3),
            ],
        }
    }

    #[test]
    fn a_total_sums_the_matching_groups_and_deleted_ones_only_when_asked() {
        let t = tally();
        assert_eq!(t.total(&IncidentFilter::default()), Some(12));
        let it = IncidentFilter {
            function_id: Some("fn-it".into()),
            ..Default::default()
        };
        assert_eq!(t.total(&it), Some(7));
        let deleted = IncidentFilter {
            deleted: true,
            ..Default::default()
        };
        assert_eq!(t.total(&deleted), Some(3));
        let breach_open = IncidentFilter {
            breach: Some(true),
            status: Some("open".into()),
            ..Default::default()
        };
        assert_eq!(t.total(&breach_open), Some(0));
        let not_breach = IncidentFilter {
            breach: Some(false),
            ..Default::default()
        };
        assert_eq!(t.total(&not_breach), Some(7));
    }

    #[test]
    fn a_search_a_range_a_risk_or_overdue_is_counted_instead() {
        let t = tally();
        for f in [
            IncidentFilter {
                q: "fire".into(),
                ..Default::default()
            },
            IncidentFilter {
                occurred_from: Some("2026-01-01".into()),
                ..Default::default()
            },
            IncidentFilter {
                occurred_to: Some("2026-01-01".into()),
                ..Default::default()
            },
            IncidentFilter {
                risk_id: Some("r".into()),
                ..Default::default()
            },
            IncidentFilter {
                notification_overdue: true,
                ..Default::default()
            },
        ] {
            assert_eq!(t.total(&f), None, "{f:?}");
        }
    }
}
