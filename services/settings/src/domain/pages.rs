//! The product's page catalogue (bookmarks and the global search's Pages
//! group) and the rules over it: who may see a page, which stars make the
//! quick list, and how a search text matches a page.
//!
//! Route ids, paths and permissions mirror `frontend/src/config/routes.ts`;
//! icons are Tabler icon names (kebab case) as the sidebar uses them.

use std::collections::HashMap;

use platform::permissions::{AUDIT_READ, INCIDENT_READ, SETTINGS_MANAGE};

/// How many starred pages the quick list shows (spec section 9).
pub const QUICK_LIST_MAX: usize = 10;

/// Results per group in the global search (spec section 9).
pub const SEARCH_LIMIT: usize = 4;

/// The most results per group a search may ask for.
pub const SEARCH_LIMIT_MAX: usize = 20;

/// A search limit: 1..=20, [`SEARCH_LIMIT`] when unset (0).
pub fn search_limit(limit: u32) -> usize {
    match limit {
        0 => SEARCH_LIMIT,
        n => (n as usize).min(SEARCH_LIMIT_MAX),
    }
}

/// A search of the pages the caller may open.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PageSearch {
    pub q: String,
    /// Results at most (see [`search_limit`]).
    pub limit: usize,
    /// The caller's permissions, as the gateway vouches for them.
    pub granted: Vec<String>,
}

/// A star set or taken away on page `page_id`, which the caller (holding
/// `granted`) must be able to open.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BookmarkChange {
    pub page_id: u32,
    pub starred: bool,
    pub granted: Vec<String>,
}

/// One product page.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Page {
    /// Stable across releases: stored in users' bookmarks.
    pub id: u32,
    /// The SPA route id.
    pub target: &'static str,
    /// English title.
    pub title: &'static str,
    /// The SPA path.
    pub link: &'static str,
    pub icon: &'static str,
    /// Needed to open the page; `None` for any signed-in user.
    pub permission: Option<&'static str>,
}

const fn page(
    id: u32,
    target: &'static str,
    title: &'static str,
    link: &'static str,
    icon: &'static str,
    permission: Option<&'static str>,
) -> Page {
    Page {
        id,
        target,
        title,
        link,
        icon,
        permission,
    }
}

/// Every page, in sidebar order. Ids are never reused or renumbered.
#[rustfmt::skip]
pub const CATALOGUE: &[Page] = &[
    // Risk
    page(1, "dashboard", "Dashboard", "/", "dashboard", None),
    page(2, "riskWizard", "Create New Risk", "/risk/risk/wizard", "square-rounded-plus", None),
    page(3, "riskRegister", "Risk Register", "/risk/all", "list-details", None),
    page(4, "riskControls", "Controls", "/risk/control", "shield-check", None),
    page(5, "riskActionPlans", "Action Plans", "/risk/action/plan", "checklist", None),
    page(6, "riskAuditTrail", "Audit Trail", "/risk/activity", "history", Some(AUDIT_READ)),
    page(7, "riskReports", "Reports", "/risk/report", "file-analytics", None),
    // Incident
    page(8, "incidentDashboard", "Incident Dashboard", "/incident", "alert-triangle", Some(INCIDENT_READ)),
    page(9, "incidentCategories", "Incident Categories", "/incident/categories", "category", Some(INCIDENT_READ)),
    page(10, "incidentAll", "All Incidents", "/incident/all", "clipboard-list", Some(INCIDENT_READ)),
    page(11, "incidentActions", "Incident Actions", "/incident/actions", "activity", Some(INCIDENT_READ)),
    page(12, "incidentActivity", "Incident Activity", "/incident/activity", "notes", Some(INCIDENT_READ)),
    // Settings
    page(13, "settingsUsers", "Users", "/settings/user", "users", Some(SETTINGS_MANAGE)),
    page(14, "settingsRoles", "Roles", "/settings/role", "user-shield", Some(SETTINGS_MANAGE)),
    page(15, "settingsRolesMatrix", "Roles Matrix", "/settings/roles", "table", Some(SETTINGS_MANAGE)),
    page(16, "settingsFunctions", "Functions", "/department", "sitemap", Some(SETTINGS_MANAGE)),
    page(17, "settingsCategories", "Risk Categories", "/risk/category", "tags", None),
    page(18, "settingsLogs", "Logs", "/settings/logs", "logs", Some(AUDIT_READ)),
    // Account
    page(19, "account", "Edit Profile", "/user/account", "user-circle", None),
    page(20, "messages", "My Messages", "/user/messages", "mail", None),
];

/// The page with this id.
pub fn find(id: u32) -> Option<&'static Page> {
    CATALOGUE.iter().find(|p| p.id == id)
}

impl Page {
    /// Whether a caller holding `granted` may open the page.
    pub fn allowed(&self, granted: &[String]) -> bool {
        self.permission
            .is_none_or(|needed| granted.iter().any(|g| g == needed))
    }

    /// Whether the page's title or link holds `needle` (already lowercased).
    fn matches(&self, needle: &str) -> bool {
        self.title.to_lowercase().contains(needle) || self.link.to_lowercase().contains(needle)
    }
}

/// The pages a caller holding `granted` may open, in catalogue order.
pub fn visible(granted: &[String]) -> impl Iterator<Item = &'static Page> {
    CATALOGUE.iter().filter(move |p| p.allowed(granted))
}

/// The ids of the starred pages in the quick list: the first
/// [`QUICK_LIST_MAX`] by star time, ties by page id. The rest wait in the
/// overflow list and move up as stars before them are removed.
///
/// `stars` maps page id → starred at (ms); pass only pages the caller sees,
/// so a page they lost access to cannot hold a quick-list slot.
pub fn quick_list(stars: &HashMap<u32, i64>) -> Vec<u32> {
    let mut ordered: Vec<(i64, u32)> = stars.iter().map(|(id, at)| (*at, *id)).collect();
    ordered.sort_unstable();
    ordered
        .into_iter()
        .take(QUICK_LIST_MAX)
        .map(|(_, id)| id)
        .collect()
}

/// The search text as matched: trimmed and lowercased; `None` when blank.
pub fn needle(q: &str) -> Option<String> {
    let q = q.trim();
    (!q.is_empty()).then(|| q.to_lowercase())
}

/// Pages the caller may open whose title or link holds `q` (case-insensitive,
/// trimmed): at most `limit` in catalogue order, and how many match in all.
/// A blank `q` finds nothing.
pub fn search(q: &str, granted: &[String], limit: usize) -> (Vec<&'static Page>, usize) {
    let Some(needle) = needle(q) else {
        return (Vec::new(), 0);
    };
    let hits: Vec<_> = visible(granted).filter(|p| p.matches(&needle)).collect();
    let total = hits.len();
    (hits.into_iter().take(limit).collect(), total)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_search_limit_is_four_when_unset_and_never_above_twenty() {
        assert_eq!(search_limit(0), SEARCH_LIMIT);
        assert_eq!(search_limit(7), 7);
        assert_eq!(search_limit(500), SEARCH_LIMIT_MAX);
    }

    fn granted(names: &[&str]) -> Vec<String> {
        names.iter().map(|s| (*s).to_owned()).collect()
    }

    #[test]
    fn ids_targets_and_links_are_unique_and_ids_start_at_one() {
        for (i, a) in CATALOGUE.iter().enumerate() {
            assert_eq!(a.id as usize, i + 1, "ids run 1, 2, 3 … in order");
            for b in &CATALOGUE[i + 1..] {
                assert_ne!(a.target, b.target);
                assert_ne!(a.link, b.link);
            }
        }
        assert_eq!(find(3).map(|p| p.target), Some("riskRegister"));
        assert_eq!(find(0), None);
        assert_eq!(find(999), None);
    }

    #[test]
    fn pages_needing_a_permission_are_hidden_from_those_without_it() {
        let staff = granted(&["risk.read", "risk.write"]);
        let seen: Vec<_> = visible(&staff).map(|p| p.target).collect();
        assert!(seen.contains(&"dashboard"));
        assert!(seen.contains(&"settingsCategories"));
        assert!(seen.contains(&"messages"));
        assert!(!seen.contains(&"settingsUsers"));
        assert!(!seen.contains(&"riskAuditTrail"));
        assert!(!seen.contains(&"incidentAll"));
        let admin = granted(&["audit.read", "incident.read", "settings.manage"]);
        assert_eq!(visible(&admin).count(), CATALOGUE.len());
    }

    fn stars(list: &[(u32, i64)]) -> HashMap<u32, i64> {
        list.iter().copied().collect()
    }

    #[test]
    fn eleven_stars_give_ten_quick_and_one_waiting() {
        // Starred one after another: page 1 first … page 11 last.
        let s = stars(
            &(1..=11)
                .map(|id| (id, 1_000 + i64::from(id)))
                .collect::<Vec<_>>(),
        );
        let quick = quick_list(&s);
        assert_eq!(quick, (1..=10).collect::<Vec<_>>());
        assert!(
            !quick.contains(&11),
            "the eleventh waits in the overflow list"
        );
    }

    #[test]
    fn removing_a_quick_star_promotes_the_first_waiting_one() {
        let mut s = stars(
            &(1..=12)
                .map(|id| (id, 1_000 + i64::from(id)))
                .collect::<Vec<_>>(),
        );
        s.remove(&4);
        let quick = quick_list(&s);
        assert_eq!(quick.len(), QUICK_LIST_MAX);
        assert!(quick.contains(&11), "the oldest waiting star moves up");
        assert!(!quick.contains(&12), "the newer one keeps waiting");
        assert!(!quick.contains(&4));
    }

    #[test]
    fn order_is_by_star_time_not_by_page_and_ties_go_to_the_lower_id() {
        // Page 20 starred first; pages 1..=10 all at the same instant.
        let mut list = vec![(20, 5)];
        list.extend((1..=10).map(|id| (id, 9)));
        let quick = quick_list(&stars(&list));
        assert_eq!(quick[0], 20);
        assert_eq!(&quick[1..], &(1..=9).collect::<Vec<_>>()[..]);
        assert!(!quick.contains(&10), "the highest id loses the tie");
    }

    #[test]
    fn fewer_than_ten_stars_are_all_quick() {
        assert_eq!(quick_list(&stars(&[(7, 3), (2, 8)])), vec![7, 2]);
        assert!(quick_list(&HashMap::new()).is_empty());
    }

    #[test]
    fn search_is_a_trimmed_case_insensitive_substring_of_title_or_link() {
        let all = granted(&["audit.read", "incident.read", "settings.manage"]);
        let (hits, total) = search("  RISK ", &all, SEARCH_LIMIT);
        assert_eq!(hits.len(), SEARCH_LIMIT);
        // Titles (Create New Risk, Risk Register, Risk Categories) and links (/risk/…).
        assert_eq!(total, 7);
        assert_eq!(hits[0].target, "riskWizard", "catalogue order");
        let (hits, total) = search("department", &all, SEARCH_LIMIT);
        assert_eq!((hits[0].target, total), ("settingsFunctions", 1));
        let (hits, total) = search("messages", &all, SEARCH_LIMIT);
        assert_eq!((hits[0].target, total), ("messages", 1));
    }

    #[test]
    fn a_blank_search_finds_nothing() {
        let all = granted(&["audit.read"]);
        assert_eq!(search("", &all, 4), (vec![], 0));
        assert_eq!(search("   ", &all, 4), (vec![], 0));
    }

    #[test]
    fn search_leaves_out_pages_the_caller_may_not_open_and_counts_beyond_the_limit() {
        let staff = granted(&["risk.read"]);
        let (hits, total) = search("settings", &staff, 4);
        assert!(hits.is_empty() && total == 0, "{hits:?}");
        let admin = granted(&["settings.manage", "audit.read"]);
        let (hits, total) = search("settings", &admin, 2);
        assert_eq!((hits.len(), total), (2, 4));
    }
}
