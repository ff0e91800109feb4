//! When an incident asks for its linked risks to be re-assessed
//! (docs/incident-module.md "Re-assessment loop"): when it links a risk it
//! did not link before, and when its actual loss first passes its
//! category's loss threshold. Pure; the use cases write the audit event
//! `incident.incident.reassessment_requested` in the change's transaction.

/// Why a re-assessment is asked for (`changes.after.reason`).
pub const LINKED: &str = "linked";
pub const LOSS_THRESHOLD: &str = "loss_threshold";

/// The ids in `after` that `before` did not hold, in `after`'s order.
pub fn newly_linked(before: &[String], after: &[String]) -> Vec<String> {
    after
        .iter()
        .filter(|id| !before.contains(id))
        .cloned()
        .collect()
}

/// True when a change of the actual loss from `previous` to `new` passes
/// `threshold` for the first time: a threshold is set (more than 0), the
/// loss was at most it and is now above it.
pub fn passes_threshold(threshold: f64, previous: f64, new: f64) -> bool {
    threshold > 0.0 && previous <= threshold && threshold < new
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ids(v: &[&str]) -> Vec<String> {
        v.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn only_risks_not_linked_before_count() {
        assert_eq!(newly_linked(&ids(&["a"]), &ids(&["a", "b"])), ids(&["b"]));
        assert!(newly_linked(&ids(&["a", "b"]), &ids(&["a"])).is_empty());
        assert_eq!(newly_linked(&[], &ids(&["c"])), ids(&["c"]));
    }

    #[test]
    fn the_threshold_is_passed_once() {
        assert!(passes_threshold(10_000.0, 9_000.0, 12_000.0));
        assert!(passes_threshold(10_000.0, 10_000.0, 10_000.5));
        // Already above: no second request.
        assert!(!passes_threshold(10_000.0, 12_000.0, 15_000.0));
        // Not reached, or no threshold.
        assert!(!passes_threshold(10_000.0, 0.0, 10_000.0));
        assert!(!passes_threshold(0.0, 0.0, 1e9));
    }
}
