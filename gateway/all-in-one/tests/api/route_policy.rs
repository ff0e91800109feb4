//! The route × role authorization test. Its policy table below is written out
//! here, NOT taken from the gateway's own table, so a wrong permission in the
//! gateway fails it. It checks that
//! (a) the gateway declares exactly the routes of this table, and
//! (b) for every route and every caller (anonymous; admin, editor, staff and
//!     user, the seeded roles; a user whose role grants nothing) the gateway
//!     refuses (401 `NOT_SIGNED_IN` / 403 `FORBIDDEN`) exactly when the policy
//!     says so. Any other answer counts as allowed: the calls use a harmless
//!     body and made-up ids, so handlers answer 404, 422, ... after the
//!     access check. (A handler's own 401/403 carries another code, e.g. the
//!     refresh of a missing session.)
//!
//! A new `/api` route needs a row here (and is refused until it has one).

use std::collections::{BTreeMap, BTreeSet};

use serde_json::{Value, json};

use crate::helpers::{Backends, TestApp, send, send_maybe_signed_in, spawn_app_with};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Rule {
    /// Anyone, signed in or not.
    Public,
    /// Any signed-in user.
    SignedIn,
    /// A signed-in user whose role grants at least one permission.
    Member,
    /// A signed-in user whose role grants the permission.
    Perm(&'static str),
}

use Rule::*;

/// The policy: method, path template, rule.
#[rustfmt::skip]
const POLICY: &[(&str, &str, Rule)] = &[
    ("POST", "/api/auth/login", Public),
    ("POST", "/api/auth/refresh", Public),
    ("POST", "/api/auth/logout", SignedIn),
    ("POST", "/api/auth/change-password", SignedIn),
    ("POST", "/api/auth/sessions/revoke-all", SignedIn),
    ("GET", "/api/auth/oidc/config", Public),
    ("GET", "/api/auth/oidc/login", Public),
    ("GET", "/api/auth/oidc/callback", Public),
    ("GET", "/api/auth/options", Public),
    ("POST", "/api/auth/forgot-password", Public),
    ("POST", "/api/auth/reset-password", Public),
    ("GET", "/api/auth/lock", SignedIn),
    ("POST", "/api/auth/unlock", SignedIn),
    ("GET", "/api/app/user", SignedIn),
    ("GET", "/api/app/user/permissions", SignedIn),
    ("PATCH", "/api/app/user", SignedIn),
    ("PUT", "/api/app/user/preferences", SignedIn),
    ("PUT", "/api/app/user/avatar", SignedIn),
    ("DELETE", "/api/app/user/avatar", SignedIn),
    ("GET", "/api/v1/avatars/{user_id}", SignedIn),
    ("GET", "/api/app/config", Public),
    ("GET", "/api/app/mail/summary", SignedIn),
    ("GET", "/api/app/global/account/messages/read", SignedIn),
    ("GET", "/api/v1/messages", SignedIn),
    ("POST", "/api/v1/messages/{id}/unread", SignedIn),
    ("POST", "/api/v1/messages/read-all", SignedIn),
    ("GET", "/api/search/bookmarks/data", SignedIn),
    ("POST", "/api/update/bookmarks", SignedIn),
    ("GET", "/api/v1/saved-views", SignedIn),
    ("POST", "/api/v1/saved-views", SignedIn),
    ("PATCH", "/api/v1/saved-views/{id}", SignedIn),
    ("DELETE", "/api/v1/saved-views/{id}", SignedIn),
    ("GET", "/api/main-search/data", SignedIn),
    ("GET", "/api/v1/search", SignedIn),
    ("POST", "/api/authenticate/login/user", Public),
    ("POST", "/api/authenticate/register/user", Public),
    ("POST", "/api/authenticate/refresh-token", Public),
    ("GET", "/api/v1/audit-events", Perm("audit.read")),
    ("GET", "/api/v1/audit-events/export.csv", Perm("audit.read")),
    ("GET", "/api/v1/risk-method", Perm("risk.read")),
    ("POST", "/api/v1/risk-method/preview", Perm("settings.manage")),
    ("PUT", "/api/v1/risk-method", Perm("settings.manage")),
    ("GET", "/api/v1/risks", Perm("risk.read")),
    ("POST", "/api/v1/risks", Perm("risk.write")),
    ("POST", "/api/v1/risks/import", Perm("risk.write")),
    ("GET", "/api/v1/risks/import/template.{format}", Perm("risk.write")),
    ("GET", "/api/v1/risks/{id}", Perm("risk.read")),
    ("PUT", "/api/v1/risks/{id}", Perm("risk.write")),
    ("DELETE", "/api/v1/risks/{id}", Perm("risk.approve")),
    ("POST", "/api/v1/risks/{id}/submit", Perm("risk.write")),
    ("POST", "/api/v1/risks/{id}/approve", Perm("risk.approve")),
    ("POST", "/api/v1/risks/{id}/reject", Perm("risk.approve")),
    ("POST", "/api/v1/risks/{id}/review", Perm("risk.write")),
    ("GET", "/api/v1/controls", Perm("risk.read")),
    ("POST", "/api/v1/controls", Perm("risk.write")),
    ("POST", "/api/v1/controls/import", Perm("risk.write")),
    ("GET", "/api/v1/controls/import/template.{format}", Perm("risk.write")),
    ("GET", "/api/v1/controls/{id}", Perm("risk.read")),
    ("PUT", "/api/v1/controls/{id}", Perm("risk.write")),
    ("DELETE", "/api/v1/controls/{id}", Perm("risk.approve")),
    ("POST", "/api/v1/controls/{id}/activities", Perm("risk.write")),
    ("GET", "/api/v1/control-activities", Perm("risk.read")),
    ("PUT", "/api/v1/control-activities/{id}", Perm("risk.write")),
    ("DELETE", "/api/v1/control-activities/{id}", Perm("risk.write")),
    ("POST", "/api/v1/control-activities/{id}/complete", Perm("risk.write")),
    ("GET", "/api/v1/action-plans", Perm("risk.read")),
    ("POST", "/api/v1/action-plans", Perm("risk.write")),
    ("GET", "/api/v1/action-plans/{id}", Perm("risk.read")),
    ("PUT", "/api/v1/action-plans/{id}", Perm("risk.write")),
    ("DELETE", "/api/v1/action-plans/{id}", Perm("risk.write")),
    ("GET", "/api/v1/attachments", Perm("risk.read")),
    ("POST", "/api/v1/attachments", Perm("risk.write")),
    ("GET", "/api/v1/attachments/{id}/content", Perm("risk.read")),
    ("DELETE", "/api/v1/attachments/{id}", Perm("risk.write")),
    ("GET", "/api/v1/comments", Perm("risk.read")),
    ("POST", "/api/v1/comments", Perm("risk.write")),
    ("DELETE", "/api/v1/comments/{id}", Perm("risk.write")),
    ("GET", "/api/v1/risk-categories", Perm("risk.read")),
    ("POST", "/api/v1/risk-categories", Perm("category.manage")),
    ("PUT", "/api/v1/risk-categories/{id}", Perm("category.manage")),
    ("DELETE", "/api/v1/risk-categories/{id}", Perm("category.manage")),
    ("GET", "/api/v1/reports/heatmap", Perm("risk.read")),
    ("GET", "/api/v1/reports/dashboard", Perm("risk.read")),
    ("GET", "/api/v1/reports/register.csv", Perm("report.export")),
    ("GET", "/api/v1/reports/register.xlsx", Perm("report.export")),
    ("GET", "/api/v1/reports/register.pdf", Perm("report.export")),
    ("GET", "/api/v1/users/options", Perm("risk.read")),
    ("GET", "/api/v1/incident-categories", Perm("incident.read")),
    ("POST", "/api/v1/incident-categories", Perm("incident.write")),
    ("PUT", "/api/v1/incident-categories/{id}", Perm("incident.write")),
    ("DELETE", "/api/v1/incident-categories/{id}", Perm("incident.write")),
    ("GET", "/api/v1/incidents", Perm("incident.read")),
    ("POST", "/api/v1/incidents", Perm("incident.write")),
    // Also incident.read, checked by the handler (no built-in role has one without the other).
    ("GET", "/api/v1/incidents/export.csv", Perm("report.export")),
    ("GET", "/api/v1/incidents/export.xlsx", Perm("report.export")),
    ("GET", "/api/v1/incidents/export.pdf", Perm("report.export")),
    ("GET", "/api/v1/incidents/{id}", Perm("incident.read")),
    ("PUT", "/api/v1/incidents/{id}", Perm("incident.write")),
    ("DELETE", "/api/v1/incidents/{id}", Perm("incident.approve")),
    ("POST", "/api/v1/incidents/{id}/submit", Perm("incident.write")),
    ("POST", "/api/v1/incidents/{id}/approve", Perm("incident.approve")),
    ("POST", "/api/v1/incidents/{id}/reject", Perm("incident.approve")),
    ("POST", "/api/v1/incidents/{id}/actions", Perm("incident.write")),
    ("POST", "/api/v1/incidents/{id}/losses", Perm("incident.write")),
    ("POST", "/api/v1/incidents/{id}/lessons", Perm("incident.write")),
    ("GET", "/api/v1/incident-actions", Perm("incident.read")),
    ("PUT", "/api/v1/incident-actions/{id}", Perm("incident.write")),
    ("DELETE", "/api/v1/incident-actions/{id}", Perm("incident.write")),
    ("POST", "/api/v1/incident-actions/{id}/complete", Perm("incident.write")),
    ("POST", "/api/v1/incident-actions/{id}/reopen", Perm("incident.write")),
    ("DELETE", "/api/v1/incident-losses/{id}", Perm("incident.write")),
    // Also risk.write, checked by the handler.
    ("POST", "/api/v1/incident-lessons/{id}/plan", Perm("incident.write")),
    ("GET", "/api/v1/incident-reports/dashboard", Perm("incident.read")),
    ("GET", "/api/v1/risks/{id}/incidents", Perm("incident.read")),
    ("GET", "/api/autocomplete/data", SignedIn),
    ("GET", "/api/datalist/initial-data", Perm("apps.use")),
    ("GET", "/api/datalist/data", Perm("apps.use")),
    ("POST", "/api/datalist/update-data", Perm("apps.use")),
    ("POST", "/api/datalist/add-data", Perm("apps.use")),
    ("POST", "/api/datalist/delete-data", Perm("apps.use")),
    ("POST", "/api/datalist/delete-selected", Perm("apps.use")),
    ("GET", "/api/aggrid/data", Perm("apps.use")),
    ("GET", "/api/apps/todo", Perm("apps.use")),
    ("GET", "/api/apps/todo/tags", Perm("apps.use")),
    ("POST", "/api/apps/todo/new-task", Perm("apps.use")),
    ("POST", "/api/apps/todo/update-task", Perm("apps.use")),
    ("POST", "/api/app/todo/trash-todo", Perm("apps.use")),
    ("GET", "/api/apps/calendar/events", Perm("apps.use")),
    ("POST", "/api/apps/calendar/add-event", Perm("apps.use")),
    ("POST", "/api/apps/calendar/update-event", Perm("apps.use")),
    ("POST", "/api/apps/calendar/remove-event", Perm("apps.use")),
    ("GET", "/api/email/mails", Perm("apps.use")),
    ("GET", "/api/email/mails/{id}", Perm("apps.use")),
    ("GET", "/api/email/counts", Perm("apps.use")),
    ("GET", "/api/email/contacts", Perm("apps.use")),
    ("POST", "/api/email/send", Perm("apps.use")),
    ("POST", "/api/email/drafts", Perm("apps.use")),
    ("PUT", "/api/email/drafts/{id}", Perm("apps.use")),
    ("DELETE", "/api/email/drafts/{id}", Perm("apps.use")),
    ("POST", "/api/email/drafts/{id}/send", Perm("apps.use")),
    ("POST", "/api/email/set-starred", Perm("apps.use")),
    ("POST", "/api/email/move-mails", Perm("apps.use")),
    ("POST", "/api/email/mark-unread", Perm("apps.use")),
    ("POST", "/api/email/set-labels", Perm("apps.use")),
    // The chat app; its stream takes a single-use ticket instead of the token.
    ("GET", "/api/app/chat/chats", Perm("apps.use")),
    ("GET", "/api/app/chat/chat-contacts", Perm("apps.use")),
    ("GET", "/api/app/chat/messages", Perm("apps.use")),
    ("POST", "/api/app/chat/send-message", Perm("apps.use")),
    ("POST", "/api/apps/chat/mark-all-seen/", Perm("apps.use")),
    ("POST", "/api/apps/chat/set-pinned/", Perm("apps.use")),
    ("POST", "/api/app/chat/status", Perm("apps.use")),
    ("DELETE", "/api/app/chat/messages/{id}", Perm("apps.use")),
    ("DELETE", "/api/app/chat/chats/{contactId}/messages", Perm("apps.use")),
    ("POST", "/api/app/chat/stream-ticket", Perm("apps.use")),
    ("GET", "/api/app/chat/stream", Public),
    ("GET", "/api/users/list", Perm("apps.use")),
    ("GET", "/api/users/{id}", Perm("apps.use")),
    ("POST", "/api/users/update", Perm("apps.use")),
    ("GET", "/api/ecommerce/products", Perm("apps.use")),
    ("GET", "/api/ecommerce/products/{id}", Perm("apps.use")),
    ("GET", "/api/ecommerce/wishlist", Perm("apps.use")),
    ("POST", "/api/ecommerce/wishlist", Perm("apps.use")),
    ("DELETE", "/api/ecommerce/wishlist/{id}", Perm("apps.use")),
    ("GET", "/api/ecommerce/cart", Perm("apps.use")),
    ("POST", "/api/ecommerce/cart", Perm("apps.use")),
    ("DELETE", "/api/ecommerce/cart/{id}", Perm("apps.use")),
    ("POST", "/api/ecommerce/checkout", Perm("apps.use")),
    ("GET", "/api/ecommerce/orders", Perm("apps.use")),
    ("GET", "/api/dashboard/analytics", Perm("apps.use")),
    ("GET", "/api/dashboard/ecommerce", Perm("apps.use")),
    ("GET", "/api/v1/users", Perm("settings.manage")),
    ("POST", "/api/v1/users", Perm("settings.manage")),
    ("GET", "/api/v1/users/{id}", Perm("settings.manage")),
    ("PATCH", "/api/v1/users/{id}", Perm("settings.manage")),
    ("POST", "/api/v1/users/{id}/deactivate", Perm("settings.manage")),
    ("POST", "/api/v1/users/{id}/reactivate", Perm("settings.manage")),
    ("POST", "/api/v1/users/{id}/reset-password", Perm("settings.manage")),
    ("GET", "/api/v1/roles", Perm("settings.manage")),
    ("POST", "/api/v1/roles", Perm("settings.manage")),
    ("PATCH", "/api/v1/roles/{name}", Perm("settings.manage")),
    ("DELETE", "/api/v1/roles/{name}", Perm("settings.manage")),
    ("PUT", "/api/v1/roles/{name}/permissions", Perm("settings.manage")),
    ("GET", "/api/v1/permissions", Perm("settings.manage")),
    ("GET", "/api/v1/functions", Member),
    ("POST", "/api/v1/functions", Perm("settings.manage")),
    ("PATCH", "/api/v1/functions/{id}", Perm("settings.manage")),
    ("DELETE", "/api/v1/functions/{id}", Perm("settings.manage")),
    // Last: it locks the caller's session (lock screen), after which every
    // other route answers 423 SESSION_LOCKED.
    ("POST", "/api/auth/lock", SignedIn),
];

/// What each seeded role grants (the built-in defaults), written out here too.
const ROLES: &[(&str, &str, &[&str])] = &[
    (
        "admin@demo.com",
        "admin",
        &[
            "risk.read",
            "risk.write",
            "risk.approve",
            "category.manage",
            "incident.read",
            "incident.write",
            "incident.approve",
            "settings.manage",
            "audit.read",
            "report.export",
            "apps.use",
        ],
    ),
    (
        "editor@demo.com",
        "editor",
        &[
            "risk.read",
            "risk.write",
            "risk.approve",
            "category.manage",
            "incident.read",
            "incident.write",
            "incident.approve",
            "settings.manage",
            "audit.read",
            "report.export",
            "apps.use",
        ],
    ),
    (
        "staff@demo.com",
        "staff",
        &["risk.read", "risk.write", "apps.use"],
    ),
    ("demo@demo.com", "user", &["risk.read", "apps.use"]),
];

const NOBODY_EMAIL: &str = "nobody@demo.com";
const REGISTERED_EMAIL: &str = "self.registered@demo.com";
const REGISTERED_PASSWORD: &str = "Registered-myself-1";
const NOBODY_PASSWORD: &str = "Nothing-granted-1";

/// The path with every `{param}` replaced by a made-up id.
fn concrete(path: &str) -> String {
    path.split('/')
        .map(|seg| match seg {
            "{name}" => "no-such-role",
            s if s.starts_with('{') => "0190a000-0000-7000-8000-00000000dead",
            s => s,
        })
        .collect::<Vec<_>>()
        .join("/")
}

/// One call with a harmless body: the status, the error code if any, and
/// the answer's text.
async fn call(
    app: &TestApp,
    method: &str,
    path: &str,
    token: Option<&str>,
) -> (u16, String, String) {
    let body = (method != "GET" && method != "DELETE").then(|| json!({}));
    let (status, body) = send_maybe_signed_in(app, method, &concrete(path), token, body).await;
    let code = body["error"]["code"]
        .as_str()
        .unwrap_or_default()
        .to_owned();
    (status, code, body.to_string())
}

/// What identifies the other users of the installation (ids, emails, names),
/// as the administrator sees them: nobody else's must reach `except`.
async fn people_but(app: &TestApp, admin: &str, except: &str) -> Vec<String> {
    let (status, page) = send(app, "GET", "/api/v1/users?per_page=100", admin, None).await;
    assert_eq!(status, 200, "{page}");
    let mut marks = Vec::new();
    for u in page["data"].as_array().unwrap() {
        if u["email"] == except {
            continue;
        }
        for field in ["id", "email", "name"] {
            marks.push(u[field].as_str().unwrap().to_owned());
        }
    }
    assert!(marks.len() >= 15, "the demo's people: {marks:?}");
    marks
}

/// Whether the answer is the access layer's refusal.
fn refused(status: u16, code: &str) -> bool {
    (status, code) == (401, "NOT_SIGNED_IN") || (status, code) == (403, "FORBIDDEN")
}

/// A signed-in caller: who, what the policy lets them do, a live token.
struct Caller {
    label: String,
    email: &'static str,
    password: &'static str,
    grants: BTreeSet<&'static str>,
    token: String,
}

impl Caller {
    fn may(&self, rule: Rule) -> bool {
        match rule {
            Public | SignedIn => true,
            Member => !self.grants.is_empty(),
            Perm(p) => self.grants.contains(p),
        }
    }

    /// A new token when a call ended the session (sign-out and the like).
    async fn keep_signed_in(&mut self, app: &TestApp) {
        if send(app, "GET", "/api/app/user", &self.token, None).await.0 == 401 {
            self.token = sign_in(app, self.email, self.password).await;
        }
    }
}

async fn sign_in(app: &TestApp, email: &str, password: &str) -> String {
    let res = app.login(email, password).await;
    assert_eq!(res.status(), 200, "sign-in of {email}");
    let body: Value = res.json().await.unwrap();
    body["data"]["token"].as_str().unwrap().to_owned()
}

/// A user whose role grants no permission at all, with the password changed.
async fn user_without_permissions(app: &TestApp, admin: &str) {
    let (status, body) = send(
        app,
        "POST",
        "/api/v1/roles",
        admin,
        Some(json!({"name": "nothing", "description": "No permission at all"})),
    )
    .await;
    assert_eq!(status, 201, "{body}");
    let (status, body) = send(
        app,
        "PUT",
        "/api/v1/roles/nothing/permissions",
        admin,
        Some(json!({"permissions": {}})),
    )
    .await;
    assert!(status < 300, "{status} {body}");
    let first = "First-nothing-1";
    let (status, body) = send(
        app,
        "POST",
        "/api/v1/users",
        admin,
        Some(
            json!({"name": "No Body", "email": NOBODY_EMAIL, "role": "nothing", "password": first}),
        ),
    )
    .await;
    assert_eq!(status, 201, "{body}");
    let token = sign_in(app, NOBODY_EMAIL, first).await;
    let (status, body) = send(
        app,
        "POST",
        "/api/auth/change-password",
        &token,
        Some(json!({"current_password": first, "new_password": NOBODY_PASSWORD})),
    )
    .await;
    assert!(status < 300, "{status} {body}");
}

#[tokio::test]
async fn the_gateway_declares_exactly_the_routes_of_the_policy() {
    let declared: BTreeSet<(&str, &str)> = gateway::access::declared_routes()
        .map(|(m, p, _)| (m, p))
        .collect();
    let policy: BTreeSet<(&str, &str)> = POLICY.iter().map(|(m, p, _)| (*m, *p)).collect();
    assert_eq!(policy.len(), POLICY.len(), "a route is twice in the policy");
    let undeclared: Vec<_> = policy.difference(&declared).collect();
    let unreviewed: Vec<_> = declared.difference(&policy).collect();
    assert!(
        undeclared.is_empty() && unreviewed.is_empty(),
        "in the policy but not in the gateway: {undeclared:?}; \
         in the gateway but not in the policy: {unreviewed:?}"
    );
}

#[tokio::test]
async fn every_route_refuses_exactly_the_callers_the_policy_refuses() {
    // Self-registration is off by default (403 REGISTRATION_DISABLED, by
    // setting rather than by role): on here, so the public route answers.
    let app = spawn_app_with(Backends::from_env(), |cfg, _| {
        cfg.auth.allow_registration = true;
        cfg.auth.registration_max_per_ip = 1000;
    })
    .await;
    let admin = sign_in(&app, "admin@demo.com", "Demo-1234").await;
    user_without_permissions(&app, &admin).await;

    let mut callers = Vec::new();
    for (email, role, grants) in ROLES {
        callers.push(Caller {
            label: (*role).to_owned(),
            email,
            password: "Demo-1234",
            grants: grants.iter().copied().collect(),
            token: sign_in(&app, email, "Demo-1234").await,
        });
    }
    callers.push(Caller {
        label: "no permissions".into(),
        email: NOBODY_EMAIL,
        password: NOBODY_PASSWORD,
        grants: BTreeSet::new(),
        token: sign_in(&app, NOBODY_EMAIL, NOBODY_PASSWORD).await,
    });
    // Someone who registered themselves: the role `registered` grants nothing
    // until an administrator assigns a role.
    let res = app
        .post_json(
            "/api/authenticate/register/user",
            &json!({"email": REGISTERED_EMAIL, "password": REGISTERED_PASSWORD, "name": "Self Registered"}),
        )
        .await;
    assert_eq!(res.status(), 200);
    let body: Value = res.json().await.unwrap();
    assert_eq!(body["user"]["role"], "registered", "{body}");
    callers.push(Caller {
        label: "self-registered".into(),
        email: REGISTERED_EMAIL,
        password: REGISTERED_PASSWORD,
        grants: BTreeSet::new(),
        token: sign_in(&app, REGISTERED_EMAIL, REGISTERED_PASSWORD).await,
    });
    // The seeded roles grant what this test believes they grant.
    for c in &callers {
        let (status, map) = send(&app, "GET", "/api/app/user/permissions", &c.token, None).await;
        assert_eq!(status, 200);
        let granted: BTreeSet<&str> = map
            .as_object()
            .unwrap()
            .iter()
            .filter(|(_, v)| v.as_bool() == Some(true))
            .map(|(k, _)| k.as_str())
            .collect();
        assert_eq!(granted, c.grants, "the grants of {}", c.label);
    }

    let others = people_but(&app, &admin, REGISTERED_EMAIL).await;
    let mut wrong = Vec::new();
    let mut checked = BTreeMap::new();
    for (method, path, rule) in POLICY {
        let (status, code, _) = call(&app, method, path, None).await;
        let expected = *rule != Public;
        if refused(status, &code) != expected || (expected && status != 401) {
            wrong.push(format!(
                "anonymous {method} {path}: {status} {code} (policy {rule:?})"
            ));
        }
        *checked.entry("anonymous").or_insert(0) += 1;
        for c in &mut callers {
            let (status, code, text) = call(&app, method, path, Some(&c.token)).await;
            let expected = !c.may(*rule);
            if refused(status, &code) != expected || (expected && status != 403) {
                wrong.push(format!(
                    "{} {method} {path}: {status} {code} (policy {rule:?})",
                    c.label
                ));
            }
            // A self-registered account's answers hold nobody else.
            if c.email == REGISTERED_EMAIL {
                if let Some(seen) = others.iter().find(|mark| text.contains(mark.as_str())) {
                    wrong.push(format!(
                        "{} {method} {path}: {status} shows another user ({seen})",
                        c.label
                    ));
                }
                *checked.entry("registered answers read").or_insert(0) += 1;
            }
            *checked.entry("signed in").or_insert(0) += 1;
            c.keep_signed_in(&app).await;
        }
    }
    assert!(
        wrong.is_empty(),
        "answers against the policy:\n{}",
        wrong.join("\n")
    );
    assert_eq!(checked["anonymous"], POLICY.len());
    assert_eq!(checked["registered answers read"], POLICY.len());
    assert_eq!(checked["signed in"], POLICY.len() * callers.len());
    app.stop().await;
}
