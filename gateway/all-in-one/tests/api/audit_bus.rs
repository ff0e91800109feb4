//! The audit pipeline: sign-in events reach the store, and none is lost while
//! the consumer (or the broker) is away.

use std::time::Duration;

use platform::service_auth::{GATEWAY, ServiceKey, SignCalls};
use proto::{
    auth::v1::{LoginRequest, auth_service_client::AuthServiceClient},
    settings::v1::{ListAuditEventsRequest, settings_service_client::SettingsServiceClient},
};
use serde_json::Value;
use tokio::sync::watch;
use tonic::{codegen::InterceptedService, transport::Channel};

use crate::helpers::{Backends, cleanup, common, required_backend, spawn_app, unique_id};

#[tokio::test]
async fn sign_in_failure_and_sign_out_become_audit_events() {
    let app = spawn_app().await;
    assert_eq!(app.login("staff@demo.com", "wrong").await.status(), 401);
    let staff = app.token("staff@demo.com").await;
    let res = app
        .http
        .post(app.url("/api/auth/logout"))
        .bearer_auth(&staff)
        .header("x-request-id", "logout-req-1")
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 204);
    let admin = app.token("admin@demo.com").await;

    let failed = app.audit_events(&admin, "action=login_failed", 1).await;
    assert_eq!(failed.len(), 1);
    assert_eq!(failed[0]["service"], "auth");
    assert_eq!(failed[0]["changes"]["after"]["email"], "staff@demo.com");
    assert_eq!(failed[0]["source_ip"], "127.0.0.1");

    let logout = app.audit_events(&admin, "action=logout", 1).await;
    assert_eq!(logout.len(), 1);
    let e: &Value = &logout[0];
    assert_eq!(e["actor"]["name"], "Sam Patel");
    assert_eq!(e["entity"]["type"], "session");
    assert_eq!(e["request_id"], "logout-req-1");
    assert_eq!(e["trace_id"].as_str().unwrap().len(), 32);

    let ok = app.audit_events(&admin, "action=login_succeeded", 2).await;
    assert_eq!(ok.len(), 2);
    app.stop().await;
}

/// The tests below call services directly, as the gateway would: with a key
/// those services trust.
static GATEWAY_KEY: std::sync::LazyLock<ServiceKey> =
    std::sync::LazyLock::new(|| ServiceKey::generate(GATEWAY));

async fn start_settings(
    backends: &Backends,
    id: &str,
    dir: &std::path::Path,
) -> (
    watch::Sender<bool>,
    tokio::task::JoinHandle<anyhow::Result<()>>,
    String,
) {
    let mut common = common(backends, id, dir, "settings");
    common.service_auth.trusted.trust(&GATEWAY_KEY);
    let cfg = settings_service::SettingsConfig {
        common,
        audit_queue: format!("settings.{id}"),
        seed_demo_data: false,
        auth_grpc_url: None,
    };
    let (listener, addr) = platform::grpc::bind("127.0.0.1:0").await.unwrap();
    let (tx, rx) = watch::channel(false);
    let task = tokio::spawn(settings_service::serve(cfg, listener, None, rx));
    (tx, task, format!("http://{addr}"))
}

async fn stored_total(settings_url: &str) -> u64 {
    for _ in 0..50 {
        if let Ok(channel) = tonic::transport::Endpoint::from_shared(settings_url.to_owned())
            .unwrap()
            .connect()
            .await
            && let Ok(r) = SettingsServiceClient::with_interceptor(
                channel,
                SignCalls::new(GATEWAY_KEY.clone(), "settings"),
            )
            .list_audit_events(ListAuditEventsRequest {
                page: 1,
                per_page: 1,
                ..Default::default()
            })
            .await
        {
            return r.into_inner().total;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("settings service did not answer");
}

async fn wait_for_total(settings_url: &str, want: u64) -> u64 {
    let mut total = 0;
    for _ in 0..150 {
        total = stored_total(settings_url).await;
        if total >= want {
            break;
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    total
}

#[tokio::test]
async fn no_sign_in_event_is_lost_while_the_audit_consumer_is_away() {
    let Some(amqp) = required_backend("TEST_AMQP_URL") else {
        eprintln!("skipped: TEST_AMQP_URL is not set");
        return;
    };
    crate::helpers::init_telemetry();
    let backends = Backends {
        amqp_url: Some(amqp),
        database_url: required_backend("TEST_DATABASE_URL"),
        redis_url: required_backend("TEST_REDIS_URL"),
    };
    let id = unique_id();
    let dir = tempfile::tempdir().unwrap();

    // The auth service on its own, publishing through RabbitMQ.
    let mut auth_cfg = auth_service::AuthConfig::from_env().unwrap();
    auth_cfg.common = common(&backends, &id, dir.path(), "auth");
    // The test calls auth directly, as the gateway would: with a key auth trusts.
    auth_cfg.common.service_auth.trusted.trust(&GATEWAY_KEY);
    auth_cfg.jwt_private_key = None;
    auth_cfg.jwt_private_key_file = dir.path().join("jwt.pem").to_string_lossy().into_owned();
    auth_cfg.seed_demo_data = true;
    let (listener, auth_addr) = platform::grpc::bind("127.0.0.1:0").await.unwrap();
    let (auth_stop, rx) = watch::channel(false);
    let auth_task = tokio::spawn(auth_service::serve(auth_cfg, listener, None, rx));
    let channel = loop {
        if let Ok(c) = tonic::transport::Endpoint::from_shared(format!("http://{auth_addr}"))
            .unwrap()
            .connect()
            .await
        {
            break c;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    };
    let mut auth =
        AuthServiceClient::with_interceptor(channel, SignCalls::new(GATEWAY_KEY.clone(), "auth"));
    let sign_in = |auth: &mut AuthServiceClient<InterceptedService<Channel, SignCalls>>| {
        let mut auth = auth.clone();
        async move {
            for _ in 0..100 {
                match auth
                    .login(LoginRequest {
                        email: "admin@demo.com".into(),
                        password: "Demo-1234".into(),
                        ..Default::default()
                    })
                    .await
                {
                    Ok(_) => return,
                    // Seeding may still be running right after start.
                    Err(_) => tokio::time::sleep(Duration::from_millis(100)).await,
                }
            }
            panic!("sign-in never succeeded");
        }
    };

    // The consumer attaches (declaring its durable queue) and gets a first event.
    let (stop, task, url) = start_settings(&backends, &id, dir.path()).await;
    sign_in(&mut auth).await;
    assert_eq!(wait_for_total(&url, 1).await, 1);

    // Take the consumer away, sign in N times, bring it back.
    stop.send(true).unwrap();
    task.await.unwrap().unwrap();
    const N: u64 = 25;
    for _ in 0..N {
        sign_in(&mut auth).await;
    }
    tokio::time::sleep(Duration::from_millis(500)).await;
    let (stop, task, url) = start_settings(&backends, &id, dir.path()).await;
    assert_eq!(wait_for_total(&url, N + 1).await, N + 1);
    // And no duplicates show up later.
    tokio::time::sleep(Duration::from_secs(2)).await;
    assert_eq!(stored_total(&url).await, N + 1);

    stop.send(true).unwrap();
    task.await.unwrap().unwrap();
    auth_stop.send(true).unwrap();
    auth_task.await.unwrap().unwrap();
    cleanup(&backends, &id).await;
}

#[tokio::test]
async fn the_csv_export_holds_the_rows_of_the_list_and_filters_apply() {
    let app = spawn_app().await;
    assert_eq!(
        app.login("staff@demo.com", "wrong, \"quoted\"")
            .await
            .status(),
        401
    );
    let admin = app.token("admin@demo.com").await;
    let listed = app.audit_events(&admin, "service=auth", 2).await;
    assert_eq!(listed.len(), 2);

    let res = app
        .get_as("/api/v1/audit-events/export.csv?service=auth", &admin)
        .await;
    assert_eq!(res.status(), 200);
    assert!(
        res.headers()["content-type"]
            .to_str()
            .unwrap()
            .starts_with("text/csv")
    );
    assert!(
        res.headers()["content-disposition"]
            .to_str()
            .unwrap()
            .contains("attachment")
    );
    let csv = res.text().await.unwrap();
    let lines: Vec<&str> = csv.lines().collect();
    assert!(
        lines[0]
            .trim_start_matches('\u{feff}')
            .starts_with("Time (UTC),Actor,Service,Action,Entity type,Entity,Before,After"),
        "the headings: {}",
        lines[0]
    );
    assert_eq!(lines.len() - 1, listed.len(), "{csv}");
    for (line, event) in lines[1..].iter().zip(&listed) {
        assert!(
            line.ends_with(event["id"].as_str().unwrap()),
            "same rows, same order"
        );
    }

    let today = chrono::Utc::now().date_naive();
    let tomorrow = today.succ_opt().unwrap();
    let on_day = |d: chrono::NaiveDate| format!("/api/v1/audit-events?from={d}&to={d}");
    let body: Value = app
        .get_as(&on_day(today), &admin)
        .await
        .json()
        .await
        .unwrap();
    assert!(body["total"].as_u64().unwrap() >= 2);
    let body: Value = app
        .get_as(&on_day(tomorrow), &admin)
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(body["total"], 0);
    let res = app
        .get_as("/api/v1/audit-events?from=yesterday", &admin)
        .await;
    assert_eq!(res.status(), 422);
    let body: Value = app
        .get_as(
            "/api/v1/audit-events?entity_type=session&action=login_failed",
            &admin,
        )
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(body["total"], 1);
    app.stop().await;
}
