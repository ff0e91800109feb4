//! The permission names, written once: the gateway's route table
//! (`gateway/src/access.rs`), the auth service's catalogue and role defaults
//! (`services/auth/src/domain/permissions.rs`) and every service that checks
//! a permission itself use these constants. The SPA receives the same names
//! in the user's permission map.

/// View risks, controls and action plans.
pub const RISK_READ: &str = "risk.read";
/// Create and edit risks, controls and action plans.
pub const RISK_WRITE: &str = "risk.write";
/// Approve or reject risk changes.
pub const RISK_APPROVE: &str = "risk.approve";
/// Manage risk categories.
pub const CATEGORY_MANAGE: &str = "category.manage";
/// View incidents.
pub const INCIDENT_READ: &str = "incident.read";
/// Record and edit incidents.
pub const INCIDENT_WRITE: &str = "incident.write";
/// Approve or reject incident changes (and delete incidents).
pub const INCIDENT_APPROVE: &str = "incident.approve";
/// Manage users, roles, the matrix and functions.
pub const SETTINGS_MANAGE: &str = "settings.manage";
/// Read the audit trail and logs.
pub const AUDIT_READ: &str = "audit.read";
/// Export reports.
pub const REPORT_EXPORT: &str = "report.export";
/// Use the demo apps (mail, chat, todo, calendar, users, shop, data list,
/// the contacts grid and the apps' dashboards): they show colleagues and
/// shared data, which a self-registered account must not see (issue 30).
pub const APPS_USE: &str = "apps.use";

/// Every permission name, in the catalogue's order.
pub const ALL: &[&str] = &[
    RISK_READ,
    RISK_WRITE,
    RISK_APPROVE,
    CATEGORY_MANAGE,
    INCIDENT_READ,
    INCIDENT_WRITE,
    INCIDENT_APPROVE,
    SETTINGS_MANAGE,
    AUDIT_READ,
    REPORT_EXPORT,
    APPS_USE,
];
