//! Wires the auth service together and serves it on a bound listener.

use std::sync::Arc;

use platform::{bus::InProcessBus, service::Base};
use proto::auth::v1::auth_service_server::AuthServiceServer;
use tokio::{net::TcpListener, sync::watch};
use tonic::service::Routes;

use crate::{
    config::AuthConfig,
    domain::{context::AuthContext, throttle::Throttle, tokens::KeyPair},
    grpc::{self, AuthGrpc},
    migration::Migrator,
    seed,
};

/// What other components than the gateway may ask auth, as themselves:
/// settings asks who may approve risks.
const COMPONENT_RPCS: &[platform::service_auth::ComponentRpc] =
    &[("settings", "/auth.v1.AuthService/ListUserOptions")];

/// The settings service's messages, for reset links when no mail server is
/// configured; none without `SETTINGS_GRPC_URL` (or with SMTP).
fn reset_inbox(
    config: &AuthConfig,
) -> anyhow::Result<Option<Arc<dyn crate::domain::inbox::Inbox>>> {
    let Some(url) = &config.settings_grpc_url else {
        return Ok(None);
    };
    if config.mail.sends_mail() {
        return Ok(None);
    }
    let key = config.common.service_auth.key.as_ref().ok_or_else(|| {
        anyhow::anyhow!(
            "SETTINGS_GRPC_URL is set but SERVICE_KEY is not: auth cannot sign its calls to settings"
        )
    })?;
    Ok(Some(Arc::new(grpc::settings_client::SettingsInbox::new(
        url, key,
    )?)))
}

/// Connects and migrates the database, seeds when asked, starts the outbox
/// relay and serves gRPC on `listener` until `shutdown` turns true.
pub async fn serve(
    config: AuthConfig,
    listener: TcpListener,
    bus: Option<InProcessBus>,
    shutdown: watch::Receiver<bool>,
) -> anyhow::Result<()> {
    let mut base = Base::connect::<Migrator>(&config.common, bus, shutdown).await?;
    let db = base.db.clone();
    if config.seed_demo_data {
        seed::demo_users(&db).await?;
    }
    if let Some((email, password)) = &config.bootstrap_admin {
        seed::bootstrap_admin(&db, email, password.expose()).await?;
    }
    let kv = platform::kv::connect_or_degrade(
        config
            .common
            .redis_url
            .as_ref()
            .map(|u| u.expose().as_str()),
        &config.common.kv_prefix,
    )
    .await;
    let keys = Arc::new(KeyPair::load_or_generate(
        config.jwt_private_key.as_ref().map(|k| k.expose().as_str()),
        &config.jwt_private_key_file,
        &config.issuer,
    )?);
    let throttle = Throttle::new(
        kv.clone(),
        config.max_failures_per_account,
        config.max_failures_per_ip,
        config.lockout,
    );
    let relay = base.start_relay();
    let inbox = reset_inbox(&config)?;
    let mut ctx = AuthContext::new(db, keys, throttle, relay, config, kv);
    if let Some(inbox) = inbox {
        ctx = ctx.with_inbox(inbox);
    }
    let svc = AuthGrpc::new(ctx);
    // A profile picture travels whole in one message.
    let max_message = grpc::max_message_bytes();
    let routes = Routes::new(
        AuthServiceServer::new(svc)
            .max_decoding_message_size(max_message)
            .max_encoding_message_size(max_message),
    );
    base.serve(listener, "auth.v1.AuthService", routes, COMPONENT_RPCS)
        .await
}
