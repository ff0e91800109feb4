//! The root span of every request (tracing-actix-web's, with its OpenTelemetry
//! fields), except liveness probes: `/healthz` answers a constant every few
//! seconds per probe, and a trace of each would only bury the real ones (and
//! its span fields and OpenTelemetry span are most of that route's work).

use actix_web::{
    Error,
    body::MessageBody,
    dev::{ServiceRequest, ServiceResponse},
};
use tracing::Span;
use tracing_actix_web::{DefaultRootSpanBuilder, RootSpanBuilder};

/// The path that gets no span.
const LIVENESS: &str = "/healthz";

pub struct GatewaySpans;

impl RootSpanBuilder for GatewaySpans {
    fn on_request_start(request: &ServiceRequest) -> Span {
        if request.path() == LIVENESS {
            Span::none()
        } else {
            DefaultRootSpanBuilder::on_request_start(request)
        }
    }

    fn on_request_end<B: MessageBody>(span: Span, outcome: &Result<ServiceResponse<B>, Error>) {
        // Recording on `Span::none()` does nothing.
        DefaultRootSpanBuilder::on_request_end(span, outcome);
    }
}
