//! Request ids and Prometheus metrics for every request.

use std::time::Instant;

use actix_web::{
    Error, HttpMessage, HttpResponse,
    body::MessageBody,
    dev::{ServiceRequest, ServiceResponse},
    http::header::{HeaderName, HeaderValue},
    middleware::Next,
    web,
};
use prometheus::{
    Encoder, HistogramOpts, HistogramVec, IntCounter, IntCounterVec, IntGauge, Opts, Registry,
    TextEncoder,
};

use crate::state::AppState;

/// The id of the current request (from `X-Request-Id` or generated).
#[derive(Clone, Debug)]
pub struct RequestId(pub String);

pub struct Metrics {
    registry: Registry,
    requests: IntCounterVec,
    latency: HistogramVec,
    /// API requests holding a slot of the limiter ([`crate::shed`]).
    pub in_flight: IntGauge,
    /// API requests answered 429 by the limiter without being worked on.
    pub shed: IntCounter,
}

impl Metrics {
    pub fn new() -> anyhow::Result<Self> {
        let registry = Registry::new();
        let requests = IntCounterVec::new(
            Opts::new("http_requests_total", "HTTP requests by route and status"),
            &["method", "route", "status"],
        )?;
        let latency = HistogramVec::new(
            HistogramOpts::new("http_request_duration_seconds", "HTTP request latency").buckets(
                vec![
                    0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0,
                ],
            ),
            &["method", "route"],
        )?;
        let in_flight = IntGauge::new(
            "http_requests_in_flight",
            "API requests being worked on (holding a limiter slot)",
        )?;
        let shed = IntCounter::new(
            "http_requests_shed_total",
            "API requests answered 429 by the limiter before any work",
        )?;
        registry.register(Box::new(requests.clone()))?;
        registry.register(Box::new(latency.clone()))?;
        registry.register(Box::new(in_flight.clone()))?;
        registry.register(Box::new(shed.clone()))?;
        Ok(Self {
            registry,
            requests,
            latency,
            in_flight,
            shed,
        })
    }

    pub fn render(&self) -> String {
        let mut buf = Vec::new();
        let _ = TextEncoder::new().encode(&self.registry.gather(), &mut buf);
        String::from_utf8(buf).unwrap_or_default()
    }
}

fn valid_request_id(v: &str) -> bool {
    !v.is_empty()
        && v.len() <= 128
        && v.chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
}

/// Assigns the request id, echoes it in the response, and records metrics.
pub async fn track(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<impl MessageBody>, Error> {
    let started = Instant::now();
    let given = req
        .headers()
        .get(REQUEST_ID)
        .filter(|v| v.to_str().is_ok_and(valid_request_id))
        .cloned();
    let (id, header) = match given {
        Some(v) => (v.to_str().unwrap_or_default().to_owned(), v),
        None => {
            let id = uuid::Uuid::new_v4().to_string();
            let v = HeaderValue::from_str(&id).expect("a UUID is a header value");
            (id, v)
        }
    };
    req.extensions_mut().insert(RequestId(id));
    // Every label is bounded: a caller's made-up method (any token is a valid
    // one) shares one value, as unmatched paths share one route.
    let method = method_label(req.method());
    // Unmatched paths share one label so scanners cannot blow up cardinality.
    let route = req.match_pattern().unwrap_or_else(|| "unmatched".into());
    let state = req.app_data::<web::Data<AppState>>().cloned();
    let mut res = next.call(req).await?;
    res.headers_mut().insert(REQUEST_ID, header);
    if let Some(state) = state {
        let status = res.status();
        let labels = [method, route.as_str()];
        state
            .metrics
            .requests
            .with_label_values(&[labels[0], labels[1], status.as_str()])
            .inc();
        state
            .metrics
            .latency
            .with_label_values(&labels)
            .observe(started.elapsed().as_secs_f64());
    }
    Ok(res)
}

/// The method as a metric label: the standard ones by name, any other
/// `OTHER`.
fn method_label(method: &actix_web::http::Method) -> &'static str {
    const STANDARD: [&str; 9] = [
        "GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "CONNECT", "TRACE",
    ];
    STANDARD
        .into_iter()
        .find(|known| method.as_str() == *known)
        .unwrap_or("OTHER")
}

/// `X-Request-Id`, in and out.
const REQUEST_ID: HeaderName = HeaderName::from_static("x-request-id");

/// `GET /metrics` in Prometheus text format.
pub async fn metrics(state: web::Data<AppState>) -> HttpResponse {
    HttpResponse::Ok()
        .content_type("text/plain; version=0.0.4")
        .body(state.metrics.render())
}

#[cfg(test)]
mod tests {
    use super::*;
    use actix_web::http::Method;

    #[test]
    fn made_up_methods_share_one_label() {
        assert_eq!(method_label(&Method::PATCH), "PATCH");
        for made_up in ["BREW", "X1", "GETS", "get"] {
            let m = Method::from_bytes(made_up.as_bytes()).unwrap();
            assert_eq!(method_label(&m), "OTHER", "{made_up}");
        }
    }
}
