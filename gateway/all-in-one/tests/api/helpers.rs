//! `spawn_app()`: the whole system on port 0 with its own databases, cache
//! prefix and audit exchange, so tests run in parallel on shared backends.

use all_in_one::{System, SystemConfig, start};
use platform::config::CommonConfig;
use serde_json::Value;

/// The real backends a test may use.
#[derive(Clone, Debug, Default)]
pub struct Backends {
    pub database_url: Option<String>,
    pub redis_url: Option<String>,
    pub amqp_url: Option<String>,
}

/// Reads a `TEST_*` variable; in CI a missing one is a failure, not a skip.
pub fn required_backend(var: &str) -> Option<String> {
    let value = std::env::var(var).ok().filter(|v| !v.is_empty());
    if value.is_none() && std::env::var("CI").is_ok_and(|v| v == "true") {
        panic!("{var} must be set in CI: integration tests may not be skipped");
    }
    value
}

impl Backends {
    /// Whatever `TEST_*` variables point at.
    pub fn from_env() -> Self {
        Self {
            database_url: required_backend("TEST_DATABASE_URL"),
            redis_url: required_backend("TEST_REDIS_URL"),
            amqp_url: required_backend("TEST_AMQP_URL"),
        }
    }

    /// The embedded default: SQLite, process memory, in-process bus.
    pub fn embedded() -> Self {
        Self::default()
    }
}

pub struct TestApp {
    pub base: String,
    pub http: reqwest::Client,
    pub system: Option<System>,
    pub backends: Backends,
    /// Unique per test: schema prefix, kv prefix, exchange and queue names.
    pub id: String,
    /// Holds the SQLite files and static dir until the test ends.
    pub _dir: tempfile::TempDir,
}

pub fn unique_id() -> String {
    format!("t{}", uuid::Uuid::new_v4().simple())[..13].to_owned()
}

/// Per-service config under this test's namespace.
pub fn common(backends: &Backends, id: &str, dir: &std::path::Path, service: &str) -> CommonConfig {
    CommonConfig {
        database_url: backends
            .database_url
            .clone()
            .unwrap_or_else(|| {
                platform::db::sqlite_url(dir.to_str().expect("utf-8 temp path"), service)
            })
            .into(),
        database_schema: format!("{id}_{service}"),
        redis_url: backends.redis_url.clone().map(Into::into),
        amqp_url: backends.amqp_url.clone().map(Into::into),
        audit_exchange: format!("audit.{id}"),
        kv_prefix: format!("{id}:"),
        // The all-in-one gives every part its identity when it starts.
        service_auth: Default::default(),
    }
}

/// Builds a system config for a test (demo accounts seeded).
pub fn system_config(backends: &Backends, id: &str, dir: &std::path::Path) -> SystemConfig {
    let mut cfg = SystemConfig::from_env().expect("defaults parse");
    cfg.auth.common = common(backends, id, dir, "auth");
    cfg.auth.jwt_private_key = None;
    cfg.auth.jwt_private_key_file = dir.join("jwt.pem").to_string_lossy().into_owned();
    cfg.auth.seed_demo_data = true;
    cfg.settings.common = common(backends, id, dir, "settings");
    cfg.settings.audit_queue = format!("settings.{id}");
    cfg.risk.common = common(backends, id, dir, "risk");
    cfg.risk.reassessment_queue = format!("risk.{id}.reassessment");
    // Files on disk next to SQLite, in the database with PostgreSQL (ADR 8).
    cfg.risk.attachments = risk_service::store::attachments::AttachmentSettings {
        store: risk_service::store::blobs::BlobStore::from_setting(
            None,
            &dir.join("attachments").to_string_lossy(),
            risk_service::store::attachments::BLOB_TABLE,
            cfg.risk.common.database_url.expose(),
        )
        .expect("attachment store"),
        max_bytes: 256 * 1024,
    };
    // The demo register is seeded only by the tests that look at it.
    cfg.risk.seed_demo_data = false;
    cfg.incident.seed_demo_data = false;
    cfg.incident.common = common(backends, id, dir, "incident");
    cfg.incident.attachments = platform::files::AttachmentSettings {
        store: platform::files::BlobStore::from_setting(
            None,
            &dir.join("attachments/incident").to_string_lossy(),
            incident_service::store::attachments::BLOB_TABLE,
            cfg.incident.common.database_url.expose(),
        )
        .expect("attachment store"),
        max_bytes: 256 * 1024,
    };
    cfg.demo.common = common(backends, id, dir, "demo");
    let static_dir = dir.join("static");
    std::fs::create_dir_all(static_dir.join("assets")).unwrap();
    std::fs::write(
        static_dir.join("index.html"),
        "<!doctype html><title>RiskHub test</title><div id=root></div>",
    )
    .unwrap();
    std::fs::write(static_dir.join("assets/app.js"), "console.log(1)").unwrap();
    cfg.gateway.static_dir = static_dir.to_string_lossy().into_owned();
    cfg.gateway.redis_url = backends.redis_url.clone().map(Into::into);
    cfg.gateway.amqp_url = backends.amqp_url.clone().map(Into::into);
    cfg.gateway.audit_exchange = format!("audit.{id}");
    cfg.gateway.kv_prefix = format!("{id}:");
    let gateway_db = common(backends, id, dir, "gateway");
    cfg.gateway.database_url = gateway_db.database_url;
    cfg.gateway.database_schema = gateway_db.database_schema;
    cfg
}

/// The full system against the `TEST_*` backends.
pub async fn spawn_app() -> TestApp {
    spawn_app_on(Backends::from_env()).await
}

/// Installs logging and tracing once per test process (the guard must live:
/// dropping it shuts the tracer down).
pub fn init_telemetry() {
    static GUARD: std::sync::OnceLock<platform::telemetry::TelemetryGuard> =
        std::sync::OnceLock::new();
    GUARD.get_or_init(|| platform::telemetry::init("tests"));
}

pub async fn spawn_app_on(backends: Backends) -> TestApp {
    spawn_app_with(backends, |_, _| {}).await
}

/// Like [`spawn_app_on`], letting the test adjust the config; it gets the
/// gateway's base URL (the listener is bound first).
pub async fn spawn_app_with(
    backends: Backends,
    adjust: impl FnOnce(&mut SystemConfig, &str),
) -> TestApp {
    init_telemetry();
    spawn_app_at(backends, unique_id(), tempfile::tempdir().unwrap(), adjust).await
}

/// Starts the system on an existing test namespace and directory: a second
/// start after [`TestApp::shut_down_keeping_data`] finds the first one's data.
pub async fn spawn_app_at(
    backends: Backends,
    id: String,
    dir: tempfile::TempDir,
    adjust: impl FnOnce(&mut SystemConfig, &str),
) -> TestApp {
    let mut cfg = system_config(&backends, &id, dir.path());
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    adjust(&mut cfg, &base);
    let mut system = start(cfg, listener).await.expect("system starts");
    let http = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap();
    // Ready, or the real reason a part could not start.
    tokio::select! {
        () = wait_ready(&http, &base) => {}
        Some((part, err)) = system.failure() => panic!("{part} failed to start: {err:#}"),
    }
    TestApp {
        base,
        http,
        system: Some(system),
        backends,
        id,
        _dir: dir,
    }
}

/// Waits until every service answers (migrations and seeding done): the
/// full status, not readiness, which only says the gateway serves.
async fn wait_ready(http: &reqwest::Client, base: &str) {
    for _ in 0..300 {
        if let Ok(r) = http.get(format!("{base}/statusz")).send().await
            && r.status() == 200
        {
            return;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    panic!("system not ready within 30 s");
}

impl TestApp {
    pub fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base)
    }

    /// The gateway's `/metrics` text (Prometheus exposition).
    pub async fn metrics(&self) -> String {
        self.http
            .get(self.url("/metrics"))
            .send()
            .await
            .unwrap()
            .text()
            .await
            .unwrap()
    }

    /// GETs `path` without a token and decodes the JSON answer.
    pub async fn get_json(&self, path: &str) -> Value {
        self.http
            .get(self.url(path))
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap()
    }

    pub async fn post_json(&self, path: &str, body: &Value) -> reqwest::Response {
        self.http
            .post(self.url(path))
            .json(body)
            .send()
            .await
            .unwrap()
    }

    /// Registers an account itself (registration must be on) and answers
    /// its access token.
    pub async fn register(&self, email: &str, password: &str, name: &str) -> String {
        let res = self
            .post_json(
                "/api/authenticate/register/user",
                &serde_json::json!({ "email": email, "password": password, "name": name }),
            )
            .await;
        assert_eq!(res.status(), 200, "registration of {email}");
        let body: Value = res.json().await.unwrap();
        body["accessToken"]
            .as_str()
            .unwrap_or_else(|| panic!("registered: {body}"))
            .to_owned()
    }

    pub async fn login(&self, email: &str, password: &str) -> reqwest::Response {
        self.post_json(
            "/api/auth/login",
            &serde_json::json!({ "email": email, "password": password }),
        )
        .await
    }

    /// Signs in and returns the access token.
    pub async fn token(&self, email: &str) -> String {
        let res = self.login(email, "Demo-1234").await;
        assert_eq!(res.status(), 200, "sign-in of {email}");
        let body: Value = res.json().await.unwrap();
        body["data"]["token"].as_str().unwrap().to_owned()
    }

    pub async fn get_as(&self, path: &str, token: &str) -> reqwest::Response {
        self.http
            .get(self.url(path))
            .bearer_auth(token)
            .send()
            .await
            .unwrap()
    }

    /// Audit events (as admin) matching `query`, polling until `want` are
    /// there or 20 s passed; returns what is there.
    pub async fn audit_events(&self, admin: &str, query: &str, want: usize) -> Vec<Value> {
        let mut last = Vec::new();
        for _ in 0..100 {
            let res = self
                .get_as(&format!("/api/v1/audit-events?per_page=100&{query}"), admin)
                .await;
            assert_eq!(res.status(), 200);
            let body: Value = res.json().await.unwrap();
            last = body["data"].as_array().cloned().unwrap_or_default();
            if last.len() >= want {
                return last;
            }
            tokio::time::sleep(std::time::Duration::from_millis(200)).await;
        }
        last
    }

    /// Stops the system and removes what it created on shared backends.
    /// Stops every part but keeps databases, files and queues, for a restart
    /// with [`spawn_app_at`]; returns what that needs.
    pub async fn shut_down_keeping_data(mut self) -> (Backends, String, tempfile::TempDir) {
        if let Some(system) = self.system.take() {
            system.shutdown().await;
        }
        (self.backends, self.id, self._dir)
    }

    pub async fn stop(mut self) {
        if let Some(system) = self.system.take() {
            system.shutdown().await;
        }
        cleanup(&self.backends, &self.id).await;
    }
}

/// A second gateway in front of a running system's services (a replica, as
/// when several run behind a load balancer): same services, key and store,
/// its own listener and outbox. Tests point one of its services elsewhere,
/// e.g. through a [`crate::fault_proxy::FaultProxy`].
pub struct SecondGateway {
    pub base: String,
    stop: tokio::sync::watch::Sender<bool>,
    task: tokio::task::JoinHandle<anyhow::Result<()>>,
}

impl SecondGateway {
    pub fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base)
    }

    pub async fn stop(self) {
        self.stop.send_replace(true);
        self.task.await.unwrap().unwrap();
    }
}

impl TestApp {
    /// Starts a [`SecondGateway`] with `adjust` applied to the running
    /// gateway's configuration, once it serves.
    pub async fn second_gateway(
        &self,
        adjust: impl FnOnce(&mut gateway::GatewayConfig),
    ) -> SecondGateway {
        let mut cfg = self
            .system
            .as_ref()
            .expect("running")
            .gateway_config
            .clone();
        // Its own outbox: two relays need not share one SQLite file.
        cfg.database_url =
            platform::db::sqlite_url(self._dir.path().to_str().unwrap(), "gateway-2").into();
        adjust(&mut cfg);
        let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        listener.set_nonblocking(true).unwrap();
        let base = format!("http://{}", listener.local_addr().unwrap());
        let (stop, stopped) = tokio::sync::watch::channel(false);
        let task = tokio::spawn(gateway::run(cfg, listener, None, stopped));
        for _ in 0..100 {
            if let Ok(r) = self.http.get(format!("{base}/healthz")).send().await
                && r.status() == 200
            {
                return SecondGateway { base, stop, task };
            }
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        }
        panic!("the second gateway did not start");
    }
}

/// Drops the test's Postgres schemas and RabbitMQ exchange/queue.
pub async fn cleanup(backends: &Backends, id: &str) {
    if let Some(url) = &backends.database_url
        && let Ok(db) = sea_orm::Database::connect(url.as_str()).await
    {
        use sea_orm::ConnectionTrait;
        for s in ["auth", "settings", "risk", "incident", "demo", "gateway"] {
            let _ = db
                .execute_unprepared(&format!("DROP SCHEMA IF EXISTS \"{id}_{s}\" CASCADE"))
                .await;
        }
        let _ = db.close().await;
    }
    if let Some(url) = &backends.amqp_url
        && let Ok(conn) =
            lapin::Connection::connect(url, lapin::ConnectionProperties::default()).await
        && let Ok(ch) = conn.create_channel().await
    {
        for queue in [
            format!("settings.{id}"),
            format!("settings.{id}.dead-letter"),
            format!("risk.{id}.reassessment"),
            format!("risk.{id}.reassessment.dead-letter"),
        ] {
            let _ = ch
                .queue_delete(
                    queue.as_str().into(),
                    lapin::options::QueueDeleteOptions::default(),
                )
                .await;
        }
        let _ = ch
            .exchange_delete(
                format!("audit.{id}").as_str().into(),
                lapin::options::ExchangeDeleteOptions::default(),
            )
            .await;
        let _ = conn.close(200, "done".into()).await;
    }
}

/// POSTs raw bytes (a file) with a bearer token: the status and the body.
pub async fn post_bytes(app: &TestApp, token: &str, path: &str, body: Vec<u8>) -> (u16, Value) {
    let res = app
        .http
        .post(app.url(path))
        .bearer_auth(token)
        .header("content-type", "application/octet-stream")
        .body(body)
        .send()
        .await
        .unwrap();
    let status = res.status().as_u16();
    (status, res.json().await.unwrap_or(Value::Null))
}

/// Checks a refusal by a sending limit: 429 with `code` and a `Retry-After`
/// of 1 to `window_secs` seconds; answers the body.
pub async fn rate_limited(res: reqwest::Response, code: &str, window_secs: u64) -> Value {
    assert_eq!(res.status(), 429);
    let retry: u64 = res.headers()["retry-after"]
        .to_str()
        .unwrap()
        .parse()
        .unwrap();
    assert!((1..=window_secs).contains(&retry), "Retry-After {retry}");
    let body: Value = res.json().await.unwrap();
    assert_eq!(body["error"]["code"], code, "{body}");
    body
}

/// One JSON call with a bearer token: the status and the body (Null when not JSON).
pub async fn send(
    app: &TestApp,
    method: &str,
    path: &str,
    token: &str,
    body: Option<Value>,
) -> (u16, Value) {
    send_maybe_signed_in(app, method, path, Some(token), body).await
}

/// One JSON call, signed in or anonymous: the status and the body (Null when not JSON).
pub async fn send_maybe_signed_in(
    app: &TestApp,
    method: &str,
    path: &str,
    token: Option<&str>,
    body: Option<Value>,
) -> (u16, Value) {
    let mut req = app.http.request(
        reqwest::Method::from_bytes(method.as_bytes()).unwrap(),
        app.url(path),
    );
    if let Some(t) = token {
        req = req.bearer_auth(t);
    }
    if let Some(b) = body {
        req = req.json(&b);
    }
    let res = req.send().await.unwrap();
    let status = res.status().as_u16();
    (status, res.json().await.unwrap_or(Value::Null))
}
