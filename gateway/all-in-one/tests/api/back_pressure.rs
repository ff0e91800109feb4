//! Load shedding (ADR 16): with every API slot taken, the next API request is
//! answered 429 with `Retry-After` without waiting for the gRPC deadline;
//! health, readiness and metrics are never shed.

use std::{io::Write, net::TcpStream, time::Duration};

use serde_json::Value;

use crate::helpers::{Backends, TestApp, spawn_app_with};

/// The value of a metric without labels in the gateway's `/metrics`.
async fn metric(app: &TestApp, name: &str) -> f64 {
    let text = app.metrics().await;
    text.lines()
        .find_map(|l| l.strip_prefix(name)?.strip_prefix(' ')?.parse().ok())
        .unwrap_or_else(|| panic!("{name} missing from /metrics:\n{text}"))
}

async fn wait_for_metric(app: &TestApp, name: &str, want: f64) {
    for _ in 0..200 {
        if metric(app, name).await == want {
            return;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("{name} never reached {want}");
}

/// An API request that holds its slot: the headers of a sign-in whose body
/// never finishes, so the handler waits for it.
/// (A blocking socket: one small write, nothing read.)
fn slow_request(app: &TestApp) -> TcpStream {
    let addr = app.base.trim_start_matches("http://");
    let mut s = TcpStream::connect(addr).unwrap();
    s.write_all(
        b"POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n\
          Content-Length: 100\r\n\r\n{\"email\":",
    )
    .unwrap();
    s
}

#[tokio::test]
async fn a_full_gateway_sheds_api_requests_with_429_and_retry_after() {
    const N: usize = 2;
    let app = spawn_app_with(Backends::embedded(), |cfg, _| {
        cfg.gateway.max_inflight = N;
    })
    .await;
    let token = app.token("admin@demo.com").await;
    wait_for_metric(&app, "http_requests_in_flight", 0.0).await;

    let mut held = Vec::new();
    for _ in 0..N {
        held.push(slow_request(&app));
    }
    wait_for_metric(&app, "http_requests_in_flight", N as f64).await;

    let res = app.get_as("/api/app/user", &token).await;
    assert_eq!(res.status(), 429, "the request beyond the limit is shed");
    assert_eq!(res.headers()["retry-after"], "1");
    let body: Value = res.json().await.unwrap();
    assert_eq!(body["error"]["code"], "SERVER_BUSY");
    assert_eq!(metric(&app, "http_requests_shed_total").await, 1.0);

    // Probes and static files are not API requests.
    for path in ["/healthz", "/readyz", "/"] {
        let res = app.http.get(app.url(path)).send().await.unwrap();
        assert_eq!(res.status(), 200, "{path} is never shed");
    }

    // A client that goes away gives its slot back.
    drop(held);
    wait_for_metric(&app, "http_requests_in_flight", 0.0).await;
    let res = app.get_as("/api/app/user", &token).await;
    assert_eq!(res.status(), 200);
    assert_eq!(metric(&app, "http_requests_shed_total").await, 1.0);
    app.stop().await;
}
