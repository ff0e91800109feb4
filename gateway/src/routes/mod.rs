//! REST routes, one module per resource; each exposes `configure`.

pub mod account_pages;
pub mod action_plans;
pub mod all_pages;
pub mod app_config;
pub mod attachments;
pub mod audit;
pub mod auth;
pub mod avatars;
pub mod bookmarks;
pub mod comments;
pub mod control_import;
pub mod controls;
pub mod demo;
pub mod demo_calendar;
pub mod demo_catalog;
pub mod demo_chat;
pub mod demo_dashboard;
pub mod demo_mail;
pub mod demo_page;
pub mod demo_shop;
pub mod demo_todo;
pub mod demo_users;
pub mod functions;
pub mod incident_actions;
pub mod incident_categories;
pub mod incident_exports;
pub mod incident_reports;
pub mod incidents;
pub mod linked_risks;
pub mod messages;
pub mod names;
pub mod oidc;
pub mod ops;
pub mod record_search;
pub mod register_rows;
pub mod reports;
pub mod risk_categories;
pub mod risk_import;
pub mod risks;
pub mod roles;
pub mod saved_views;
pub mod search;
pub mod template_auth;
pub mod upload_body;
pub mod user;
pub mod users;

/// The list envelope of the module APIs.
#[derive(serde::Serialize, utoipa::ToSchema)]
pub struct Page<T> {
    pub data: Vec<T>,
    pub page: u64,
    pub per_page: u64,
    pub total: u64,
}

impl<T> Page<T> {
    /// One page of `data` out of `total`, with the page and size a service
    /// applied to the requested ones (both clamped the same way).
    pub fn of(data: Vec<T>, page: u32, per_page: u32, total: u64) -> Self {
        let (page, per_page) = platform::grpc::paging(page, per_page);
        Self {
            data,
            page,
            per_page,
            total,
        }
    }
}

/// Paging parameters shared by list routes.
#[derive(serde::Deserialize, utoipa::IntoParams, Default)]
#[into_params(parameter_in = Query)]
pub struct PageQuery {
    /// 1-based page number (default 1).
    pub page: Option<u32>,
    /// Items per page, 1..=100 (default 20).
    pub per_page: Option<u32>,
    /// Free-text search.
    pub q: Option<String>,
}

impl PageQuery {
    /// The clamped (page, per_page) that services will apply.
    pub fn clamped(&self) -> (u64, u64) {
        platform::grpc::paging(self.page.unwrap_or(1), self.per_page.unwrap_or(20))
    }
}
