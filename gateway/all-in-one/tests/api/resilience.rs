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

    app.system.as_ref().unwrap().stop("risk");
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
    let body: Value = app
        .get_as("/api/v1/risk-categories", &admin)
        .await
        .json()
        .await
        .unwrap();
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
    let ready = app.http.get(app.url("/readyz")).send().await.unwrap();
    assert_eq!(ready.status(), 503);
    let body: Value = ready.json().await.unwrap();
    assert_eq!(body["checks"]["risk"], "down");
    assert_eq!(body["checks"]["auth"], "up");
    app.stop().await;
}
