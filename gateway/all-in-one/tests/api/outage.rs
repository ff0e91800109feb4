//! A service that dies under the gateway (issue 17): calls in flight and the
//! calls after are told to retry (503 with `Retry-After`), never a 500; the
//! gateway stays ready; once the service is back it is used again without a
//! restart of the gateway. The service is reached through a [`FaultProxy`]
//! so it can die the hard way (every connection reset, new ones refused), as
//! with `kill -9`, and come back on the same address.

use serde_json::Value;

use crate::{
    fault_proxy::FaultProxy,
    helpers::{SecondGateway, TestApp, spawn_app},
};

/// Where the system's `name` service listens.
fn service_addr(app: &TestApp, name: &str) -> std::net::SocketAddr {
    app.system
        .as_ref()
        .unwrap()
        .services
        .iter()
        .find(|(n, _)| *n == name)
        .map(|(_, a)| *a)
        .unwrap()
}

/// A second gateway whose risk service is reached through a proxy.
async fn gateway_via_proxy(app: &TestApp) -> (SecondGateway, FaultProxy) {
    let risk = FaultProxy::start(service_addr(app, "risk")).await;
    let url = format!("http://{}", risk.addr());
    let gateway = app.second_gateway(|cfg| cfg.services.risk = url).await;
    (gateway, risk)
}

/// What one GET answered: status, `Retry-After` and the error code, if any.
#[derive(Debug, PartialEq)]
struct Answer {
    status: u16,
    retry_after: Option<String>,
    code: Option<String>,
}

async fn get(http: &reqwest::Client, url: String, token: &str) -> Answer {
    let res = http.get(url).bearer_auth(token).send().await.unwrap();
    let status = res.status().as_u16();
    let retry_after = res
        .headers()
        .get("retry-after")
        .map(|v| v.to_str().unwrap().to_owned());
    let body: Value = res.json().await.unwrap_or(Value::Null);
    Answer {
        status,
        retry_after,
        code: body["error"]["code"].as_str().map(str::to_owned),
    }
}

fn retry_later() -> Answer {
    Answer {
        status: 503,
        retry_after: Some("1".into()),
        code: Some("SERVICE_UNAVAILABLE".into()),
    }
}

const RISK_ROUTE: &str = "/api/v1/risk-categories";

#[tokio::test]
async fn calls_in_flight_when_a_service_dies_answer_503_with_retry_after() {
    let app = spawn_app().await;
    let admin = app.token("admin@demo.com").await;
    let (gateway, risk) = gateway_via_proxy(&app).await;
    assert_eq!(
        get(&app.http, gateway.url(RISK_ROUTE), &admin).await.status,
        200
    );

    // The service stops answering with calls under way, then dies.
    risk.hold();
    let in_flight: Vec<_> = (0..8)
        .map(|_| {
            let (http, url, token) = (app.http.clone(), gateway.url(RISK_ROUTE), admin.clone());
            tokio::spawn(async move { get(&http, url, &token).await })
        })
        .collect();
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    assert!(
        in_flight.iter().all(|c| !c.is_finished()),
        "the calls wait for the held service"
    );
    risk.kill().await;
    for call in in_flight {
        assert_eq!(call.await.unwrap(), retry_later(), "a call cut off mid-way");
    }

    // Calls while it is down find its address refusing connections.
    for _ in 0..3 {
        assert_eq!(
            get(&app.http, gateway.url(RISK_ROUTE), &admin).await,
            retry_later(),
            "a call while the service is down"
        );
    }
    // The other modules keep working.
    assert_eq!(
        get(
            &app.http,
            gateway.url("/api/v1/incident-categories"),
            &admin
        )
        .await
        .status,
        200
    );
    gateway.stop().await;
    app.stop().await;
}

#[tokio::test]
async fn a_gateway_stays_ready_while_a_service_is_down_and_its_status_says_which() {
    let app = spawn_app().await;
    let (gateway, risk) = gateway_via_proxy(&app).await;
    let json = |url: String| {
        let http = app.http.clone();
        async move {
            let res = http.get(url).send().await.unwrap();
            (res.status().as_u16(), res.json::<Value>().await.unwrap())
        }
    };
    let (code, status) = json(gateway.url("/statusz")).await;
    assert_eq!((code, &status["status"]), (200, &"ok".into()), "{status}");

    risk.kill().await;
    // Readiness is the gateway's own: it keeps taking traffic (the SPA, the
    // other modules) instead of leaving the load balancer with the rest.
    let (code, ready) = json(gateway.url("/readyz")).await;
    assert_eq!((code, ready), (200, serde_json::json!({"status": "ready"})));
    let (code, status) = json(gateway.url("/statusz")).await;
    assert_eq!(code, 503, "{status}");
    assert_eq!(status["status"], "degraded");
    assert_eq!(status["checks"]["risk"], "down");
    for up in ["auth", "incident", "settings", "demo", "cache"] {
        assert_eq!(status["checks"][up], "up", "{up}: {status}");
    }
    gateway.stop().await;
    app.stop().await;
}

#[tokio::test]
async fn a_restarted_service_is_used_again_without_restarting_the_gateway() {
    let app = spawn_app().await;
    let admin = app.token("admin@demo.com").await;
    let (gateway, risk) = gateway_via_proxy(&app).await;
    let call = || get(&app.http, gateway.url(RISK_ROUTE), &admin);
    assert_eq!(call().await.status, 200);

    risk.kill().await;
    assert_eq!(call().await, retry_later());
    risk.restart().await;
    // The gateway's channel connects again by itself: a client that retries
    // when the 503 said (Retry-After: 1) is served.
    let started = std::time::Instant::now();
    let mut answer = call().await;
    while answer.status != 200 && started.elapsed() < std::time::Duration::from_secs(1) {
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        answer = call().await;
    }
    assert_eq!(answer.status, 200, "{answer:?}");
    for _ in 0..5 {
        assert_eq!(call().await.status, 200);
    }
    let status = app.http.get(gateway.url("/statusz")).send().await.unwrap();
    assert_eq!(status.status(), 200, "every part is up again");
    gateway.stop().await;
    app.stop().await;
}

/// SIGTERM's path (issue 17): a gateway told to stop answers the call it has
/// in flight (the risk service holds its answer meanwhile) before it ends,
/// and the change's audit event is stored.
#[tokio::test]
async fn a_stopping_gateway_answers_the_call_in_flight() {
    let app = spawn_app().await;
    let admin = app.token("admin@demo.com").await;
    let (gateway, risk) = gateway_via_proxy(&app).await;
    let title = "Graceful stop: the call in flight";
    risk.hold_answers();
    let call = tokio::spawn(
        app.http
            .post(gateway.url("/api/v1/risks"))
            .bearer_auth(&admin)
            .json(&serde_json::json!({
                "risk": {"title": title, "category_id": "cat-tech-cyber", "function_id": "fn-it",
                         "owner_id": "usr-staff", "gross_likelihood": 3, "gross_impact": 4},
                "submit": false,
            }))
            .send(),
    );
    for _ in 0..200 {
        if risk.forwarded_contains(title.as_bytes()) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(
        risk.forwarded_contains(title.as_bytes()),
        "the call never reached risk"
    );

    let stopping = tokio::spawn(gateway.stop());
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    assert!(!call.is_finished(), "the call ended before risk answered");
    assert!(
        !stopping.is_finished(),
        "the gateway stopped with a call in flight"
    );
    risk.release();

    let res = call.await.unwrap().unwrap();
    assert_eq!(res.status(), 201);
    let body: Value = res.json().await.unwrap();
    let id = body["id"].as_str().unwrap().to_owned();
    stopping.await.unwrap();
    let events = app
        .audit_events(&admin, &format!("entity_id={id}&action=created"), 1)
        .await;
    assert_eq!(events.len(), 1, "{events:?}");
}
