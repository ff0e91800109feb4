//! Runs the auth service as its own process.

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    platform::service::run(
        "auth",
        "0.0.0.0:50051",
        auth_service::AuthConfig::from_env,
        auth_service::serve,
    )
    .await
}
