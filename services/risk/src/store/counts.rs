//! What the register keeps for a moment. Counting the risks that match a
//! filter reads matching rows (up to `platform::total::EXACT_UP_TO` of them,
//! then the planner estimates) while the page itself reads 50 through an
//! index; the paging footer does not need a total fresher than [`TTL`]
//! (`platform::total::Remembered`: one request recounts an old total while
//! the others keep it). This replica forgets every total when it writes, so
//! its own users never see a stale one; another replica's total lags by
//! about `TTL`.

use super::register_tally::Tally;
use std::{
    collections::HashMap,
    sync::{Arc, Mutex},
    time::{Duration, Instant},
};

pub const TTL: Duration = Duration::from_secs(2);

use platform::total::Remembered;
pub use platform::total::Total;

#[derive(Clone)]
pub struct CountCache {
    /// Totals by filter (counted one request at a time, ADR 0014).
    pub totals: Remembered,
    /// Category names for the register's rows (they change only by a write).
    category_names: Arc<Mutex<Option<(Instant, Names)>>>,
    /// Open action plans per risk id, for the register's rows.
    open_plans: Arc<Mutex<Option<(Instant, OpenPlans)>>>,
    /// The register grouped by its filtered columns: every total that needs
    /// no search (`register_tally`).
    tally: Arc<Mutex<Option<Dated<Arc<Tally>>>>>,
    /// Writes seen here: a tally counted before a write is not kept after it.
    writes: Arc<std::sync::atomic::AtomicU64>,
}

impl Default for CountCache {
    fn default() -> Self {
        Self {
            totals: Remembered::new(TTL),
            category_names: Default::default(),
            open_plans: Default::default(),
            tally: Default::default(),
            writes: Default::default(),
        }
    }
}

/// A cached value and when it was read.
type Dated<T> = (Instant, T);

/// Risk id → open action plans.
type OpenPlans = Arc<HashMap<String, u32>>;

/// Category id → name.
type Names = Arc<HashMap<String, String>>;

/// How long category names are kept when nothing is written here.
const NAMES_TTL: Duration = Duration::from_secs(30);

impl CountCache {
    /// The lock to hold while counting something other than a total
    /// (the tally, the open plans), so it is counted once at a time.
    pub fn counting(&self, key: &str) -> Arc<tokio::sync::Mutex<()>> {
        self.totals.counting(key)
    }

    /// After a write here: totals, plan counts and the tally are counted
    /// again. Category names are kept: only a category's own change (see
    /// [`invalidate_categories`](Self::invalidate_categories)) alters them.
    pub fn invalidate(&self) {
        self.totals.clear();
        *self.open_plans.lock().expect("plans cache") = None;
        let mut tally = self.tally.lock().expect("tally cache");
        self.writes
            .fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        *tally = None;
    }

    /// Pass to [`put_tally`](Self::put_tally) with a tally counted after this.
    pub fn writes(&self) -> u64 {
        self.writes.load(std::sync::atomic::Ordering::SeqCst)
    }

    /// The tally, and whether it is older than [`TTL`]: then the caller
    /// that is told so refreshes it while everyone keeps using it (a
    /// grouped count takes tens of milliseconds; no request should wait for
    /// one that is merely old). `None` after a write here: count afresh.
    pub fn tally(&self) -> Option<(Arc<Tally>, bool)> {
        let mut tally = self.tally.lock().expect("tally cache");
        let (at, t) = tally.as_mut()?;
        let refresh = at.elapsed() >= TTL;
        if refresh {
            // Told once: the old tally gets another TTL while this caller
            // refreshes it (or fails to, and a later caller tries again).
            *at = Instant::now();
        }
        Some((t.clone(), refresh))
    }

    /// Keeps `tally` unless this replica wrote since `writes` was read (the
    /// count may not hold that write).
    pub fn put_tally(&self, tally: Arc<Tally>, writes: u64) {
        let mut slot = self.tally.lock().expect("tally cache");
        if self.writes() == writes {
            *slot = Some((Instant::now(), tally));
        }
    }

    pub fn open_plans(&self) -> Option<OpenPlans> {
        let plans = self.open_plans.lock().expect("plans cache");
        plans
            .as_ref()
            .filter(|(at, _)| at.elapsed() < TTL)
            .map(|(_, n)| n.clone())
    }

    pub fn put_open_plans(&self, plans: OpenPlans) {
        *self.open_plans.lock().expect("plans cache") = Some((Instant::now(), plans));
    }

    /// After a category was created, renamed, moved or deleted here.
    pub fn invalidate_categories(&self) {
        *self.category_names.lock().expect("names cache") = None;
        self.invalidate();
    }

    pub fn category_names(&self) -> Option<Names> {
        let names = self.category_names.lock().expect("names cache");
        names
            .as_ref()
            .filter(|(at, _)| at.elapsed() < NAMES_TTL)
            .map(|(_, n)| n.clone())
    }

    pub fn put_category_names(&self, names: Names) {
        *self.category_names.lock().expect("names cache") = Some((Instant::now(), names));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn totals_are_kept_per_filter_and_forgotten_on_a_write() {
        let cache = CountCache::default();
        assert_eq!(cache.totals.get("fn-it"), None);
        cache.totals.put("fn-it".into(), Total::exact(8341));
        cache.totals.put("High".into(), Total::exact(20003));
        assert_eq!(cache.totals.get("fn-it"), Some(Total::exact(8341)));
        cache.invalidate();
        assert_eq!(cache.totals.get("fn-it"), None);
        assert_eq!(cache.totals.get("High"), None);
    }

    #[test]
    fn a_risk_write_keeps_the_category_names_and_a_category_write_forgets_them() {
        let cache = CountCache::default();
        let names: Names = Arc::new([("cat-1".to_owned(), "Cyber".to_owned())].into());
        cache.put_category_names(names);
        cache.totals.put("fn-it".into(), Total::exact(3));
        cache.invalidate();
        assert!(cache.category_names().is_some());
        assert_eq!(cache.totals.get("fn-it"), None);
        cache.invalidate_categories();
        assert!(cache.category_names().is_none());
    }

    #[test]
    fn a_tally_counted_before_a_write_here_is_not_kept() {
        let cache = CountCache::default();
        let before = cache.writes();
        cache.invalidate();
        cache.put_tally(Arc::new(Tally::default()), before);
        assert!(cache.tally().is_none(), "counted before the write");
        cache.put_tally(Arc::new(Tally::default()), cache.writes());
        let (_, refresh) = cache.tally().expect("kept");
        assert!(!refresh, "fresh");
    }
}
