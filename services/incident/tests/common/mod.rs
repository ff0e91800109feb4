//! The incident service as the gateway sees it, for the integration tests:
//! `serve` on port 0 against a migrated SQLite file always and, when
//! `TEST_DATABASE_URL` is set (CI), against a schema of its own on
//! PostgreSQL (dropped by [`Service::stop`]); a gRPC client that signs every
//! call as the gateway on behalf of a given caller (ADR 11).

use std::time::Duration;

use incident_service::{IncidentConfig, migration::Migrator};
use platform::{
    config::CommonConfig,
    grpc::Caller,
    service_auth::{GATEWAY, ServiceAuth, ServiceKey, SignCalls, TrustedCallers},
};
use proto::incident::v1::incident_service_client::IncidentServiceClient;
use sea_orm::{ConnectionTrait, DatabaseConnection};
use tokio::sync::watch;
use tonic::{service::interceptor::InterceptedService, transport::Channel};

pub type Client = IncidentServiceClient<InterceptedService<Channel, SignCalls>>;

/// A running incident service on one backend.
pub struct Service {
    pub client: Client,
    /// The service's database, to read the outbox.
    pub db: DatabaseConnection,
    pg_schema: Option<String>,
    stop: watch::Sender<bool>,
    task: tokio::task::JoinHandle<anyhow::Result<()>>,
    _dir: tempfile::TempDir,
}

/// The backends under test: SQLite, and PostgreSQL when `TEST_DATABASE_URL`
/// is set; CI may not skip PostgreSQL.
pub fn backends() -> Vec<Option<String>> {
    let pg = std::env::var("TEST_DATABASE_URL")
        .ok()
        .filter(|v| !v.is_empty());
    if pg.is_none() && std::env::var("CI").is_ok_and(|v| v == "true") {
        panic!("TEST_DATABASE_URL must be set in CI: integration tests may not be skipped");
    }
    let mut all = vec![None];
    if pg.is_some() {
        all.push(pg);
    }
    all
}

/// Starts the service on `pg` (a PostgreSQL URL) or a fresh SQLite file.
pub async fn start(pg: Option<&str>) -> Service {
    let dir = tempfile::tempdir().unwrap();
    let (url, schema, pg_schema) = match pg {
        Some(url) => {
            let schema = format!(
                "t{}_incident",
                &uuid::Uuid::new_v4().simple().to_string()[..12]
            );
            (url.to_owned(), schema.clone(), Some(schema))
        }
        None => (
            platform::db::sqlite_url(dir.path().to_str().unwrap(), "incident"),
            "incident".to_owned(),
            None,
        ),
    };
    let gateway = ServiceKey::generate(GATEWAY);
    let mut trusted = TrustedCallers::default();
    trusted.trust(&gateway);
    let mut config = IncidentConfig::from_env().unwrap();
    config.seed_demo_data = false;
    config.common = CommonConfig {
        database_url: url.as_str().into(),
        database_schema: schema.clone(),
        redis_url: None,
        amqp_url: None,
        audit_exchange: "audit".into(),
        kv_prefix: "test:".into(),
        service_auth: ServiceAuth { key: None, trusted },
    };
    // Migrated here first, so the service's own migration finds nothing to do.
    let db = platform::db::connect_and_migrate::<Migrator>(&url, &schema)
        .await
        .unwrap();
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let (stop, rx) = watch::channel(false);
    let task = tokio::spawn(incident_service::serve(config, listener, None, rx));
    let channel = connect(&format!("http://{addr}")).await;
    let client =
        IncidentServiceClient::with_interceptor(channel, SignCalls::new(gateway, "incident"));
    Service {
        client,
        db,
        pg_schema,
        stop,
        task,
        _dir: dir,
    }
}

/// Connects once the server answers (it migrates before listening).
async fn connect(url: &str) -> Channel {
    let endpoint = tonic::transport::Endpoint::from_shared(url.to_owned()).unwrap();
    for _ in 0..300 {
        if let Ok(ch) = endpoint.connect().await {
            return ch;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("the incident service did not answer at {url} within 30 s");
}

impl Service {
    /// Stops the service and drops the PostgreSQL schema.
    pub async fn stop(self) {
        let _ = self.stop.send(true);
        let _ = tokio::time::timeout(Duration::from_secs(30), self.task).await;
        if let Some(schema) = self.pg_schema {
            let _ = self
                .db
                .execute_unprepared(&format!("DROP SCHEMA IF EXISTS \"{schema}\" CASCADE"))
                .await;
        }
    }
}

/// A signed-in user.
pub fn user(id: &str, name: &str) -> Caller {
    Caller {
        user_id: id.into(),
        name: name.into(),
        role: "editor".into(),
        ..Default::default()
    }
}
