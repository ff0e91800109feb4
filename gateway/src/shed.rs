//! Load shedding (ADR 16): at most `GATEWAY_MAX_INFLIGHT` API requests are
//! worked on at once; one more waits up to `GATEWAY_QUEUE_WAIT_MS` for a slot
//! and is otherwise answered 429 with `Retry-After` at once, before any token
//! check or service call. Without it, an overload queued every request for a
//! database connection until the gRPC deadline and answered 503 after 5 s.
//!
//! The middleware wraps the `/api` scope only: `/healthz`, `/readyz`,
//! `/statusz`, `/metrics` and static files are never shed. A slot is held until the
//! handler has produced its response; a streamed body (exports) goes on
//! without one.

use std::{sync::Arc, time::Duration};

use actix_web::{
    Error,
    body::{BoxBody, MessageBody},
    dev::{ServiceRequest, ServiceResponse},
    middleware::Next,
    web,
};
use platform::error::{ApiError, ErrorKind};
use prometheus::{IntCounter, IntGauge};
use tokio::sync::{OwnedSemaphorePermit, Semaphore};

use crate::{error::error_response, state::AppState};

/// What a shed caller is told to wait before trying again.
const RETRY_AFTER_SECS: u64 = 1;

/// The slots of in-flight API requests and the metrics of their use.
pub struct Limiter {
    slots: Arc<Semaphore>,
    wait: Duration,
    in_flight: IntGauge,
    shed: IntCounter,
}

/// A taken slot: given back (and the gauge lowered) when dropped, also when
/// the client goes away mid-request.
struct Slot {
    _permit: OwnedSemaphorePermit,
    in_flight: IntGauge,
}

impl Drop for Slot {
    fn drop(&mut self) {
        self.in_flight.dec();
    }
}

impl Limiter {
    /// `max` slots (at least one); a request waits at most `wait` for one.
    pub fn new(max: usize, wait: Duration, in_flight: IntGauge, shed: IntCounter) -> Self {
        Self {
            slots: Arc::new(Semaphore::new(max.max(1))),
            wait,
            in_flight,
            shed,
        }
    }

    /// A slot, or none after the bounded wait (counted as shed).
    async fn take(&self) -> Option<Slot> {
        let permit = match self.slots.clone().try_acquire_owned() {
            Ok(p) => p,
            // FIFO: the longest waiter gets the next free slot.
            Err(_) => {
                match tokio::time::timeout(self.wait, self.slots.clone().acquire_owned()).await {
                    Ok(Ok(p)) => p,
                    _ => {
                        self.shed.inc();
                        return None;
                    }
                }
            }
        };
        self.in_flight.inc();
        Some(Slot {
            _permit: permit,
            in_flight: self.in_flight.clone(),
        })
    }
}

/// Register downloads at once (`EXPORT_MAX_CONCURRENT`). An export holds a
/// database connection of the risk service for as long as its client reads
/// (one snapshot, ADR 15), and the pools are small (ADR 16): unbounded
/// downloads would starve the register's quick calls. One more is refused at
/// once; a download is not worth a queue.
pub struct ExportSlots {
    slots: Arc<Semaphore>,
    shed: IntCounter,
}

/// What a refused download is told to wait: an export takes seconds.
const EXPORT_RETRY_AFTER_SECS: u64 = 5;

impl ExportSlots {
    pub fn new(max: usize, shed: IntCounter) -> Self {
        Self {
            slots: Arc::new(Semaphore::new(max.max(1))),
            shed,
        }
    }

    /// A slot to hold until the download ends, or a 429 to answer.
    pub fn take(&self) -> Result<OwnedSemaphorePermit, ApiError> {
        self.slots.clone().try_acquire_owned().map_err(|_| {
            self.shed.inc();
            ApiError::new(
                ErrorKind::RateLimited,
                "EXPORTS_BUSY",
                "Other downloads are being prepared; please try again in a few seconds.",
            )
            .with_retry_after(EXPORT_RETRY_AFTER_SECS)
        })
    }
}

/// The answer to a shed request: the one error table's 429.
pub fn overloaded() -> ApiError {
    ApiError::new(
        ErrorKind::RateLimited,
        "SERVER_BUSY",
        "The server is busy; please try again in a moment.",
    )
    .with_retry_after(RETRY_AFTER_SECS)
}

/// Middleware of the `/api` scope: a slot or an immediate 429.
pub async fn limit(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<BoxBody>, Error> {
    let state = req
        .app_data::<web::Data<AppState>>()
        .cloned()
        .expect("AppState is registered");
    let Some(_slot) = state.limiter.take().await else {
        return Ok(req.into_response(error_response(&overloaded())));
    };
    Ok(next.call(req).await?.map_into_boxed_body())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn limiter(max: usize, wait_ms: u64) -> Limiter {
        Limiter::new(
            max,
            Duration::from_millis(wait_ms),
            IntGauge::new("g", "g").unwrap(),
            IntCounter::new("c", "c").unwrap(),
        )
    }

    #[tokio::test]
    async fn a_full_limiter_sheds_after_the_wait_and_a_returned_slot_is_reused() {
        let l = limiter(2, 20);
        let a = l.take().await.expect("first slot");
        let _b = l.take().await.expect("second slot");
        assert_eq!(l.in_flight.get(), 2);
        assert!(l.take().await.is_none(), "a third request is shed");
        assert_eq!(l.shed.get(), 1);
        drop(a);
        assert_eq!(l.in_flight.get(), 1);
        assert!(l.take().await.is_some(), "the freed slot serves the next");
    }

    #[tokio::test]
    async fn a_waiter_gets_a_slot_freed_within_the_wait() {
        // A long bound: the test does not depend on the machine's speed.
        let l = Arc::new(limiter(1, 30_000));
        let held = l.take().await.unwrap();
        let waiter = {
            let l = l.clone();
            tokio::spawn(async move { l.take().await.is_some() })
        };
        tokio::time::sleep(Duration::from_millis(5)).await;
        drop(held);
        assert!(waiter.await.unwrap(), "the waiter got the freed slot");
        assert_eq!(l.shed.get(), 0);
    }

    #[test]
    fn a_download_past_the_export_slots_is_refused_until_one_ends() {
        let shed = IntCounter::new("c", "c").unwrap();
        let slots = ExportSlots::new(2, shed.clone());
        let a = slots.take().expect("first download");
        let _b = slots.take().expect("second download");
        let refused = slots.take().expect_err("a third download waits its turn");
        let res = error_response(&refused);
        assert_eq!(res.status(), 429);
        assert_eq!(res.headers().get("retry-after").unwrap(), "5");
        assert_eq!(shed.get(), 1);
        drop(a);
        assert!(slots.take().is_ok(), "an ended download frees its slot");
    }

    #[test]
    fn the_answer_is_429_with_retry_after() {
        let res = error_response(&overloaded());
        assert_eq!(res.status(), 429);
        assert_eq!(res.headers().get("retry-after").unwrap(), "1");
    }
}
