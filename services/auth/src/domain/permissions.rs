//! The permission catalogue and the built-in roles' defaults. The names
//! themselves are `platform::permissions`' constants, shared with the gateway.

use platform::permissions::{
    APPS_USE, AUDIT_READ, CATEGORY_MANAGE, INCIDENT_APPROVE, INCIDENT_READ, INCIDENT_WRITE,
    REPORT_EXPORT, RISK_APPROVE, RISK_READ, RISK_WRITE, SETTINGS_MANAGE,
};

/// Every permission the gateway can require: name, area, description.
pub const CATALOGUE: &[(&str, &str, &str)] = &[
    (RISK_READ, "risk", "View risks, controls and action plans"),
    (
        RISK_WRITE,
        "risk",
        "Create and edit risks, controls and action plans",
    ),
    (RISK_APPROVE, "risk", "Approve or reject risk changes"),
    (CATEGORY_MANAGE, "risk", "Manage risk categories"),
    (INCIDENT_READ, "incident", "View incidents"),
    (INCIDENT_WRITE, "incident", "Record and edit incidents"),
    (
        INCIDENT_APPROVE,
        "incident",
        "Approve or reject incident changes",
    ),
    (
        SETTINGS_MANAGE,
        "settings",
        "Manage users, roles, the matrix and functions",
    ),
    (AUDIT_READ, "audit", "Read the audit trail and logs"),
    (REPORT_EXPORT, "reports", "Export reports"),
    (
        APPS_USE,
        "apps",
        "Use the demo apps: mail, chat, todo, calendar, users, shop, data list",
    ),
];

/// Every permission name (written once, in `platform::permissions`).
pub use platform::permissions::ALL;

/// Whether `name` is a known permission.
pub fn is_known(name: &str) -> bool {
    ALL.contains(&name)
}

/// The built-in roles and what each may do by default (spec section 6: the
/// Incident group, Audit Trail and most of Settings are for admin and editor).
pub const BUILT_IN_ROLES: &[(&str, &str, &[&str])] = &[
    ("admin", "Full access, including settings and roles", ALL),
    (
        "editor",
        "Manages risks, incidents and settings",
        &[
            RISK_READ,
            RISK_WRITE,
            RISK_APPROVE,
            CATEGORY_MANAGE,
            INCIDENT_READ,
            INCIDENT_WRITE,
            INCIDENT_APPROVE,
            AUDIT_READ,
            SETTINGS_MANAGE,
            REPORT_EXPORT,
            APPS_USE,
        ],
    ),
    (
        "staff",
        "Works on the risk register",
        &[RISK_READ, RISK_WRITE, APPS_USE],
    ),
    ("user", "Reads the risk register", &[RISK_READ, APPS_USE]),
    (
        REGISTERED_ROLE,
        "Registered itself; sees no data until an administrator assigns a role",
        &[],
    ),
];

/// The role of a self-registered account: no data permissions.
pub const REGISTERED_ROLE: &str = "registered";

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
    fn the_catalogue_and_the_name_list_agree() {
        let names: Vec<&str> = CATALOGUE.iter().map(|c| c.0).collect();
        assert_eq!(names.len(), ALL.len());
        assert!(ALL.iter().all(|p| names.contains(p)));
    }

    #[test]
    fn a_self_registered_account_holds_nothing_not_even_the_apps() {
        let registered = BUILT_IN_ROLES
            .iter()
            .find(|r| r.0 == REGISTERED_ROLE)
            .unwrap();
        assert!(registered.2.is_empty());
        for role in ["admin", "editor", "staff", "user"] {
            let r = BUILT_IN_ROLES.iter().find(|r| r.0 == role).unwrap();
            assert!(r.2.contains(&APPS_USE), "{role} uses the demo apps");
        }
    }

    #[test]
    fn staff_cannot_open_incidents_or_settings() {
        let staff = BUILT_IN_ROLES.iter().find(|r| r.0 == "staff").unwrap();
        let map = as_map(staff.2.iter().copied());
        assert!(map["risk.read"]);
        assert!(!map["incident.read"]);
        assert!(!map["settings.manage"]);
        let user = BUILT_IN_ROLES.iter().find(|r| r.0 == "user").unwrap();
        for role in [staff, user] {
            assert!(
                role.2.iter().all(|p| !p.starts_with("incident.")),
                "{} may not touch incidents",
                role.0
            );
        }
        assert!(!map["audit.read"]);
        assert_eq!(map.len(), ALL.len());
    }
}
