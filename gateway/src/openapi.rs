//! The OpenAPI document, generated from the handlers' annotations, with each
//! operation's access rule (from the one table in `access`) written into it.

use std::collections::BTreeMap;

use platform::error::ApiError;
use utoipa::{
    Modify, OpenApi,
    openapi::{
        Ref, RefOr,
        header::Header,
        path::{Operation, ParameterIn},
        response::{Response, ResponseBuilder},
        schema::{Object, Type},
        security::{HttpAuthScheme, HttpBuilder, SecurityScheme},
    },
};

use crate::{
    access::{self, Access, ROUTES, RouteRule},
    error::{self, ErrorBody, ErrorDetail, status_of},
    routes,
};

struct BearerScheme;

impl Modify for BearerScheme {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let components = openapi.components.get_or_insert_with(Default::default);
        components.add_security_scheme(
            "bearer",
            SecurityScheme::Http(
                HttpBuilder::new()
                    .scheme(HttpAuthScheme::Bearer)
                    .bearer_format("JWT")
                    .build(),
            ),
        );
    }
}

#[derive(OpenApi)]
#[openapi(
    info(
        title = "RiskHub API",
        description = "Risk and compliance management. Errors always have the shape `{error:{code, message, fields?}}`."
    ),
    paths(
        routes::auth::login,
        routes::auth::refresh,
        routes::auth::logout,
        routes::auth::change_password,
        routes::auth::revoke_all_sessions,
        routes::users::list,
        routes::users::create,
        routes::users::get,
        routes::users::update,
        routes::users::deactivate,
        routes::users::reactivate,
        routes::users::reset_password,
        routes::roles::list,
        routes::roles::create,
        routes::roles::update,
        routes::roles::delete,
        routes::roles::set_permissions,
        routes::roles::permissions,
        routes::functions::list,
        routes::functions::create,
        routes::functions::update,
        routes::functions::delete,
        routes::oidc::config,
        routes::account_pages::options,
        routes::account_pages::forgot_password,
        routes::account_pages::reset_password,
        routes::account_pages::lock_state,
        routes::account_pages::lock,
        routes::account_pages::unlock,
        routes::oidc::login,
        routes::oidc::callback,
        routes::user::current_user,
        routes::user::permissions,
        routes::user::update_profile,
        routes::user::set_preferences,
        routes::avatars::upload,
        routes::avatars::delete,
        routes::avatars::get,
        routes::app_config::config,
        routes::messages::summary,
        routes::messages::read,
        routes::messages::list,
        routes::messages::unread,
        routes::messages::read_all,
        routes::bookmarks::list,
        routes::bookmarks::update,
        routes::saved_views::list,
        routes::saved_views::create,
        routes::saved_views::update,
        routes::saved_views::delete,
        routes::search::search,
        routes::record_search::search,
        routes::template_auth::login_user,
        routes::template_auth::register_user,
        routes::template_auth::refresh_token,
        routes::audit::list,
        routes::audit::export_csv,
        routes::risks::method,
        routes::risks::preview_method,
        routes::risks::update_method,
        routes::risks::list,
        routes::risks::create,
        routes::risk_import::import,
        routes::risk_import::template,
        routes::control_import::import,
        routes::control_import::template,
        routes::risks::get,
        routes::risks::update,
        routes::risks::delete,
        routes::risks::submit,
        routes::risks::approve,
        routes::risks::reject,
        routes::risks::review,
        routes::controls::list,
        routes::controls::create,
        routes::controls::get,
        routes::controls::update,
        routes::controls::delete,
        routes::controls::create_activity,
        routes::controls::list_activities,
        routes::controls::update_activity,
        routes::controls::delete_activity,
        routes::controls::complete_activity,
        routes::action_plans::list,
        routes::action_plans::create,
        routes::action_plans::get,
        routes::action_plans::update,
        routes::action_plans::delete,
        routes::attachments::list,
        routes::attachments::upload,
        routes::attachments::content,
        routes::attachments::delete,
        routes::comments::list,
        routes::comments::create,
        routes::comments::delete,
        routes::risk_categories::list,
        routes::risk_categories::create,
        routes::risk_categories::update,
        routes::risk_categories::delete,
        routes::risks::heat_map,
        routes::risks::dashboard,
        routes::reports::register_csv,
        routes::reports::register_xlsx,
        routes::reports::register_pdf,
        routes::risks::user_options,
        routes::incident_categories::list,
        routes::incident_categories::create,
        routes::incident_categories::update,
        routes::incident_categories::delete,
        routes::incidents::list,
        routes::incidents::create,
        routes::incident_exports::export_csv,
        routes::incident_exports::export_xlsx,
        routes::incident_exports::export_pdf,
        routes::incidents::get,
        routes::incidents::update,
        routes::incidents::delete,
        routes::incidents::submit,
        routes::incidents::approve,
        routes::incidents::reject,
        routes::incident_actions::create,
        routes::incidents::add_loss,
        routes::incidents::add_lesson,
        routes::incident_actions::list,
        routes::incident_actions::update,
        routes::incident_actions::delete,
        routes::incident_actions::complete,
        routes::incident_actions::reopen,
        routes::incidents::delete_loss,
        routes::incidents::plan_lesson,
        routes::incident_reports::dashboard,
        routes::incidents::of_risk,
        routes::demo::autocomplete,
        routes::demo_catalog::initial_data,
        routes::demo_catalog::data,
        routes::demo_catalog::update_data,
        routes::demo_catalog::add_data,
        routes::demo_catalog::delete_data,
        routes::demo_catalog::delete_selected,
        routes::demo_catalog::aggrid_data,
        routes::demo_todo::list,
        routes::demo_todo::tags,
        routes::demo_todo::new_task,
        routes::demo_todo::update_task,
        routes::demo_todo::trash_todo,
        routes::demo_calendar::events,
        routes::demo_calendar::add_event,
        routes::demo_calendar::update_event,
        routes::demo_calendar::remove_event,
        routes::demo_mail::list,
        routes::demo_mail::get,
        routes::demo_mail::counts,
        routes::demo_mail::contacts,
        routes::demo_mail::send,
        routes::demo_mail::create_draft,
        routes::demo_mail::update_draft,
        routes::demo_mail::delete_draft,
        routes::demo_mail::send_draft,
        routes::demo_mail::set_starred,
        routes::demo_mail::move_mails,
        routes::demo_mail::mark_unread,
        routes::demo_mail::set_labels,
        routes::demo_chat::chats,
        routes::demo_chat::chat_contacts,
        routes::demo_chat::messages,
        routes::demo_chat::send_message,
        routes::demo_chat::mark_all_seen,
        routes::demo_chat::set_pinned,
        routes::demo_chat::set_status,
        routes::demo_chat::delete_message,
        routes::demo_chat::clear_chat,
        routes::demo_chat::stream_ticket,
        routes::demo_chat::stream,
        routes::demo_users::list,
        routes::demo_users::get,
        routes::demo_users::update,
        routes::demo_shop::products,
        routes::demo_shop::product,
        routes::demo_shop::wishlist,
        routes::demo_shop::wish,
        routes::demo_shop::unwish,
        routes::demo_shop::cart,
        routes::demo_shop::set_quantity,
        routes::demo_shop::remove_line,
        routes::demo_shop::checkout,
        routes::demo_shop::orders,
        routes::demo_dashboard::analytics,
        routes::demo_dashboard::ecommerce,
    ),
    components(schemas(ErrorBody, ErrorDetail)),
    modifiers(&BearerScheme),
    tags(
        (name = "auth", description = "Sign-in, refresh, sign-out"),
        (name = "user", description = "The signed-in user"),
        (name = "template", description = "The admin template's auth calls"),
        (name = "audit", description = "Audit events"),
        (name = "settings", description = "Users, roles, permissions and functions"),
        (name = "risk", description = "Risk register"),
        (name = "incident", description = "Incidents"),
        (name = "demo", description = "Template demo apps"),
    )
)]
pub struct ApiDoc;

/// The document served at `/api/openapi.json`.
pub fn document() -> utoipa::openapi::OpenApi {
    let mut doc = ApiDoc::openapi();
    for rule in ROUTES {
        let Some(item) = doc.paths.paths.get_mut(rule.path) else {
            continue;
        };
        let op = match rule.method {
            "GET" => item.get.as_mut(),
            "POST" => item.post.as_mut(),
            "PUT" => item.put.as_mut(),
            "PATCH" => item.patch.as_mut(),
            "DELETE" => item.delete.as_mut(),
            _ => None,
        };
        if let Some(op) = op {
            add_common_errors(op, rule);
            let note = match rule.access {
                Access::Public => "Access: public.".to_owned(),
                Access::SignedIn => "Access: any signed-in user.".to_owned(),
                Access::Member => {
                    "Access: a signed-in user whose role grants at least one permission.".to_owned()
                }
                Access::Permission(p) => format!("Access: requires permission `{p}`."),
            };
            op.description = Some(match op.description.take() {
                Some(d) if !d.is_empty() => format!("{d}\n\n{note}"),
                _ => note,
            });
        }
    }
    doc
}

/// The errors an operation can answer whatever its handler does: the
/// refusals of the access table and the load shedder, and the extractors'
/// answers to a bad query string or JSON body. Its annotation documents what
/// is its own; these are added where it did not (issue 17: the document lists
/// every status a route can answer).
fn common_errors(op: &Operation, rule: &RouteRule) -> Vec<ApiError> {
    let mut errors = access::refusals(rule);
    let params = op.parameters.iter().flatten();
    let has_query = params
        .filter_map(|p| match p {
            RefOr::T(p) => Some(p),
            RefOr::Ref(_) => None,
        })
        .any(|p| p.parameter_in == ParameterIn::Query);
    if has_query {
        errors.push(error::bad_request(
            "INVALID_QUERY",
            "Invalid query parameters.",
        ));
    }
    let json_body = match &op.request_body {
        Some(RefOr::T(body)) => body.content.contains_key("application/json"),
        _ => false,
    };
    if json_body {
        errors.extend(error::json_body_errors());
    }
    // 5xx: a service or the shared store away (503, Retry-After); a service
    // past its deadline (504).
    errors.push(ApiError::unavailable("service"));
    errors.push(ApiError::new(
        platform::error::ErrorKind::Unavailable,
        "SERVICE_TIMEOUT",
        "timeout",
    ));
    errors
}

fn add_common_errors(op: &mut Operation, rule: &RouteRule) {
    let mut by_status: BTreeMap<u16, (Vec<String>, bool)> = BTreeMap::new();
    for e in common_errors(op, rule) {
        let status = status_of(&e).as_u16();
        let retry = error::error_response(&e)
            .headers()
            .contains_key(actix_web::http::header::RETRY_AFTER);
        let entry = by_status.entry(status).or_default();
        if !entry.0.contains(&e.reason) {
            entry.0.push(e.reason.clone());
        }
        entry.1 |= retry;
    }
    for (status, (reasons, retry)) in by_status {
        let key = status.to_string();
        if op.responses.responses.contains_key(&key) {
            continue;
        }
        let mut response = ResponseBuilder::new()
            .description(reasons.join(", "))
            .content(
                "application/json",
                utoipa::openapi::content::Content::new(Some(Ref::from_schema_name("ErrorBody"))),
            );
        if retry {
            response =
                response.header("Retry-After", Header::new(Object::with_type(Type::Integer)));
        }
        let response: Response = response.build();
        op.responses.responses.insert(key, RefOr::T(response));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn operation<'a>(doc: &'a utoipa::openapi::OpenApi, method: &str, path: &str) -> &'a Operation {
        let item = &doc.paths.paths[path];
        match method {
            "GET" => item.get.as_ref(),
            "POST" => item.post.as_ref(),
            "PUT" => item.put.as_ref(),
            "PATCH" => item.patch.as_ref(),
            "DELETE" => item.delete.as_ref(),
            _ => None,
        }
        .unwrap_or_else(|| panic!("{method} {path} undocumented"))
    }

    fn statuses(op: &Operation) -> Vec<&str> {
        op.responses.responses.keys().map(String::as_str).collect()
    }

    #[test]
    fn every_operation_lists_the_refusals_it_can_meet_before_its_handler() {
        let doc = document();
        for rule in ROUTES {
            let op = operation(&doc, rule.method, rule.path);
            let have = statuses(op);
            let mut want = vec!["429", "503", "504"];
            if rule.access != Access::Public {
                want.push("401");
            }
            if matches!(rule.access, Access::Permission(_) | Access::Member) {
                want.push("403");
            }
            for status in want {
                assert!(
                    have.contains(&status),
                    "{} {} lacks {status}: {have:?}",
                    rule.method,
                    rule.path
                );
            }
        }
    }

    #[test]
    fn the_added_errors_follow_the_route_and_the_operation() {
        let doc = document();
        // A write with a JSON body and permission: body errors, the lock, the
        // unchecked session (503 with Retry-After).
        let create = operation(&doc, "POST", "/api/v1/risks");
        for status in ["400", "401", "403", "413", "415", "423", "503"] {
            assert!(statuses(create).contains(&status), "{status}");
        }
        let RefOr::T(unavailable) = &create.responses.responses["503"] else {
            panic!("inline")
        };
        assert!(unavailable.headers.contains_key("Retry-After"));
        // A bad query string is 400 for a list with parameters.
        assert!(statuses(operation(&doc, "GET", "/api/v1/audit-events")).contains(&"400"));
        // Public sign-in: no session to lock, and no body errors beyond JSON's.
        let login = statuses(operation(&doc, "POST", "/api/auth/login"));
        assert!(
            !login.contains(&"423") && !login.contains(&"403"),
            "{login:?}"
        );
        // Unlocking is allowed while locked: not 423 itself.
        assert!(!statuses(operation(&doc, "POST", "/api/auth/unlock")).contains(&"423"));
        // An annotation's own description is kept, not replaced.
        let login = operation(&doc, "POST", "/api/auth/login");
        let RefOr::T(too_many) = &login.responses.responses["429"] else {
            panic!("inline")
        };
        assert!(too_many.description.contains("Too many attempts"));
    }

    /// Two types named `Product` once shared one schema, so the data list was
    /// documented with the shop's fields.
    #[test]
    fn schema_names_are_not_shared_by_two_shapes() {
        let doc = serde_json::to_value(document()).unwrap();
        let schemas = &doc["components"]["schemas"];
        assert!(schemas["DataListProduct"]["properties"]["order_status"].is_object());
        assert!(schemas["Product"]["properties"]["brand"].is_object());
        let list = &doc["paths"]["/api/datalist/initial-data"]["get"]["responses"]["200"];
        assert!(list.to_string().contains("DataListProduct"), "{list}");
    }

    /// What a list answers in each of its two forms is documented as either.
    #[test]
    fn lists_with_two_forms_document_both() {
        let doc = serde_json::to_value(document()).unwrap();
        let schemas = &doc["components"]["schemas"];
        for name in ["MailList", "UserList"] {
            let forms = schemas[name]["oneOf"].as_array().expect(name);
            assert_eq!(forms.len(), 2, "{name}");
            assert_eq!(forms[0]["type"], "array", "{name}");
        }
        // Empty search groups match all three group schemas: anyOf, not oneOf.
        let groups = schemas["AnyGroup"]["anyOf"].as_array().unwrap();
        assert_eq!(groups.len(), 3);
        assert!(schemas["AnyGroup"].get("oneOf").is_none());
        for group in groups {
            let name = group["$ref"].as_str().unwrap();
            let name = name.trim_start_matches("#/components/schemas/");
            assert!(
                schemas[name]["properties"]["groupTitle"].is_object(),
                "{name}"
            );
        }
    }

    /// Every `$ref` names a schema the document has: `SearchGroup<T>` once
    /// gave three shapes one name and left `ContactHit` undefined.
    #[test]
    fn every_reference_resolves() {
        fn refs<'a>(value: &'a serde_json::Value, found: &mut Vec<&'a str>) {
            match value {
                serde_json::Value::Object(map) => {
                    if let Some(serde_json::Value::String(r)) = map.get("$ref") {
                        found.push(r);
                    }
                    map.values().for_each(|v| refs(v, found));
                }
                serde_json::Value::Array(items) => items.iter().for_each(|v| refs(v, found)),
                _ => {}
            }
        }
        let doc = serde_json::to_value(document()).unwrap();
        let mut found = Vec::new();
        refs(&doc, &mut found);
        assert!(found.len() > 100, "the document uses references");
        for r in found {
            let name = r
                .strip_prefix("#/components/schemas/")
                .unwrap_or_else(|| panic!("{r} is not a schema reference"));
            assert!(
                doc["components"]["schemas"][name].is_object(),
                "{r} is not defined"
            );
        }
        // The three search groups are three shapes.
        let schemas = &doc["components"]["schemas"];
        for (group, hit) in [
            ("PageGroup", "PageHit"),
            ("FileGroup", "FileHit"),
            ("ContactGroup", "ContactHit"),
        ] {
            assert_eq!(
                schemas[group]["properties"]["data"]["items"]["$ref"],
                format!("#/components/schemas/{hit}"),
                "{group}"
            );
        }
    }

    #[test]
    fn every_declared_route_is_documented() {
        let doc = document();
        for rule in ROUTES {
            let item = doc
                .paths
                .paths
                .get(rule.path)
                .unwrap_or_else(|| panic!("{} missing from OpenAPI", rule.path));
            let op = match rule.method {
                "GET" => item.get.as_ref(),
                "POST" => item.post.as_ref(),
                "PUT" => item.put.as_ref(),
                "PATCH" => item.patch.as_ref(),
                "DELETE" => item.delete.as_ref(),
                _ => None,
            };
            let desc = op
                .and_then(|o| o.description.clone())
                .unwrap_or_else(|| panic!("{} {} undocumented", rule.method, rule.path));
            assert!(desc.contains("Access:"), "{desc}");
        }
    }
}
