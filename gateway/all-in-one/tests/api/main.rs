//! Integration tests of the whole system through its HTTP API, with real
//! services over real gRPC, against SQLite — and PostgreSQL, Redis and
//! RabbitMQ when `TEST_DATABASE_URL`, `TEST_REDIS_URL`, `TEST_AMQP_URL` are set
//! (CI sets them; with `CI=true` a missing one fails instead of skipping).

mod account;
mod account_pages;
mod audit_bus;
mod audit_durability;
mod auth;
mod back_pressure;
mod bad_input;
mod comments;
mod control_import;
mod demo_calendar;
mod demo_catalog;
mod demo_chat;
mod demo_dashboard;
mod demo_mail;
mod demo_shop;
mod demo_todo;
mod demo_users;
mod edge;
mod exports;
mod fault_proxy;
mod four_eyes;
mod helpers;
mod import_files;
mod incident_attachments;
mod incidents;
mod oidc;
mod outage;
mod reassessment_loop;
mod record_search;
mod resilience;
mod revocation_rule;
mod risk_acceptance;
mod risk_import;
mod risk_module;
mod risk_second_pass;
mod route_policy;
mod saved_views;
mod security_auth;
mod service_auth;
mod serving;
mod settings_admin;
mod shell;
mod small_doors;
mod small_leaks;
