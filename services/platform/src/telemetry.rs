//! Logs and traces. Every process gets W3C trace context (so audit events and
//! logs carry trace ids even without a collector); spans are exported over OTLP
//! only when `OTEL_EXPORTER_OTLP_ENDPOINT` is set.

use opentelemetry::propagation::{Extractor, Injector, TextMapPropagator};
use opentelemetry::trace::{TraceContextExt, TracerProvider as _};
use opentelemetry_sdk::propagation::TraceContextPropagator;
use opentelemetry_sdk::trace::SdkTracerProvider;
use tonic::metadata::{MetadataKey, MetadataMap, MetadataValue};
use tracing_opentelemetry::OpenTelemetrySpanExt;
use tracing_subscriber::{
    EnvFilter, Layer, filter::LevelFilter, layer::SubscriberExt, util::SubscriberInitExt,
};

/// Flushes and shuts the exporter down when dropped (end of `main`).
pub struct TelemetryGuard {
    provider: SdkTracerProvider,
}

impl Drop for TelemetryGuard {
    fn drop(&mut self) {
        let _ = self.provider.shutdown();
    }
}

/// Installs the global subscriber: `RUST_LOG` filter (default `info`),
/// `LOG_FORMAT=json|text`, and the OpenTelemetry layer. Safe to call twice
/// (the second call keeps the first subscriber), as tests do.
pub fn init(service_name: &str) -> TelemetryGuard {
    let resource = opentelemetry_sdk::Resource::builder()
        .with_service_name(
            crate::config::env_opt("OTEL_SERVICE_NAME").unwrap_or_else(|| service_name.to_owned()),
        )
        .build();
    let mut builder = SdkTracerProvider::builder().with_resource(resource);
    let otlp = crate::config::env_opt("OTEL_EXPORTER_OTLP_ENDPOINT").is_some();
    if otlp {
        match opentelemetry_otlp::SpanExporter::builder()
            .with_tonic()
            .build()
        {
            Ok(exporter) => builder = builder.with_batch_exporter(exporter),
            Err(e) => eprintln!("OTLP exporter disabled: {e}"),
        }
    }
    let provider = builder.build();
    let tracer = provider.tracer(service_name.to_owned());
    opentelemetry::global::set_text_map_propagator(TraceContextPropagator::new());
    opentelemetry::global::set_tracer_provider(provider.clone());

    // RUST_LOG filters what is logged only: spans (and so trace ids in audit
    // events and traces) exist at info level whatever the log level is.
    let log_filter = || {
        EnvFilter::try_from_default_env()
            .unwrap_or_else(|_| EnvFilter::new("info,sqlx=warn,sea_orm=warn,lapin=warn,h2=warn"))
    };
    let otel = tracing_opentelemetry::layer()
        .with_tracer(tracer)
        .with_filter(LevelFilter::INFO);
    let json = crate::config::env_or("LOG_FORMAT", "text") == "json";
    let registry = tracing_subscriber::registry().with(otel);
    let _ = if json {
        let fmt = tracing_subscriber::fmt::layer()
            .json()
            .with_current_span(false)
            .with_filter(log_filter());
        registry.with(fmt).try_init()
    } else {
        let fmt = tracing_subscriber::fmt::layer()
            .compact()
            .with_filter(log_filter());
        registry.with(fmt).try_init()
    };
    TelemetryGuard { provider }
}

/// The current trace id (32 hex digits), or empty when there is none.
pub fn current_trace_id() -> String {
    let cx = tracing::Span::current().context();
    let span = cx.span();
    let sc = span.span_context();
    if sc.is_valid() {
        sc.trace_id().to_string()
    } else {
        String::new()
    }
}

/// Writes the current span's trace context into outgoing gRPC metadata.
pub fn inject_trace_context(metadata: &mut MetadataMap) {
    let cx = tracing::Span::current().context();
    TraceContextPropagator::new().inject_context(&cx, &mut MetadataInjector(metadata));
}

/// Makes `span` a child of the trace context found in `headers`.
pub fn adopt_parent(span: &tracing::Span, headers: &tonic::codegen::http::HeaderMap) {
    let parent = TraceContextPropagator::new().extract(&HeaderExtractor(headers));
    let _ = span.set_parent(parent);
}

struct MetadataInjector<'a>(&'a mut MetadataMap);

impl Injector for MetadataInjector<'_> {
    fn set(&mut self, key: &str, value: String) {
        if let (Ok(k), Ok(v)) = (
            MetadataKey::from_bytes(key.as_bytes()),
            MetadataValue::try_from(value.as_str()),
        ) {
            self.0.insert(k, v);
        }
    }
}

/// Reads W3C headers from an HTTP/2 (gRPC) or HTTP/1 header map.
pub struct HeaderExtractor<'a>(pub &'a tonic::codegen::http::HeaderMap);

impl Extractor for HeaderExtractor<'_> {
    fn get(&self, key: &str) -> Option<&str> {
        self.0.get(key).and_then(|v| v.to_str().ok())
    }

    fn keys(&self) -> Vec<&str> {
        self.0.keys().map(|k| k.as_str()).collect()
    }
}
