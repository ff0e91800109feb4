//! The permission catalogue and the built-in roles' defaults.

/// Every permission the gateway can require, grouped by area.
pub const ALL: &[&str] = &[
    "risk.read",
    "risk.write",
    "risk.approve",
    "category.manage",
    "incident.read",
    "incident.write",
    "audit.read",
    "settings.manage",
];

/// The built-in roles and what each may do by default (spec section 6: the
/// Incident group, Audit Trail and most of Settings are for admin and editor).
pub const BUILT_IN_ROLES: &[(&str, &str, &[&str])] = &[
    ("admin", "Full access, including settings and roles", ALL),
    (
        "editor",
        "Manages risks, incidents and settings",
        &[
            "risk.read",
            "risk.write",
            "risk.approve",
            "category.manage",
            "incident.read",
            "incident.write",
            "audit.read",
            "settings.manage",
        ],
    ),
    (
        "staff",
        "Works on the risk register",
        &["risk.read", "risk.write"],
    ),
    ("user", "Reads the risk register", &["risk.read"]),
];

/// The full map for a role's granted set: every known permission listed.
pub fn as_map<'a>(
    granted: impl IntoIterator<Item = &'a str>,
) -> std::collections::HashMap<String, bool> {
    let granted: std::collections::HashSet<&str> = granted.into_iter().collect();
    ALL.iter()
        .map(|p| ((*p).to_owned(), granted.contains(p)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn staff_cannot_open_incidents_or_settings() {
        let staff = BUILT_IN_ROLES.iter().find(|r| r.0 == "staff").unwrap();
        let map = as_map(staff.2.iter().copied());
        assert!(map["risk.read"]);
        assert!(!map["incident.read"]);
        assert!(!map["settings.manage"]);
        assert!(!map["audit.read"]);
        assert_eq!(map.len(), ALL.len());
    }
}
