//! The audit event list (`/api/v1/audit-events`), read from the settings
//! store, and its CSV export in the requester's language (see
//! [`crate::export`]): services, actions, entity types and changed fields
//! as the screens name them, people, categories and functions by name.

use std::collections::HashMap;

use actix_web::{HttpRequest, HttpResponse, http::header, web};
use proto::settings::v1 as pb;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::{IntoParams, ToSchema};

use crate::{
    context::Ctx,
    error::{ErrorBody, HttpError},
    export::{
        Cell, csv,
        labels::{self, Lang, label, word},
    },
    routes::{
        Page,
        names::Names,
        register_rows::{category_names, function_names},
    },
    state::AppState,
};

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct AuditQuery {
    pub page: Option<u32>,
    pub per_page: Option<u32>,
    /// Only events of this service (auth, risk, incident, settings, gateway).
    pub service: Option<String>,
    /// Only this action, e.g. `login_failed`.
    pub action: Option<String>,
    /// Only this actor's events.
    pub actor_id: Option<String>,
    /// Free text over actor, action, entity and changes.
    pub q: Option<String>,
    /// Only events about this kind of entity (user, role, session, ...).
    pub entity_type: Option<String>,
    /// One entity's history.
    pub entity_id: Option<String>,
    /// From this day (YYYY-MM-DD) or instant (RFC 3339), inclusive.
    pub from: Option<String>,
    /// To this day or instant, inclusive.
    pub to: Option<String>,
}

impl AuditQuery {
    fn to_request(&self, page: u64, per_page: u64) -> pb::ListAuditEventsRequest {
        let s = |v: &Option<String>| v.clone().unwrap_or_default();
        pb::ListAuditEventsRequest {
            page: page as u32,
            per_page: per_page as u32,
            service: s(&self.service),
            action: s(&self.action),
            actor_id: s(&self.actor_id),
            q: s(&self.q),
            entity_type: s(&self.entity_type),
            entity_id: s(&self.entity_id),
            from: s(&self.from),
            to: s(&self.to),
        }
    }
}

#[derive(Serialize, ToSchema)]
pub struct ActorDto {
    pub id: String,
    pub name: String,
}

#[derive(Serialize, ToSchema)]
pub struct EntityDto {
    #[serde(rename = "type")]
    pub kind: String,
    pub id: String,
}

/// One audit event (docs/audit-events.md).
#[derive(Serialize, ToSchema)]
pub struct AuditEventDto {
    pub id: String,
    pub occurred_at: String,
    pub actor: ActorDto,
    pub service: String,
    pub entity: EntityDto,
    pub action: String,
    /// `{before, after}`.
    pub changes: serde_json::Value,
    pub request_id: String,
    pub trace_id: String,
    pub source_ip: String,
}

#[utoipa::path(get, path = "/api/v1/audit-events", tag = "audit", params(AuditQuery),
    security(("bearer" = [])),
    responses((status = 422, body = ErrorBody, description = "An unreadable filter"), (status = 200, body = Page<AuditEventDto>), (status = 403, body = ErrorBody)))]
pub async fn list(
    state: web::Data<AppState>,
    ctx: Ctx,
    query: web::Query<AuditQuery>,
) -> Result<HttpResponse, HttpError> {
    let q = query.into_inner();
    let (page, per_page) = platform::grpc::paging(q.page.unwrap_or(1), q.per_page.unwrap_or(20));
    let res = state
        .clients
        .settings_as(&ctx)
        .list_audit_events(q.to_request(page, per_page))
        .await?
        .into_inner();
    Ok(HttpResponse::Ok().json(Page {
        data: res.events.into_iter().map(AuditEventDto::from).collect(),
        page,
        per_page,
        total: res.total,
    }))
}

impl From<pb::AuditEvent> for AuditEventDto {
    fn from(e: pb::AuditEvent) -> Self {
        AuditEventDto {
            id: e.id,
            occurred_at: e.occurred_at,
            actor: ActorDto {
                id: e.actor_id,
                name: e.actor_name,
            },
            service: e.service,
            entity: EntityDto {
                kind: e.entity_type,
                id: e.entity_id,
            },
            action: e.action,
            changes: serde_json::from_str(&e.changes_json).unwrap_or(serde_json::Value::Null),
            request_id: e.request_id,
            trace_id: e.trace_id,
            source_ip: e.source_ip,
        }
    }
}

/// The most rows one export holds.
const EXPORT_LIMIT: u64 = 50_000;

/// The language of an export.
#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ExportLang {
    /// en, de, fr or pt. Default: the first of these in `Accept-Language`,
    /// else en.
    pub lang: Option<String>,
}

/// The events matching the same filters as the list, as CSV (newest first),
/// in the requester's language.
#[utoipa::path(get, path = "/api/v1/audit-events/export.csv", tag = "audit", params(AuditQuery, ExportLang),
    security(("bearer" = [])),
    responses((status = 422, body = ErrorBody, description = "An unreadable filter"), (status = 200, content_type = "text/csv", description = "At most 50 000 rows, with a UTF-8 byte order mark"),
              (status = 403, body = ErrorBody)))]
pub async fn export_csv(
    state: web::Data<AppState>,
    ctx: Ctx,
    req: HttpRequest,
    query: web::Query<AuditQuery>,
    lang: web::Query<ExportLang>,
) -> Result<HttpResponse, HttpError> {
    let q = query.into_inner();
    let lang = Lang::pick(
        lang.lang.as_deref(),
        req.headers()
            .get(header::ACCEPT_LANGUAGE)
            .and_then(|v| v.to_str().ok()),
    );
    let mut out = csv::start(headings(lang).iter().map(String::as_str));
    let mut lookups = Lookups::default();
    let mut page = 1;
    let mut written = 0;
    loop {
        let res = state
            .clients
            .settings_as(&ctx)
            .list_audit_events(q.to_request(page, 100))
            .await?
            .into_inner();
        let n = res.events.len() as u64;
        let events: Vec<Event> = res.events.into_iter().map(Event::from).collect();
        lookups.load(&state, &ctx, &events).await;
        for e in &events {
            out.push_str(&csv::line(e.row(&lookups, lang).iter().map(String::as_str)));
        }
        written += n;
        if n < 100 || written >= res.total || written >= EXPORT_LIMIT {
            break;
        }
        page += 1;
    }
    let name = format!(
        "audit-events-{}.csv",
        chrono::Utc::now().format("%Y%m%d-%H%M%S")
    );
    Ok(HttpResponse::Ok()
        .content_type("text/csv; charset=utf-8")
        .insert_header((header::CONTENT_LANGUAGE, lang.code()))
        .insert_header((
            "Content-Disposition",
            format!("attachment; filename=\"{name}\""),
        ))
        .body(out))
}

/// The export's headings. The instants are UTC, written `YYYY-MM-DD
/// HH:MM:SS`.
fn headings(lang: Lang) -> Vec<String> {
    let time = format!("{} ({})", word("time", lang), word("utc", lang));
    std::iter::once(time)
        .chain(
            [
                "actor",
                "service",
                "action",
                "entity_type",
                "entity",
                "before",
                "after",
                "request_id",
                "trace_id",
                "source_ip",
                "event_id",
            ]
            .into_iter()
            .map(|w| word(w, lang).to_owned()),
        )
        .collect()
}

/// Fields holding a user id.
const PERSON_FIELDS: [&str; 2] = ["owner_id", "head_user_id"];

/// Fields holding risk ids and control ids.
const RISK_FIELDS: [&str; 2] = ["risk_id", "risk_ids"];
const CONTROL_FIELDS: [&str; 2] = ["control_id", "control_ids"];

/// Names for the ids an export's changes hold: people by name, categories
/// and functions by name, risks and controls by reference. Best effort: an
/// id that cannot be named (deleted since, or not visible to the reader)
/// reads "(deleted or not visible)", as on the screen; never the id.
#[derive(Default)]
struct Lookups {
    people: HashMap<String, String>,
    categories: Option<HashMap<String, String>>,
    functions: Option<HashMap<String, String>>,
    risks: Option<HashMap<String, String>>,
    controls: Option<HashMap<String, String>>,
}

impl Lookups {
    async fn load(&mut self, state: &AppState, ctx: &Ctx, events: &[Event]) {
        let mut names = Names::default();
        let mut wanted = vec![];
        let mut categories = false;
        let mut functions = false;
        let mut risks = false;
        let mut controls = false;
        for e in events {
            for side in [&e.before, &e.after] {
                let Some(Value::Object(m)) = side else {
                    continue;
                };
                for (k, v) in m {
                    match (k.as_str(), v) {
                        (k, Value::String(id))
                            if PERSON_FIELDS.contains(&k) && !self.people.contains_key(id) =>
                        {
                            names.want(&Some(id.clone()));
                            wanted.push(id.clone());
                        }
                        (k, _) if RISK_FIELDS.contains(&k) => risks = true,
                        (k, _) if CONTROL_FIELDS.contains(&k) => controls = true,
                        ("category_id", _) => categories = true,
                        ("function_id", _) => functions = true,
                        ("parent_id", _) if e.entity_type == "risk_category" => categories = true,
                        ("parent_id", _) if e.entity_type == "function" => functions = true,
                        _ => {}
                    }
                }
            }
        }
        if !wanted.is_empty() && names.load(state, ctx).await.is_ok() {
            for id in wanted {
                if let Some(n) = names.get(&id) {
                    self.people.insert(id, n.to_owned());
                }
            }
        }
        if categories && self.categories.is_none() {
            self.categories = Some(category_names(state, ctx).await.unwrap_or_default());
        }
        if functions && self.functions.is_none() {
            self.functions = Some(function_names(state, ctx).await.unwrap_or_default());
        }
        if risks && self.risks.is_none() {
            self.risks = Some(risk_references(state, ctx).await.unwrap_or_default());
        }
        if controls && self.controls.is_none() {
            self.controls = Some(control_references(state, ctx).await.unwrap_or_default());
        }
    }

    fn name(map: &Option<HashMap<String, String>>, id: &str) -> Option<String> {
        map.as_ref().and_then(|m| m.get(id).cloned())
    }
}

/// One event as the export reads it.
struct Event {
    e: pb::AuditEvent,
    entity_type: String,
    before: Option<Value>,
    after: Option<Value>,
}

impl From<pb::AuditEvent> for Event {
    fn from(e: pb::AuditEvent) -> Self {
        let changes: Value = serde_json::from_str(&e.changes_json).unwrap_or(Value::Null);
        let side = |k: &str| changes.get(k).filter(|v| !v.is_null()).cloned();
        Self {
            entity_type: e.entity_type.clone(),
            before: side("before"),
            after: side("after"),
            e,
        }
    }
}

impl Event {
    fn row(&self, l: &Lookups, lang: Lang) -> Vec<String> {
        let e = &self.e;
        let actor = if !e.actor_name.is_empty() {
            e.actor_name.clone()
        } else if e.service == "risk" {
            word("system_actor", lang).to_owned()
        } else {
            word("unknown_actor", lang).to_owned()
        };
        let (before, after) = self.sides(l, lang);
        vec![
            Cell::instant(&e.occurred_at).text,
            actor,
            label(labels::SERVICES, &e.service, lang),
            label(labels::ACTIONS, &e.action, lang),
            label(labels::ENTITY_TYPES, &e.entity_type, lang),
            self.entity(),
            before,
            after,
            e.request_id.clone(),
            e.trace_id.clone(),
            e.source_ip.clone(),
            e.id.clone(),
        ]
    }

    /// What the event is about, in words: `R-0042 · Title`, a name, an
    /// email, a path; a role or a method version by its id.
    fn entity(&self) -> String {
        let side = self.after.as_ref().or(self.before.as_ref());
        let get = |k: &str| {
            side.and_then(|s| s.get(k))
                .and_then(Value::as_str)
                .filter(|v| !v.is_empty())
        };
        match (get("reference"), get("title")) {
            (Some(r), Some(t)) => return format!("{r} · {t}"),
            (Some(v), None) | (None, Some(v)) => return v.to_owned(),
            _ => {}
        }
        if let Some(v) = get("name").or_else(|| get("email")).or_else(|| get("path")) {
            return v.to_owned();
        }
        match self.entity_type.as_str() {
            "role" | "risk_method" => self.e.entity_id.clone(),
            _ => String::new(),
        }
    }

    /// The before and after cells: `Field: value` for each field that
    /// changed (every field of a side the other lacks), joined by `; `, in
    /// the order of the field codes.
    fn sides(&self, l: &Lookups, lang: Lang) -> (String, String) {
        let empty = serde_json::Map::new();
        let (b, a) = match (&self.before, &self.after) {
            (Some(Value::Object(b)), Some(Value::Object(a))) => (b, a),
            (Some(Value::Object(b)), None) => (b, &empty),
            (None, Some(Value::Object(a))) => (&empty, a),
            (b, a) => {
                let show = |v: &Option<Value>| {
                    v.as_ref()
                        .map(|v| self.value("value", v, l, lang))
                        .unwrap_or_default()
                };
                return (show(b), show(a));
            }
        };
        let mut keys: Vec<&String> = b.keys().collect();
        keys.extend(a.keys().filter(|k| !b.contains_key(*k)));
        let mut before = vec![];
        let mut after = vec![];
        for k in keys {
            let (vb, va) = (b.get(k), a.get(k));
            if vb.is_some() && va.is_some() && vb == va {
                continue;
            }
            // A side alone (a creation, a deletion) leaves out its empty fields.
            let blank = |v: Option<&Value>| match v {
                None | Some(Value::Null) => true,
                Some(Value::String(s)) => s.is_empty(),
                Some(Value::Array(a)) => a.is_empty(),
                _ => false,
            };
            if blank(vb) && blank(va) {
                continue;
            }
            let field = field_label(k, lang);
            if let Some(v) = vb {
                before.push(format!("{field}: {}", self.value(k, v, l, lang)));
            }
            if let Some(v) = va {
                after.push(format!("{field}: {}", self.value(k, v, l, lang)));
            }
        }
        (before.join("; "), after.join("; "))
    }

    /// One value of field `k` in words: labels for codes, names for ids.
    fn value(&self, k: &str, v: &Value, l: &Lookups, lang: Lang) -> String {
        match v {
            Value::Null => String::new(),
            Value::Bool(b) => labels::yes_no(*b, lang).to_owned(),
            Value::Number(n) => n.to_string(),
            Value::String(s) => self.text(k, s, l, lang),
            Value::Array(items) => items
                .iter()
                .map(|i| self.value(k, i, l, lang))
                .collect::<Vec<_>>()
                .join(", "),
            Value::Object(m) => m
                .iter()
                .filter(|(k, _)| k.as_str() != "id")
                .map(|(k, v)| format!("{}: {}", field_label(k, lang), self.value(k, v, l, lang)))
                .collect::<Vec<_>>()
                .join(", "),
        }
    }

    fn text(&self, k: &str, s: &str, l: &Lookups, lang: Lang) -> String {
        if s.is_empty() {
            return String::new();
        }
        let named = match k {
            k if PERSON_FIELDS.contains(&k) => Some(l.people.get(s).cloned()),
            k if RISK_FIELDS.contains(&k) => Some(Lookups::name(&l.risks, s)),
            k if CONTROL_FIELDS.contains(&k) => Some(Lookups::name(&l.controls, s)),
            "category_id" => Some(Lookups::name(&l.categories, s)),
            "function_id" => Some(Lookups::name(&l.functions, s)),
            "parent_id" if self.entity_type == "risk_category" => {
                Some(Lookups::name(&l.categories, s))
            }
            "parent_id" if self.entity_type == "function" => Some(Lookups::name(&l.functions, s)),
            _ => None,
        };
        if let Some(n) = named {
            return n.unwrap_or_else(|| word("unknown_ref", lang).to_owned());
        }
        let table = match k {
            "status" | "approval_status" | "state" | "response" | "outcome" => {
                return label(labels::STATUS, &s.replace(' ', "_"), lang);
            }
            "language" => {
                return Lang::parse(s).map_or_else(|| s.to_owned(), |l| l.name().to_owned());
            }
            "intention" => labels::INTENTIONS,
            "priority" | "criticality" => labels::PRIORITIES,
            "frequency" => labels::FREQUENCIES,
            "repeat" => labels::REPEATS,
            "role" => labels::ROLES,
            "net_rating" | "appetite" | "default_appetite" => labels::RATINGS,
            "permissions" | "permission" => labels::PERMISSIONS,
            "reason" => labels::REASONS,
            // What people typed stays as typed; a code of a service in a
            // field without texts still reads as words (as on the screen).
            k if DATA_FIELDS.contains(&k) => return s.to_owned(),
            _ if is_snake(s) => return humanize(s),
            _ => return s.to_owned(),
        };
        label(table, s, lang)
    }
}

/// Every live risk's reference by id: one pass over the register's export.
async fn risk_references(
    state: &AppState,
    ctx: &Ctx,
) -> Result<HashMap<String, String>, HttpError> {
    let mut stream = state
        .clients
        .risk_as(ctx)
        .export_risks(proto::risk::v1::ListRisksRequest::default())
        .await?
        .into_inner();
    let mut out = HashMap::new();
    while let Some(batch) = stream.message().await? {
        out.extend(batch.risks.into_iter().map(|r| (r.id, r.reference)));
    }
    Ok(out)
}

/// Every live control's reference by id (all pages).
async fn control_references(
    state: &AppState,
    ctx: &Ctx,
) -> Result<HashMap<String, String>, HttpError> {
    let mut out = HashMap::new();
    for page in 1..=1000 {
        let res = state
            .clients
            .risk_as(ctx)
            .list_controls(proto::risk::v1::ListControlsRequest {
                page,
                per_page: 100,
                ..Default::default()
            })
            .await?
            .into_inner();
        let n = res.controls.len();
        out.extend(res.controls.into_iter().map(|c| (c.id, c.reference)));
        if n < 100 {
            break;
        }
    }
    Ok(out)
}

/// Fields holding what people typed (never read as codes).
const DATA_FIELDS: [&str; 18] = [
    "reference",
    "title",
    "name",
    "description",
    "risk_event",
    "causes",
    "effects",
    "override_justification",
    "key_risk_indicator",
    "kri_level",
    "comment",
    "email",
    "path",
    "file_name",
    "user_agent",
    "avatar",
    "content_type",
    "color",
];

/// `in_progress`, `re_rated`: lowercase words joined by `_`.
fn is_snake(s: &str) -> bool {
    let mut words = s.split('_');
    s.contains('_') && words.all(|w| !w.is_empty() && w.chars().all(|c| c.is_ascii_lowercase()))
}

/// `likelihood_labels` → "Likelihood labels".
fn humanize(k: &str) -> String {
    let words = k.replace('_', " ");
    let mut c = words.chars();
    c.next()
        .map(|f| f.to_uppercase().chain(c).collect())
        .unwrap_or_default()
}

/// A field's label; a field the table lacks reads as words
/// (`likelihood_labels` → "Likelihood labels").
fn field_label(k: &str, lang: Lang) -> String {
    labels::find(labels::FIELDS, k, lang).map_or_else(|| humanize(k), str::to_owned)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn event(service: &str, entity: &str, action: &str, changes: Value) -> Event {
        Event::from(pb::AuditEvent {
            id: "ev-1".into(),
            occurred_at: "2026-11-23T10:17:43.432374808Z".into(),
            actor_id: "usr-1".into(),
            actor_name: "Emma Clarke".into(),
            service: service.into(),
            entity_type: entity.into(),
            entity_id: "r-1".into(),
            action: action.into(),
            changes_json: changes.to_string(),
            ..Default::default()
        })
    }

    #[test]
    fn a_row_reads_in_words_not_codes() {
        let e = event(
            "risk",
            "risk",
            "re_rated",
            serde_json::json!({
                "before": {"reference": "R-0001", "title": "Fire", "status": "active", "owner_id": "usr-2",
                           "category_id": "cat-1", "net_rating": "High"},
                "after": {"reference": "R-0001", "title": "Fire", "status": "inactive", "owner_id": "usr-3",
                          "category_id": "cat-1", "net_rating": "Low", "reason": "controls changed"},
            }),
        );
        let l = Lookups {
            people: [
                ("usr-2".into(), "Sam Patel".into()),
                ("usr-3".into(), "Ana Lima".into()),
            ]
            .into(),
            ..Default::default()
        };
        let row = e.row(&l, Lang::De);
        assert_eq!(row[0], "2026-11-23 10:17:43");
        assert_eq!(row[1], "Emma Clarke");
        assert_eq!(row[2], "Risiko");
        assert_eq!(row[3], "Neu bewertet");
        assert_eq!(row[4], "Risiko");
        assert_eq!(row[5], "R-0001 · Fire");
        assert_eq!(
            row[6],
            "Netto-Bewertung: Hoch; Verantwortlich: Sam Patel; Status: Aktiv"
        );
        assert_eq!(
            row[7],
            "Netto-Bewertung: Gering; Verantwortlich: Ana Lima; Status: Inaktiv; Grund: controls changed"
        );
        assert_eq!(headings(Lang::De)[0], "Zeit (UTC)");
        assert_eq!(
            field_label("likelihood_labels", Lang::En),
            "Likelihood levels"
        );
        assert_eq!(field_label("brand_new_field", Lang::En), "Brand new field");
        let e = event(
            "risk",
            "control",
            "updated",
            serde_json::json!({"before": {"criticality": "High", "state": "in place", "kind": "x"},
                               "after": {"criticality": "Low", "state": "proposed", "kind": "new_kind"}}),
        );
        let row = e.row(&Lookups::default(), Lang::De);
        assert_eq!(row[6], "Kritikalität: Hoch; Kind: x; Stand: Eingeführt");
        assert_eq!(
            row[7],
            "Kritikalität: Niedrig; Kind: New kind; Stand: Vorgeschlagen"
        );
    }

    #[test]
    fn ids_read_as_references_or_as_not_visible_and_a_creation_skips_blanks() {
        let e = event(
            "risk",
            "action_plan",
            "created",
            serde_json::json!({"before": null, "after": {
                "reference": "AP-1", "title": "Fix", "risk_id": "r-1", "control_id": null,
                "description": "", "owner_id": "usr-gone",
            }}),
        );
        let l = Lookups {
            risks: Some([("r-1".into(), "R-0001".into())].into()),
            ..Default::default()
        };
        let row = e.row(&l, Lang::En);
        assert_eq!(row[5], "AP-1 · Fix");
        assert_eq!(
            row[7],
            "Owner: (deleted or not visible); Reference: AP-1; Risk: R-0001; Title: Fix"
        );
    }

    #[test]
    fn a_failed_sign_in_names_its_reason() {
        let e = event(
            "auth",
            "session",
            "login_failed",
            serde_json::json!({"before": null, "after": {"email": "x@y.z", "reason": "invalid_credentials"}}),
        );
        let row = e.row(&Lookups::default(), Lang::Fr);
        assert_eq!(row[3], "Échec de connexion");
        assert_eq!(row[4], "Session");
        assert_eq!(row[5], "x@y.z");
        assert_eq!(row[6], "");
        assert_eq!(
            row[7],
            "E-mail: x@y.z; Motif: E-mail ou mot de passe incorrect"
        );
    }
}
