//! Services verify who calls them (issue 10, item 2): a call reaching a
//! service without the gateway's signed assertion is refused, whatever plain
//! metadata it carries, while the normal path through the gateway works.

use platform::service_auth::{GATEWAY, ServiceKey, SignCalls};
use proto::{
    auth::v1::{CreateUserRequest, auth_service_client::AuthServiceClient},
    risk::v1::{ListRisksRequest, risk_service_client::RiskServiceClient},
};
use tonic::{Code, transport::Channel};
use tonic_health::pb::{HealthCheckRequest, health_client::HealthClient};

use crate::helpers::{TestApp, spawn_app};

fn service_url(app: &TestApp, name: &str) -> String {
    let (_, addr) = app
        .system
        .as_ref()
        .expect("running")
        .services
        .iter()
        .find(|(n, _)| *n == name)
        .expect("service exists");
    format!("http://{addr}")
}

async fn channel(url: String) -> Channel {
    tonic::transport::Endpoint::from_shared(url)
        .unwrap()
        .connect()
        .await
        .unwrap()
}

/// What an attacker on the internal network used to send: the identity as
/// plain metadata, as the gateway once did.
fn forged<T>(msg: T) -> tonic::Request<T> {
    let mut req = tonic::Request::new(msg);
    let md = req.metadata_mut();
    md.insert("x-user-id", "usr-admin".parse().unwrap());
    md.insert("x-user-name", "Alex Morgan".parse().unwrap());
    md.insert("x-user-role", "admin".parse().unwrap());
    req
}

#[tokio::test]
async fn a_direct_call_without_the_gateways_assertion_is_refused() {
    let app = spawn_app().await;
    let admin = app.token("admin@demo.com").await;
    let users_before = app.get_as("/api/v1/users?per_page=100", &admin).await;
    assert_eq!(users_before.status(), 200);
    let users_before: serde_json::Value = users_before.json().await.unwrap();

    // Plain metadata claiming to be the administrator.
    let auth_url = service_url(&app, "auth");
    let mut auth = AuthServiceClient::new(channel(auth_url.clone()).await);
    let created = auth
        .create_user(forged(CreateUserRequest {
            name: "Mallory".into(),
            email: "mallory@example.com".into(),
            role: "admin".into(),
            function_id: String::new(),
            password: "Mallory-1234".into(),
        }))
        .await;
    assert_eq!(created.unwrap_err().code(), Code::Unauthenticated);

    let mut risk = RiskServiceClient::new(channel(service_url(&app, "risk")).await);
    let listed = risk.list_risks(forged(ListRisksRequest::default())).await;
    assert_eq!(listed.unwrap_err().code(), Code::Unauthenticated);

    // Signed, but by a key the services do not trust, under the gateway's name.
    let impostor = ServiceKey::generate(GATEWAY);
    let mut signed_by_impostor = AuthServiceClient::with_interceptor(
        channel(auth_url.clone()).await,
        SignCalls::new(impostor.clone(), "auth"),
    );
    let caller = platform::grpc::Caller {
        user_id: "usr-admin".into(),
        role: "admin".into(),
        ..Default::default()
    };
    let created = signed_by_impostor
        .create_user(platform::grpc::with_caller(
            CreateUserRequest {
                name: "Mallory".into(),
                email: "mallory@example.com".into(),
                role: "admin".into(),
                function_id: String::new(),
                password: "Mallory-1234".into(),
            },
            &caller,
        ))
        .await;
    assert_eq!(created.unwrap_err().code(), Code::Unauthenticated);

    // Health stays open to Kubernetes' probes, and tells nothing else.
    let mut health = HealthClient::new(channel(auth_url).await);
    let checked = health
        .check(HealthCheckRequest {
            service: String::new(),
        })
        .await;
    assert!(checked.is_ok(), "probes need no assertion: {checked:?}");

    // Nothing was created; the normal path through the gateway still works.
    let users_after: serde_json::Value = app
        .get_as("/api/v1/users?per_page=100", &admin)
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(users_after["total"], users_before["total"]);
    assert!(!users_after.to_string().contains("mallory@example.com"));
    assert_eq!(app.get_as("/api/v1/risks", &admin).await.status(), 200);
    assert_eq!(
        app.http
            .get(app.url("/readyz"))
            .send()
            .await
            .unwrap()
            .status(),
        200
    );
    app.stop().await;
}
