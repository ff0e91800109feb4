//! Exact register totals for every filter the register's dropdowns offer,
//! from one grouped count: the risks per combination of the filtered
//! columns (a few hundred groups for 100,000 risks). A total is then a sum
//! over the matching groups in memory instead of a count per filter, so a
//! new filter costs nothing and every total is exact (ADR 0014). A search or
//! "awaiting my approval" is not a column here: those totals are counted
//! (`platform::total::count_or_estimate`).
//!
//! One grouped count reads the table once (about 60 ms for 100,000 risks
//! on PostgreSQL); it is kept like the other totals ([`CountCache`]): for
//! `TTL`, forgotten when this replica writes.
//!
//! [`CountCache`]: super::counts::CountCache

use sea_orm::{ConnectionTrait, DatabaseConnection, DbErr, Statement};

use super::register_filter::Filter;

/// One combination of the filtered columns and how many risks have it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Group {
    pub live: bool,
    pub approval_status: String,
    pub status: String,
    pub category_id: Option<String>,
    pub function_id: Option<String>,
    pub owner_id: Option<String>,
    pub net_rating: String,
    pub over_appetite: bool,
    pub n: u64,
}

/// The register's risks grouped by every column a filter compares.
#[derive(Clone, Debug, Default)]
pub struct Tally {
    groups: Vec<Group>,
}

const GROUPED: &str = "SELECT deleted_at IS NULL AS live, approval_status, status, category_id, \
     function_id, owner_id, net_rating, over_appetite, COUNT(*) AS n FROM risks \
     GROUP BY deleted_at IS NULL, approval_status, status, category_id, function_id, owner_id, \
     net_rating, over_appetite";

impl Tally {
    pub async fn load(db: &DatabaseConnection) -> Result<Self, DbErr> {
        let backend = db.get_database_backend();
        let rows = db
            .query_all_raw(Statement::from_string(backend, GROUPED))
            .await?;
        let groups = rows
            .iter()
            .map(|r| {
                let n: i64 = r.try_get("", "n")?;
                Ok(Group {
                    live: r.try_get("", "live")?,
                    approval_status: r.try_get("", "approval_status")?,
                    status: r.try_get("", "status")?,
                    category_id: r.try_get("", "category_id")?,
                    function_id: r.try_get("", "function_id")?,
                    owner_id: r.try_get("", "owner_id")?,
                    net_rating: r.try_get("", "net_rating")?,
                    over_appetite: r.try_get("", "over_appetite")?,
                    n: u64::try_from(n).unwrap_or(0),
                })
            })
            .collect::<Result<_, DbErr>>()?;
        Ok(Self { groups })
    }

    /// Whether [`total`](Self::total) can answer `f`: it filters only on
    /// grouped columns (no search, not the caller's pending approvals).
    pub fn answers(f: &Filter) -> bool {
        f.q.trim().is_empty() && f.awaiting_approval_by.is_none()
    }

    /// The exact total for `f`, or `None` when `f` filters on something
    /// that is not grouped here (a search, the caller's pending approvals).
    pub fn total(&self, f: &Filter) -> Option<u64> {
        if !Self::answers(f) {
            return None;
        }
        Some(
            self.groups
                .iter()
                .filter(|g| matches(g, f))
                .map(|g| g.n)
                .sum(),
        )
    }
}

/// The group's risks match `f`: the same rules as `Filter::condition`.
fn matches(g: &Group, f: &Filter) -> bool {
    let eq = |want: &str, have: &str| want.is_empty() || want == have;
    let eq_opt =
        |want: &str, have: &Option<String>| want.is_empty() || have.as_deref() == Some(want);
    let lifecycle = if f.approval_status == "deleted" {
        g.approval_status == "deleted"
    } else {
        g.live && eq(&f.approval_status, &g.approval_status)
    };
    lifecycle
        && eq(&f.status, &g.status)
        && eq_opt(&f.category_id, &g.category_id)
        && eq_opt(&f.function_id, &g.function_id)
        && eq_opt(&f.owner_id, &g.owner_id)
        && eq(&f.rating, &g.net_rating)
        && (!f.over_appetite || g.over_appetite)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn group(live: bool, approval: &str, function: Option<&str>, n: u64) -> Group {
        Group {
            live,
            approval_status: approval.into(),
            status: "active".into(),
            category_id: None,
            function_id: function.map(Into::into),
            owner_id: None,
            net_rating: "High".into(),
            over_appetite: false,
            n,
        }
    }

    #[test]
    fn a_total_sums_the_matching_groups_and_deleted_risks_only_when_asked() {
        let t = Tally {
            groups: vec![
                group(true, "approved", Some("fn-it"), 7),
                group(true, "pending", None, 5),
                group(false, "deleted", Some("fn-it"), 3),
            ],
        };
        assert_eq!(t.total(&Filter::default()), Some(12));
        let it = Filter {
            function_id: "fn-it".into(),
            ..Filter::default()
        };
        assert_eq!(t.total(&it), Some(7));
        let deleted = Filter {
            approval_status: "deleted".into(),
            ..Filter::default()
        };
        assert_eq!(t.total(&deleted), Some(3));
        let over = Filter {
            over_appetite: true,
            ..Filter::default()
        };
        assert_eq!(t.total(&over), Some(0));
    }

    #[test]
    fn a_search_or_my_approvals_is_not_answered_here() {
        let t = Tally::default();
        let search = Filter {
            q: "fire".into(),
            ..Filter::default()
        };
        assert_eq!(t.total(&search), None);
        let mine = Filter {
            awaiting_approval_by: Some("usr-admin".into()),
            ..Filter::default()
        };
        assert_eq!(t.total(&mine), None);
    }
}
