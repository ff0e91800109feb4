//! The route permission table and the middleware that enforces it. Every
//! `/api` route must be declared here; an undeclared route answers 500 so a
//! forgotten declaration cannot silently open an endpoint.

use actix_web::{
    Error, HttpMessage, Route,
    body::{BoxBody, MessageBody},
    dev::{ServiceRequest, ServiceResponse},
    http::header,
    middleware::Next,
    web,
};
use platform::error::{ApiError, ErrorKind};
use platform::permissions::{
    APPS_USE, AUDIT_READ, CATEGORY_MANAGE, INCIDENT_APPROVE, INCIDENT_READ, INCIDENT_WRITE,
    REPORT_EXPORT, RISK_APPROVE, RISK_READ, RISK_WRITE, SETTINGS_MANAGE,
};

use crate::{
    context::Ctx,
    error::error_response,
    routes::{
        action_plans, attachments, audit, auth, control_import, controls, demo, functions,
        messages, oidc, reports, risk_categories, risk_import, risks, roles, template_auth, user,
        users,
    },
    state::AppState,
};
// The application shell's routes.
use crate::routes::{bookmarks, record_search, search};
// Comments on risks, controls and action plans.
use crate::routes::comments;
// Each user's saved views of the big lists.
use crate::routes::saved_views;
// The user's own account and the public app config.
use crate::routes::{app_config, avatars};
// The account pages: options, forgot / reset password, lock screen.
use crate::routes::account_pages;
// The incident module (docs/incident-module.md).
use crate::routes::{
    incident_actions, incident_categories, incident_exports, incident_reports, incidents,
};

/// What a route requires of its caller.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub enum Access {
    /// Anyone, signed in or not.
    Public,
    /// Any signed-in user.
    SignedIn,
    /// A signed-in user whose role grants at least one permission: staff, not
    /// an account that registered itself and waits for a role. For what
    /// shows colleagues or the organisation to every member (issue 30).
    Member,
    /// A signed-in user whose role grants this permission.
    Permission(&'static str),
}

/// One row of the table: method, path pattern, rule, and the handler. Routes
/// are registered from this table only, so none can exist undeclared.
pub struct RouteRule {
    pub method: &'static str,
    pub path: &'static str,
    pub access: Access,
    /// Attaches the handler to a route of the rule's method.
    pub to: fn(Route) -> Route,
}

const fn rule(
    method: &'static str,
    path: &'static str,
    access: Access,
    to: fn(Route) -> Route,
) -> RouteRule {
    RouteRule {
        method,
        path,
        access,
        to,
    }
}

use Access::*;

/// Every `/api` route, what it requires, and what answers it.
#[rustfmt::skip]
pub const ROUTES: &[RouteRule] = &[
    rule("POST", "/api/auth/login", Public, |r| r.to(auth::login)),
    rule("POST", "/api/auth/refresh", Public, |r| r.to(auth::refresh)),
    rule("POST", "/api/auth/logout", SignedIn, |r| r.to(auth::logout)),
    rule("POST", "/api/auth/change-password", SignedIn, |r| r.to(auth::change_password)),
    rule("POST", "/api/auth/sessions/revoke-all", SignedIn, |r| r.to(auth::revoke_all_sessions)),
    rule("GET", "/api/auth/oidc/config", Public, |r| r.to(oidc::config)),
    rule("GET", "/api/auth/options", Public, |r| r.to(account_pages::options)),
    rule("POST", "/api/auth/forgot-password", Public, |r| r.to(account_pages::forgot_password)),
    rule("POST", "/api/auth/reset-password", Public, |r| r.to(account_pages::reset_password)),
    rule("GET", "/api/auth/lock", SignedIn, |r| r.to(account_pages::lock_state)),
    rule("POST", "/api/auth/lock", SignedIn, |r| r.to(account_pages::lock)),
    rule("POST", "/api/auth/unlock", SignedIn, |r| r.to(account_pages::unlock)),
    rule("GET", "/api/auth/oidc/login", Public, |r| r.to(oidc::login)),
    rule("GET", "/api/auth/oidc/callback", Public, |r| r.to(oidc::callback)),
    rule("GET", "/api/app/user", SignedIn, |r| r.to(user::current_user)),
    rule("GET", "/api/app/user/permissions", SignedIn, |r| r.to(user::permissions)),
    rule("PATCH", "/api/app/user", SignedIn, |r| r.to(user::update_profile)),
    rule("PUT", "/api/app/user/preferences", SignedIn, |r| r.to(user::set_preferences)),
    rule("PUT", "/api/app/user/avatar", SignedIn, |r| r.to(avatars::upload)),
    rule("DELETE", "/api/app/user/avatar", SignedIn, |r| r.to(avatars::delete)),
    rule("GET", "/api/v1/avatars/{user_id}", SignedIn, |r| r.to(avatars::get)),
    rule("GET", "/api/app/config", Public, |r| r.to(app_config::config)),
    rule("GET", "/api/app/mail/summary", SignedIn, |r| r.to(messages::summary)),
    rule("GET", "/api/app/global/account/messages/read", SignedIn, |r| r.to(messages::read)),
    rule("GET", "/api/v1/messages", SignedIn, |r| r.to(messages::list)),
    rule("POST", "/api/v1/messages/{id}/unread", SignedIn, |r| r.to(messages::unread)),
    rule("POST", "/api/v1/messages/read-all", SignedIn, |r| r.to(messages::read_all)),
    rule("GET", "/api/search/bookmarks/data", SignedIn, |r| r.to(bookmarks::list)),
    rule("POST", "/api/update/bookmarks", SignedIn, |r| r.to(bookmarks::update)),
    rule("GET", "/api/v1/saved-views", SignedIn, |r| r.to(saved_views::list)),
    rule("POST", "/api/v1/saved-views", SignedIn, |r| r.to(saved_views::create)),
    rule("PATCH", "/api/v1/saved-views/{id}", SignedIn, |r| r.to(saved_views::update)),
    rule("DELETE", "/api/v1/saved-views/{id}", SignedIn, |r| r.to(saved_views::delete)),
    rule("GET", "/api/main-search/data", SignedIn, |r| r.to(search::search)),
    rule("GET", "/api/v1/search", SignedIn, |r| r.to(record_search::search)),
    rule("POST", "/api/authenticate/login/user", Public, |r| r.to(template_auth::login_user)),
    rule("POST", "/api/authenticate/register/user", Public, |r| r.to(template_auth::register_user)),
    rule("POST", "/api/authenticate/refresh-token", Public, |r| r.to(template_auth::refresh_token)),
    rule("GET", "/api/v1/audit-events", Permission(AUDIT_READ), |r| r.to(audit::list)),
    rule("GET", "/api/v1/audit-events/export.csv", Permission(AUDIT_READ), |r| r.to(audit::export_csv)),
    rule("GET", "/api/v1/risk-method", Permission(RISK_READ), |r| r.to(risks::method)),
    rule("POST", "/api/v1/risk-method/preview", Permission(SETTINGS_MANAGE), |r| r.to(risks::preview_method)),
    rule("PUT", "/api/v1/risk-method", Permission(SETTINGS_MANAGE), |r| r.to(risks::update_method)),
    rule("GET", "/api/v1/risks", Permission(RISK_READ), |r| r.to(risks::list)),
    rule("POST", "/api/v1/risks", Permission(RISK_WRITE), |r| r.to(risks::create)),
    rule("POST", "/api/v1/risks/import", Permission(RISK_WRITE), |r| r.to(risk_import::import)),
    rule("GET", "/api/v1/risks/import/template.{format}", Permission(RISK_WRITE), |r| r.to(risk_import::template)),
    rule("GET", "/api/v1/risks/{id}", Permission(RISK_READ), |r| r.to(risks::get)),
    rule("PUT", "/api/v1/risks/{id}", Permission(RISK_WRITE), |r| r.to(risks::update)),
    rule("DELETE", "/api/v1/risks/{id}", Permission(RISK_APPROVE), |r| r.to(risks::delete)),
    rule("POST", "/api/v1/risks/{id}/submit", Permission(RISK_WRITE), |r| r.to(risks::submit)),
    rule("POST", "/api/v1/risks/{id}/approve", Permission(RISK_APPROVE), |r| r.to(risks::approve)),
    rule("POST", "/api/v1/risks/{id}/reject", Permission(RISK_APPROVE), |r| r.to(risks::reject)),
    rule("POST", "/api/v1/risks/{id}/review", Permission(RISK_WRITE), |r| r.to(risks::review)),
    rule("GET", "/api/v1/controls", Permission(RISK_READ), |r| r.to(controls::list)),
    rule("POST", "/api/v1/controls", Permission(RISK_WRITE), |r| r.to(controls::create)),
    rule("POST", "/api/v1/controls/import", Permission(RISK_WRITE), |r| r.to(control_import::import)),
    rule("GET", "/api/v1/controls/import/template.{format}", Permission(RISK_WRITE), |r| r.to(control_import::template)),
    rule("GET", "/api/v1/controls/{id}", Permission(RISK_READ), |r| r.to(controls::get)),
    rule("PUT", "/api/v1/controls/{id}", Permission(RISK_WRITE), |r| r.to(controls::update)),
    rule("DELETE", "/api/v1/controls/{id}", Permission(RISK_APPROVE), |r| r.to(controls::delete)),
    rule("POST", "/api/v1/controls/{id}/activities", Permission(RISK_WRITE), |r| r.to(controls::create_activity)),
    rule("GET", "/api/v1/control-activities", Permission(RISK_READ), |r| r.to(controls::list_activities)),
    rule("PUT", "/api/v1/control-activities/{id}", Permission(RISK_WRITE), |r| r.to(controls::update_activity)),
    rule("DELETE", "/api/v1/control-activities/{id}", Permission(RISK_WRITE), |r| r.to(controls::delete_activity)),
    rule("POST", "/api/v1/control-activities/{id}/complete", Permission(RISK_WRITE), |r| r.to(controls::complete_activity)),
    rule("GET", "/api/v1/action-plans", Permission(RISK_READ), |r| r.to(action_plans::list)),
    rule("POST", "/api/v1/action-plans", Permission(RISK_WRITE), |r| r.to(action_plans::create)),
    rule("GET", "/api/v1/action-plans/{id}", Permission(RISK_READ), |r| r.to(action_plans::get)),
    rule("PUT", "/api/v1/action-plans/{id}", Permission(RISK_WRITE), |r| r.to(action_plans::update)),
    rule("DELETE", "/api/v1/action-plans/{id}", Permission(RISK_WRITE), |r| r.to(action_plans::delete)),
    rule("GET", "/api/v1/attachments", Permission(RISK_READ), |r| r.to(attachments::list)),
    rule("POST", "/api/v1/attachments", Permission(RISK_WRITE), |r| r.to(attachments::upload)),
    rule("GET", "/api/v1/attachments/{id}/content", Permission(RISK_READ), |r| r.to(attachments::content)),
    rule("DELETE", "/api/v1/attachments/{id}", Permission(RISK_WRITE), |r| r.to(attachments::delete)),
    rule("GET", "/api/v1/comments", Permission(RISK_READ), |r| r.to(comments::list)),
    rule("POST", "/api/v1/comments", Permission(RISK_WRITE), |r| r.to(comments::create)),
    rule("DELETE", "/api/v1/comments/{id}", Permission(RISK_WRITE), |r| r.to(comments::delete)),
    rule("GET", "/api/v1/risk-categories", Permission(RISK_READ), |r| r.to(risk_categories::list)),
    rule("POST", "/api/v1/risk-categories", Permission(CATEGORY_MANAGE), |r| r.to(risk_categories::create)),
    rule("PUT", "/api/v1/risk-categories/{id}", Permission(CATEGORY_MANAGE), |r| r.to(risk_categories::update)),
    rule("DELETE", "/api/v1/risk-categories/{id}", Permission(CATEGORY_MANAGE), |r| r.to(risk_categories::delete)),
    rule("GET", "/api/v1/reports/heatmap", Permission(RISK_READ), |r| r.to(risks::heat_map)),
    rule("GET", "/api/v1/reports/dashboard", Permission(RISK_READ), |r| r.to(risks::dashboard)),
    rule("GET", "/api/v1/reports/register.csv", Permission(REPORT_EXPORT), |r| r.to(reports::register_csv)),
    rule("GET", "/api/v1/reports/register.xlsx", Permission(REPORT_EXPORT), |r| r.to(reports::register_xlsx)),
    rule("GET", "/api/v1/reports/register.pdf", Permission(REPORT_EXPORT), |r| r.to(reports::register_pdf)),
    rule("GET", "/api/v1/users/options", Permission(RISK_READ), |r| r.to(risks::user_options)),
    rule("GET", "/api/v1/incident-categories", Permission(INCIDENT_READ), |r| r.to(incident_categories::list)),
    rule("POST", "/api/v1/incident-categories", Permission(INCIDENT_WRITE), |r| r.to(incident_categories::create)),
    rule("PUT", "/api/v1/incident-categories/{id}", Permission(INCIDENT_WRITE), |r| r.to(incident_categories::update)),
    rule("DELETE", "/api/v1/incident-categories/{id}", Permission(INCIDENT_WRITE), |r| r.to(incident_categories::delete)),
    rule("GET", "/api/v1/incidents", Permission(INCIDENT_READ), |r| r.to(incidents::list)),
    rule("POST", "/api/v1/incidents", Permission(INCIDENT_WRITE), |r| r.to(incidents::create)),
    // The exports before `{id}`; they need incident.read too (the handler).
    rule("GET", "/api/v1/incidents/export.csv", Permission(REPORT_EXPORT), |r| r.to(incident_exports::export_csv)),
    rule("GET", "/api/v1/incidents/export.xlsx", Permission(REPORT_EXPORT), |r| r.to(incident_exports::export_xlsx)),
    rule("GET", "/api/v1/incidents/export.pdf", Permission(REPORT_EXPORT), |r| r.to(incident_exports::export_pdf)),
    rule("GET", "/api/v1/incidents/{id}", Permission(INCIDENT_READ), |r| r.to(incidents::get)),
    rule("PUT", "/api/v1/incidents/{id}", Permission(INCIDENT_WRITE), |r| r.to(incidents::update)),
    rule("DELETE", "/api/v1/incidents/{id}", Permission(INCIDENT_APPROVE), |r| r.to(incidents::delete)),
    rule("POST", "/api/v1/incidents/{id}/submit", Permission(INCIDENT_WRITE), |r| r.to(incidents::submit)),
    rule("POST", "/api/v1/incidents/{id}/approve", Permission(INCIDENT_APPROVE), |r| r.to(incidents::approve)),
    rule("POST", "/api/v1/incidents/{id}/reject", Permission(INCIDENT_APPROVE), |r| r.to(incidents::reject)),
    rule("POST", "/api/v1/incidents/{id}/actions", Permission(INCIDENT_WRITE), |r| r.to(incident_actions::create)),
    rule("POST", "/api/v1/incidents/{id}/losses", Permission(INCIDENT_WRITE), |r| r.to(incidents::add_loss)),
    rule("POST", "/api/v1/incidents/{id}/lessons", Permission(INCIDENT_WRITE), |r| r.to(incidents::add_lesson)),
    rule("GET", "/api/v1/incident-actions", Permission(INCIDENT_READ), |r| r.to(incident_actions::list)),
    rule("PUT", "/api/v1/incident-actions/{id}", Permission(INCIDENT_WRITE), |r| r.to(incident_actions::update)),
    rule("DELETE", "/api/v1/incident-actions/{id}", Permission(INCIDENT_WRITE), |r| r.to(incident_actions::delete)),
    rule("POST", "/api/v1/incident-actions/{id}/complete", Permission(INCIDENT_WRITE), |r| r.to(incident_actions::complete)),
    rule("POST", "/api/v1/incident-actions/{id}/reopen", Permission(INCIDENT_WRITE), |r| r.to(incident_actions::reopen)),
    rule("DELETE", "/api/v1/incident-losses/{id}", Permission(INCIDENT_WRITE), |r| r.to(incidents::delete_loss)),
    // Needs risk.write too (the handler).
    rule("POST", "/api/v1/incident-lessons/{id}/plan", Permission(INCIDENT_WRITE), |r| r.to(incidents::plan_lesson)),
    rule("GET", "/api/v1/incident-reports/dashboard", Permission(INCIDENT_READ), |r| r.to(incident_reports::dashboard)),
    rule("GET", "/api/v1/risks/{id}/incidents", Permission(INCIDENT_READ), |r| r.to(incidents::of_risk)),
    rule("GET", "/api/autocomplete/data", SignedIn, |r| r.to(demo::autocomplete)),
    // The data list and the contacts grid (issue 15).
    rule("GET", "/api/datalist/initial-data", Permission(APPS_USE), |r| r.to(crate::routes::demo_catalog::initial_data)),
    rule("GET", "/api/datalist/data", Permission(APPS_USE), |r| r.to(crate::routes::demo_catalog::data)),
    rule("POST", "/api/datalist/update-data", Permission(APPS_USE), |r| r.to(crate::routes::demo_catalog::update_data)),
    rule("POST", "/api/datalist/add-data", Permission(APPS_USE), |r| r.to(crate::routes::demo_catalog::add_data)),
    rule("POST", "/api/datalist/delete-data", Permission(APPS_USE), |r| r.to(crate::routes::demo_catalog::delete_data)),
    rule("POST", "/api/datalist/delete-selected", Permission(APPS_USE), |r| r.to(crate::routes::demo_catalog::delete_selected)),
    rule("GET", "/api/aggrid/data", Permission(APPS_USE), |r| r.to(crate::routes::demo_catalog::aggrid_data)),
    // The todo and calendar apps: the caller's own tasks and events (ADR 0021).
    rule("GET", "/api/apps/todo", Permission(APPS_USE), |r| r.to(crate::routes::demo_todo::list)),
    rule("GET", "/api/apps/todo/tags", Permission(APPS_USE), |r| r.to(crate::routes::demo_todo::tags)),
    rule("POST", "/api/apps/todo/new-task", Permission(APPS_USE), |r| r.to(crate::routes::demo_todo::new_task)),
    rule("POST", "/api/apps/todo/update-task", Permission(APPS_USE), |r| r.to(crate::routes::demo_todo::update_task)),
    rule("POST", "/api/app/todo/trash-todo", Permission(APPS_USE), |r| r.to(crate::routes::demo_todo::trash_todo)),
    rule("GET", "/api/apps/calendar/events", Permission(APPS_USE), |r| r.to(crate::routes::demo_calendar::events)),
    rule("POST", "/api/apps/calendar/add-event", Permission(APPS_USE), |r| r.to(crate::routes::demo_calendar::add_event)),
    rule("POST", "/api/apps/calendar/update-event", Permission(APPS_USE), |r| r.to(crate::routes::demo_calendar::update_event)),
    rule("POST", "/api/apps/calendar/remove-event", Permission(APPS_USE), |r| r.to(crate::routes::demo_calendar::remove_event)),
    // The mail app: the caller's own mailbox (ADR 0021).
    rule("GET", "/api/email/mails", Permission(APPS_USE), |r| r.to(crate::routes::demo_mail::list)),
    rule("GET", "/api/email/mails/{id}", Permission(APPS_USE), |r| r.to(crate::routes::demo_mail::get)),
    rule("GET", "/api/email/counts", Permission(APPS_USE), |r| r.to(crate::routes::demo_mail::counts)),
    rule("GET", "/api/email/contacts", Permission(APPS_USE), |r| r.to(crate::routes::demo_mail::contacts)),
    rule("POST", "/api/email/send", Permission(APPS_USE), |r| r.to(crate::routes::demo_mail::send)),
    rule("POST", "/api/email/drafts", Permission(APPS_USE), |r| r.to(crate::routes::demo_mail::create_draft)),
    rule("PUT", "/api/email/drafts/{id}", Permission(APPS_USE), |r| r.to(crate::routes::demo_mail::update_draft)),
    rule("DELETE", "/api/email/drafts/{id}", Permission(APPS_USE), |r| r.to(crate::routes::demo_mail::delete_draft)),
    rule("POST", "/api/email/drafts/{id}/send", Permission(APPS_USE), |r| r.to(crate::routes::demo_mail::send_draft)),
    rule("POST", "/api/email/set-starred", Permission(APPS_USE), |r| r.to(crate::routes::demo_mail::set_starred)),
    rule("POST", "/api/email/move-mails", Permission(APPS_USE), |r| r.to(crate::routes::demo_mail::move_mails)),
    rule("POST", "/api/email/mark-unread", Permission(APPS_USE), |r| r.to(crate::routes::demo_mail::mark_unread)),
    rule("POST", "/api/email/set-labels", Permission(APPS_USE), |r| r.to(crate::routes::demo_mail::set_labels)),
    // The chat app (ADR 0021). The stream is opened by EventSource, which
    // cannot send the token: its single-use ticket is checked by the handler.
    rule("GET", "/api/app/chat/chats", Permission(APPS_USE), |r| r.to(crate::routes::demo_chat::chats)),
    rule("GET", "/api/app/chat/chat-contacts", Permission(APPS_USE), |r| r.to(crate::routes::demo_chat::chat_contacts)),
    rule("GET", "/api/app/chat/messages", Permission(APPS_USE), |r| r.to(crate::routes::demo_chat::messages)),
    rule("POST", "/api/app/chat/send-message", Permission(APPS_USE), |r| r.to(crate::routes::demo_chat::send_message)),
    rule("POST", "/api/apps/chat/mark-all-seen/", Permission(APPS_USE), |r| r.to(crate::routes::demo_chat::mark_all_seen)),
    rule("POST", "/api/apps/chat/set-pinned/", Permission(APPS_USE), |r| r.to(crate::routes::demo_chat::set_pinned)),
    rule("POST", "/api/app/chat/status", Permission(APPS_USE), |r| r.to(crate::routes::demo_chat::set_status)),
    rule("DELETE", "/api/app/chat/messages/{id}", Permission(APPS_USE), |r| r.to(crate::routes::demo_chat::delete_message)),
    rule("DELETE", "/api/app/chat/chats/{contactId}/messages", Permission(APPS_USE), |r| r.to(crate::routes::demo_chat::clear_chat)),
    rule("POST", "/api/app/chat/stream-ticket", Permission(APPS_USE), |r| r.to(crate::routes::demo_chat::stream_ticket)),
    rule("GET", "/api/app/chat/stream", Public, |r| r.to(crate::routes::demo_chat::stream)),
    // The users app and the shop (issue 15): `list` and `update` before `{id}`.
    rule("GET", "/api/users/list", Permission(APPS_USE), |r| r.to(crate::routes::demo_users::list)),
    rule("POST", "/api/users/update", Permission(APPS_USE), |r| r.to(crate::routes::demo_users::update)),
    rule("GET", "/api/users/{id}", Permission(APPS_USE), |r| r.to(crate::routes::demo_users::get)),
    rule("GET", "/api/ecommerce/products", Permission(APPS_USE), |r| r.to(crate::routes::demo_shop::products)),
    rule("GET", "/api/ecommerce/products/{id}", Permission(APPS_USE), |r| r.to(crate::routes::demo_shop::product)),
    rule("GET", "/api/ecommerce/wishlist", Permission(APPS_USE), |r| r.to(crate::routes::demo_shop::wishlist)),
    rule("POST", "/api/ecommerce/wishlist", Permission(APPS_USE), |r| r.to(crate::routes::demo_shop::wish)),
    rule("DELETE", "/api/ecommerce/wishlist/{id}", Permission(APPS_USE), |r| r.to(crate::routes::demo_shop::unwish)),
    rule("GET", "/api/ecommerce/cart", Permission(APPS_USE), |r| r.to(crate::routes::demo_shop::cart)),
    rule("POST", "/api/ecommerce/cart", Permission(APPS_USE), |r| r.to(crate::routes::demo_shop::set_quantity)),
    rule("DELETE", "/api/ecommerce/cart/{id}", Permission(APPS_USE), |r| r.to(crate::routes::demo_shop::remove_line)),
    rule("POST", "/api/ecommerce/checkout", Permission(APPS_USE), |r| r.to(crate::routes::demo_shop::checkout)),
    rule("GET", "/api/ecommerce/orders", Permission(APPS_USE), |r| r.to(crate::routes::demo_shop::orders)),
    // The analytics and eCommerce dashboards: shop-wide figures (issue 15).
    rule("GET", "/api/dashboard/analytics", Permission(APPS_USE), |r| r.to(crate::routes::demo_dashboard::analytics)),
    rule("GET", "/api/dashboard/ecommerce", Permission(APPS_USE), |r| r.to(crate::routes::demo_dashboard::ecommerce)),
    rule("GET", "/api/v1/users", Permission(SETTINGS_MANAGE), |r| r.to(users::list)),
    rule("POST", "/api/v1/users", Permission(SETTINGS_MANAGE), |r| r.to(users::create)),
    rule("GET", "/api/v1/users/{id}", Permission(SETTINGS_MANAGE), |r| r.to(users::get)),
    rule("PATCH", "/api/v1/users/{id}", Permission(SETTINGS_MANAGE), |r| r.to(users::update)),
    rule("POST", "/api/v1/users/{id}/deactivate", Permission(SETTINGS_MANAGE), |r| r.to(users::deactivate)),
    rule("POST", "/api/v1/users/{id}/reactivate", Permission(SETTINGS_MANAGE), |r| r.to(users::reactivate)),
    rule("POST", "/api/v1/users/{id}/reset-password", Permission(SETTINGS_MANAGE), |r| r.to(users::reset_password)),
    rule("GET", "/api/v1/roles", Permission(SETTINGS_MANAGE), |r| r.to(roles::list)),
    rule("POST", "/api/v1/roles", Permission(SETTINGS_MANAGE), |r| r.to(roles::create)),
    rule("PATCH", "/api/v1/roles/{name}", Permission(SETTINGS_MANAGE), |r| r.to(roles::update)),
    rule("DELETE", "/api/v1/roles/{name}", Permission(SETTINGS_MANAGE), |r| r.to(roles::delete)),
    rule("PUT", "/api/v1/roles/{name}/permissions", Permission(SETTINGS_MANAGE), |r| r.to(roles::set_permissions)),
    rule("GET", "/api/v1/permissions", Permission(SETTINGS_MANAGE), |r| r.to(roles::permissions)),
    rule("GET", "/api/v1/functions", Member, |r| r.to(functions::list)),
    rule("POST", "/api/v1/functions", Permission(SETTINGS_MANAGE), |r| r.to(functions::create)),
    rule("PATCH", "/api/v1/functions/{id}", Permission(SETTINGS_MANAGE), |r| r.to(functions::update)),
    rule("DELETE", "/api/v1/functions/{id}", Permission(SETTINGS_MANAGE), |r| r.to(functions::delete)),
];

/// What a user who must change their password may still call.
/// Method and path: `PATCH /api/app/user` (profile edits) waits for the new password.
const DURING_PASSWORD_CHANGE: &[(&str, &str)] = &[
    ("POST", "/api/auth/logout"),
    ("POST", "/api/auth/refresh"),
    ("POST", "/api/auth/change-password"),
    ("POST", "/api/auth/sessions/revoke-all"),
    ("GET", "/api/app/user"),
    ("GET", "/api/app/user/permissions"),
];

/// What a locked session (lock screen, ADR 23) may still call: unlock,
/// sign-out, and who it is (the lock screen shows the name and picture).
const WHILE_LOCKED: &[(&str, &str)] = &[
    ("POST", "/api/auth/unlock"),
    ("GET", "/api/auth/lock"),
    ("POST", "/api/auth/logout"),
    ("POST", "/api/auth/refresh"),
    ("GET", "/api/app/user"),
    ("GET", "/api/app/user/permissions"),
    ("GET", "/api/v1/avatars/{user_id}"),
];

/// What a session may still change while the shared store cannot be asked
/// whether it was revoked (ADR 25): reads pass, and signing out.
const WHILE_UNCHECKED: &[(&str, &str)] = &[("POST", "/api/auth/logout")];

/// The refusal of a write whose session could not be checked (503: retry).
pub fn session_unchecked() -> ApiError {
    ApiError::new(
        ErrorKind::Unavailable,
        "SERVICE_UNAVAILABLE",
        "Sessions cannot be checked right now, please try again shortly.",
    )
    .with_retry_after(crate::shared_store::SharedStore::REST.as_secs().max(1))
}

/// The refusal of a locked session's call (423, ADR 23).
pub fn session_locked() -> ApiError {
    ApiError::new(
        ErrorKind::PermissionDenied,
        "SESSION_LOCKED",
        "This session is locked. Enter your password to continue.",
    )
}

/// The refusal of a call before a required password change.
pub fn password_change_required() -> ApiError {
    ApiError::new(
        ErrorKind::PermissionDenied,
        "PASSWORD_CHANGE_REQUIRED",
        "Choose a new password first.",
    )
}

/// Every refusal [`authorize`] and the load shedder may answer for a route
/// before its handler runs, so the OpenAPI document lists each (ADR 26).
pub fn refusals(rule: &RouteRule) -> Vec<ApiError> {
    let mut out = vec![crate::shed::overloaded()];
    if rule.access == Access::Public {
        return out;
    }
    let route = (rule.method, rule.path);
    out.push(crate::identity::unauthenticated(
        "NOT_SIGNED_IN",
        "Sorry, Authentication failed",
    ));
    if !WHILE_LOCKED.contains(&route) {
        out.push(session_locked());
    }
    if rule.method != "GET" && !WHILE_UNCHECKED.contains(&route) {
        out.push(session_unchecked());
    }
    if !DURING_PASSWORD_CHANGE.contains(&route) {
        out.push(password_change_required());
    }
    if matches!(rule.access, Access::Permission(_) | Access::Member) {
        out.push(forbidden());
    }
    out
}

/// Registers every route of the table (paths relative to the `/api` scope).
pub fn configure(cfg: &mut web::ServiceConfig) {
    for rule in ROUTES {
        let method = actix_web::http::Method::from_bytes(rule.method.as_bytes())
            .expect("the table holds valid methods");
        let path = rule
            .path
            .strip_prefix("/api")
            .expect("API routes start with /api");
        cfg.route(path, (rule.to)(web::method(method)));
    }
}

/// The rule for a request, matching HEAD against GET routes.
pub fn rule_for(method: &str, pattern: &str) -> Option<&'static RouteRule> {
    let method = if method == "HEAD" { "GET" } else { method };
    ROUTES
        .iter()
        .find(|r| r.method == method && r.path == pattern)
}

/// The methods declared for a path pattern (`HEAD` with `GET`), for `Allow`.
pub fn methods_for(pattern: &str) -> Vec<&'static str> {
    let mut methods: Vec<&'static str> = ROUTES
        .iter()
        .filter(|r| r.path == pattern)
        .map(|r| r.method)
        .collect();
    if methods.contains(&"GET") {
        methods.push("HEAD");
    }
    methods
}

/// Every declared route: method, path and rule (for the route × role test
/// and the documentation; routes are registered from this table only).
pub fn declared_routes() -> impl Iterator<Item = (&'static str, &'static str, Access)> {
    ROUTES.iter().map(|r| (r.method, r.path, r.access))
}

fn bearer(req: &ServiceRequest) -> Option<String> {
    let value = req.headers().get(header::AUTHORIZATION)?.to_str().ok()?;
    let (scheme, token) = value.split_once(' ')?;
    scheme
        .eq_ignore_ascii_case("bearer")
        .then(|| token.trim().to_owned())
        .filter(|t| !t.is_empty())
}

fn deny(req: ServiceRequest, e: &ApiError) -> ServiceResponse<BoxBody> {
    req.into_response(error_response(e))
}

/// What a caller whose role grants `map` lacks for a route of `access`, as
/// the security event names it; `None` when nothing is missing.
fn missing(access: Access, map: &std::collections::HashMap<String, bool>) -> Option<&'static str> {
    match access {
        Access::Public | Access::SignedIn => None,
        Access::Permission(p) => (!map.get(p).copied().unwrap_or(false)).then_some(p),
        // A member of staff holds something; `registered` holds nothing.
        Access::Member => (!map.values().any(|granted| *granted)).then_some("any permission"),
    }
}

/// The answer to a caller whose role lacks a route's permission (403).
pub fn forbidden() -> ApiError {
    ApiError::new(
        ErrorKind::PermissionDenied,
        "FORBIDDEN",
        "Sorry, Restricted Action",
    )
}

/// A second permission checked by a handler, for the routes whose rule
/// depends on what they are asked for (an attachment of an incident needs
/// `incident.*` besides the table's `risk.*`): refused and logged exactly as
/// the table refuses.
pub async fn require(
    state: &AppState,
    ctx: &Ctx,
    req: &actix_web::HttpRequest,
    permission: &'static str,
) -> Result<(), ApiError> {
    let identity = ctx.identity.as_ref().ok_or_else(|| {
        crate::identity::unauthenticated("NOT_SIGNED_IN", "Sorry, Authentication failed")
    })?;
    let granted = state
        .verifier
        .permissions(&identity.role, &ctx.caller())
        .await?
        .get(permission)
        .copied()
        .unwrap_or(false);
    if !granted {
        state
            .security_events
            .access_denied(ctx, req.method().as_str(), req.path(), permission)
            .await;
        return Err(forbidden());
    }
    Ok(())
}

/// Builds the request context and enforces the table on `/api` routes.
pub async fn authorize(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<BoxBody>, Error> {
    let state = req
        .app_data::<web::Data<AppState>>()
        .cloned()
        .expect("AppState is registered");
    let mut ctx = Ctx {
        request_id: req
            .extensions()
            .get::<crate::metrics::RequestId>()
            .map(|r| r.0.clone())
            .unwrap_or_default(),
        source_ip: crate::context::client_ip(req.request(), &state.config.trusted_proxies),
        user_agent: req
            .headers()
            .get(header::USER_AGENT)
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default()
            .chars()
            .take(255)
            .collect(),
        identity: None,
    };
    let Some(pattern) = req.match_pattern() else {
        // Unknown path: the default service answers 404.
        req.extensions_mut().insert(ctx);
        return Ok(next.call(req).await?.map_into_boxed_body());
    };
    let Some(rule) = rule_for(req.method().as_str(), &pattern) else {
        let allowed = methods_for(&pattern);
        if !allowed.is_empty() {
            // A known path, another method: 405 with the methods it has.
            let mut res = error_response(&crate::error::method_not_allowed());
            res.headers_mut().insert(
                header::ALLOW,
                header::HeaderValue::from_str(&allowed.join(", ")).expect("method names"),
            );
            return Ok(req.into_response(res));
        }
        tracing::error!(method = %req.method(), pattern, "route missing from the access table");
        return Ok(deny(
            req,
            &ApiError::new(
                ErrorKind::Internal,
                "ROUTE_NOT_DECLARED",
                "There was an error on the server, please try again.",
            ),
        ));
    };
    if rule.access != Access::Public {
        let Some(token) = bearer(&req) else {
            return Ok(deny(
                req,
                &crate::identity::unauthenticated("NOT_SIGNED_IN", "Sorry, Authentication failed"),
            ));
        };
        let revocation_checked = match state.verifier.verify(&token).await {
            Ok(verified) => {
                ctx.identity = Some(verified.identity);
                verified.revocation_checked
            }
            Err(e) => return Ok(deny(req, &e)),
        };
        if !WHILE_LOCKED.contains(&(rule.method, rule.path))
            && let Some(identity) = &ctx.identity
            && account_pages::session_locked(&state, &identity.session_id).await
        {
            return Ok(deny(req, &session_locked()));
        }
        // A session that may have been signed out elsewhere reads but does not
        // write until the store answers again (ADR 25); the lock check above
        // may have found the store away too.
        let unchecked = !revocation_checked || state.store.is_away();
        if unchecked && rule.method != "GET" && !WHILE_UNCHECKED.contains(&(rule.method, rule.path))
        {
            return Ok(deny(req, &session_unchecked()));
        }
        let must_change = ctx.identity.as_ref().is_some_and(|i| i.pwd);
        if must_change && !DURING_PASSWORD_CHANGE.contains(&(rule.method, rule.path)) {
            return Ok(deny(req, &password_change_required()));
        }
    }
    if matches!(rule.access, Access::Permission(_) | Access::Member) {
        let identity = ctx.identity.clone().expect("verified above");
        let map = match state
            .verifier
            .permissions(&identity.role, &ctx.caller())
            .await
        {
            Ok(map) => map,
            Err(e) => return Ok(deny(req, &e)),
        };
        if let Some(missing) = missing(rule.access, &map) {
            state
                .security_events
                .access_denied(&ctx, req.method().as_str(), req.path(), missing)
                .await;
            return Ok(deny(req, &forbidden()));
        }
    }
    req.extensions_mut().insert(ctx);
    Ok(next.call(req).await?.map_into_boxed_body())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_rule_is_unique() {
        for (i, a) in ROUTES.iter().enumerate() {
            for b in &ROUTES[i + 1..] {
                assert!(
                    !(a.method == b.method && a.path == b.path),
                    "{} {} declared twice",
                    a.method,
                    a.path
                );
            }
        }
    }

    #[test]
    fn allow_lists_the_declared_methods_of_a_path() {
        assert_eq!(
            methods_for("/api/v1/risks/{id}"),
            vec!["GET", "PUT", "DELETE", "HEAD"]
        );
        assert_eq!(methods_for("/api/auth/login"), vec!["POST"]);
        assert!(methods_for("/api/nowhere").is_empty());
    }

    #[test]
    fn a_member_holds_any_permission_and_a_permission_rule_its_own() {
        let map = |granted: &[&str]| {
            platform::permissions::ALL
                .iter()
                .map(|p| ((*p).to_owned(), granted.contains(p)))
                .collect()
        };
        assert_eq!(missing(Member, &map(&[])), Some("any permission"));
        assert_eq!(missing(Member, &map(&[APPS_USE])), None);
        assert_eq!(
            missing(Permission(APPS_USE), &map(&[RISK_READ])),
            Some(APPS_USE)
        );
        assert_eq!(missing(Permission(RISK_READ), &map(&[RISK_READ])), None);
        assert_eq!(missing(SignedIn, &map(&[])), None);
    }

    #[test]
    fn head_uses_the_get_rule() {
        assert_eq!(
            rule_for("HEAD", "/api/app/user").unwrap().access,
            Access::SignedIn
        );
    }
}
