//! One service down degrades only what depends on it.

use serde_json::Value;

use crate::helpers::spawn_app;

#[tokio::test]
async fn a_stopped_service_gives_503_for_its_routes_only() {
    let app = spawn_app().await;
    let admin = app.token("admin@demo.com").await;
    assert_eq!(
        app.get_as("/api/v1/risk-categories", &admin).await.status(),
        200
    );

    // Calls in flight while the service stops (a graceful stop here; a
    // killed process's dropped calls are mapped by platform::error, unit
    // tested there), and those after: each is answered or refused with 503
    // (retry later), never a 500.
    let calls: Vec<_> = (0..24)
        .map(|i| {
            let (http, url, admin) = (
                app.http.clone(),
                app.url("/api/v1/risk-categories"),
                admin.clone(),
            );
            tokio::spawn(async move {
                tokio::time::sleep(std::time::Duration::from_millis(i * 15)).await;
                let res = http.get(url).bearer_auth(admin).send().await.unwrap();
                res.status().as_u16()
            })
        })
        .collect();
    tokio::time::sleep(std::time::Duration::from_millis(40)).await;
    app.system.as_ref().unwrap().stop("risk");
    for call in calls {
        let status = call.await.unwrap();
        assert!(
            status == 200 || status == 503,
            "a call around the stop answered {status}"
        );
    }
    let mut status = 0;
    for _ in 0..50 {
        status = app
            .get_as("/api/v1/risk-categories", &admin)
            .await
            .status()
            .as_u16();
        if status == 503 {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    assert_eq!(status, 503);
    let res = app.get_as("/api/v1/risk-categories", &admin).await;
    assert_eq!(res.headers()["retry-after"], "1");
    let body: Value = res.json().await.unwrap();
    assert_eq!(body["error"]["code"], "SERVICE_UNAVAILABLE");

    // Everything else keeps working.
    assert_eq!(app.get_as("/api/app/user", &admin).await.status(), 200);
    assert_eq!(
        app.get_as("/api/v1/incident-categories", &admin)
            .await
            .status(),
        200
    );
    assert_eq!(
        app.get_as("/api/v1/audit-events", &admin).await.status(),
        200
    );
    // The gateway stays ready; the full status shows what is down.
    let ready = app.http.get(app.url("/readyz")).send().await.unwrap();
    assert_eq!(ready.status(), 200);
    let status = app.http.get(app.url("/statusz")).send().await.unwrap();
    assert_eq!(status.status(), 503);
    let body: Value = status.json().await.unwrap();
    assert_eq!(body["checks"]["risk"], "down");
    assert_eq!(body["checks"]["auth"], "up");
    app.stop().await;
}
