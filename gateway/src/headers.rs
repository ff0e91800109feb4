//! Security headers of every answer (docs/security.md):
//!
//! - the SPA and its static files get a Content-Security-Policy that allows
//!   only the gateway's own origin, plus the inline pre-paint script of
//!   `index.html` by its hash, computed when the gateway starts (so a rebuilt
//!   frontend keeps working after a restart);
//! - nothing may frame the gateway (`frame-ancestors 'none'`,
//!   `X-Frame-Options: DENY`) except the built-in manual under `/manual/`,
//!   which the SPA shows in a frame of its own origin;
//! - API answers are not stored by browsers or proxies (`Cache-Control:
//!   no-store`, unless the route chose its own caching, e.g. versioned avatars)
//!   and carry `default-src 'none'`;
//! - HSTS when the gateway is served over HTTPS (`COOKIE_SECURE`).

use actix_web::{
    Error,
    body::MessageBody,
    dev::{ServiceRequest, ServiceResponse},
    http::header::{self, HeaderName, HeaderValue},
    middleware::Next,
    web,
};
use base64::Engine;
use sha2::{Digest, Sha256};

use crate::{config::GatewayConfig, state::AppState};

/// The header values, computed once at start-up.
#[derive(Clone, Debug)]
pub struct SecurityHeaders {
    spa: HeaderValue,
    manual: HeaderValue,
    api: HeaderValue,
    docs: HeaderValue,
    hsts: Option<HeaderValue>,
}

/// The path prefix of the built-in manual, the one page the SPA frames.
const MANUAL_PREFIX: &str = "/manual/";

/// HSTS: one year; subdomains are the operator's business, not ours.
const HSTS: &str = "max-age=31536000";

impl SecurityHeaders {
    /// Reads `index.html` of the static directory for its inline scripts.
    pub fn new(config: &GatewayConfig) -> Self {
        let index = std::path::Path::new(&config.static_dir).join("index.html");
        let hashes = match std::fs::read_to_string(&index) {
            Ok(html) => inline_script_hashes(&html),
            Err(e) => {
                tracing::warn!(path = %index.display(), error = %e, "no index.html: the CSP allows no inline script");
                Vec::new()
            }
        };
        let frame_src = config
            .user_manual_url
            .as_deref()
            .and_then(origin_of)
            .map(|o| format!(" {o}"))
            .unwrap_or_default();
        let img_src = config
            .map_tile_url
            .as_deref()
            .and_then(tile_source)
            .map(|o| format!(" {o}"))
            .unwrap_or_default();
        let spa = |ancestors: &str| {
            let scripts: String = hashes.iter().map(|h| format!(" '{h}'")).collect();
            format!(
                "default-src 'self'; script-src 'self'{scripts}; \
                 style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:{img_src}; \
                 font-src 'self' data:; connect-src 'self'; frame-src 'self'{frame_src}; \
                 object-src 'none'; base-uri 'self'; form-action 'self'; \
                 frame-ancestors {ancestors}"
            )
        };
        let value = |s: String| HeaderValue::from_str(&s).expect("CSP is a valid header value");
        Self {
            spa: value(spa("'none'")),
            manual: value(spa("'self'")),
            api: HeaderValue::from_static("default-src 'none'; frame-ancestors 'none'"),
            // Swagger UI: its own scripts and inline styles, images as data.
            docs: HeaderValue::from_static(
                "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; \
                 object-src 'none'; base-uri 'self'; frame-ancestors 'none'",
            ),
            hsts: config.cookie_secure.then(|| HeaderValue::from_static(HSTS)),
        }
    }

    /// The CSP of the SPA's pages (for tests and docs).
    pub fn spa_policy(&self) -> &str {
        self.spa.to_str().unwrap_or_default()
    }
}

/// `'sha256-…'` of every inline `<script>` (one without `src`) in `html`,
/// hashed over its exact text as the browser does.
pub fn inline_script_hashes(html: &str) -> Vec<String> {
    let lower = html.to_ascii_lowercase();
    let mut hashes = Vec::new();
    let mut from = 0;
    while let Some(start) = lower[from..].find("<script").map(|i| i + from) {
        let Some(open_end) = lower[start..].find('>').map(|i| i + start) else {
            break;
        };
        let Some(close) = lower[open_end..].find("</script").map(|i| i + open_end) else {
            break;
        };
        let tag = &lower[start..open_end];
        let has_src = tag
            .split(|c: char| c.is_ascii_whitespace())
            .any(|attr| attr.starts_with("src=") || attr == "src");
        if !has_src {
            let body = &html[open_end + 1..close];
            let digest = Sha256::digest(body.as_bytes());
            hashes.push(format!(
                "sha256-{}",
                base64::engine::general_purpose::STANDARD.encode(digest)
            ));
        }
        from = close + "</script".len();
    }
    hashes
}

/// `https://docs.example.com` of an absolute http(s) address; none for a
/// path on the gateway itself.
fn origin_of(url: &str) -> Option<String> {
    let (scheme, rest) = url.split_once("://")?;
    if !matches!(scheme, "http" | "https") {
        return None;
    }
    let host = rest.split(['/', '?', '#']).next()?;
    // Only what a CSP source expression may hold.
    let ok = !host.is_empty()
        && host
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | ':' | '[' | ']'));
    ok.then(|| format!("{scheme}://{host}"))
}

/// The CSP source of the map tiles (`MAP_TILE_URL`): their origin, with
/// Leaflet's subdomain placeholder `{s}.` as the wildcard `*.`.
fn tile_source(url: &str) -> Option<String> {
    let Some(rest) = url.split_once("://{s}.") else {
        return origin_of(url);
    };
    let origin = origin_of(&format!("{}://{}", rest.0, rest.1))?;
    Some(origin.replacen("://", "://*.", 1))
}

fn set_if_absent(
    res: &mut ServiceResponse<impl MessageBody>,
    name: HeaderName,
    value: HeaderValue,
) {
    let headers = res.headers_mut();
    if !headers.contains_key(&name) {
        headers.insert(name, value);
    }
}

/// Which headers a path gets.
#[derive(Clone, Copy)]
enum Kind {
    Docs,
    Api,
    Manual,
    Spa,
}

impl Kind {
    fn of(path: &str) -> Self {
        if path == "/api/docs" || path.starts_with("/api/docs/") || path == "/api/openapi.json" {
            Self::Docs
        } else if path == "/api" || path.starts_with("/api/") {
            Self::Api
        } else if path.starts_with(MANUAL_PREFIX) {
            Self::Manual
        } else {
            Self::Spa
        }
    }
}

/// Adds the headers of the path's kind to every answer, errors included.
/// The values are the start-up ones, shared, not rebuilt per request.
pub async fn apply(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<impl MessageBody>, Error> {
    let kind = Kind::of(req.path());
    let state = req
        .app_data::<web::Data<AppState>>()
        .cloned()
        .expect("AppState is registered");
    let mut res = next.call(req).await?;
    let headers = &state.headers;
    let (csp, frame_options) = match kind {
        Kind::Docs => (&headers.docs, "DENY"),
        Kind::Api => (&headers.api, "DENY"),
        Kind::Manual => (&headers.manual, "SAMEORIGIN"),
        Kind::Spa => (&headers.spa, "DENY"),
    };
    match kind {
        Kind::Api => set_if_absent(
            &mut res,
            header::CACHE_CONTROL,
            HeaderValue::from_static("no-store"),
        ),
        // The API's description changes with each release and names what a
        // deployment offers: kept by no cache (issue 30), whatever the
        // documentation page's own files say.
        Kind::Docs => {
            res.headers_mut()
                .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
        }
        Kind::Manual | Kind::Spa => {}
    }
    set_if_absent(&mut res, header::CONTENT_SECURITY_POLICY, csp.clone());
    res.headers_mut().insert(
        header::X_FRAME_OPTIONS,
        HeaderValue::from_static(frame_options),
    );
    if let Some(hsts) = &headers.hsts {
        res.headers_mut()
            .insert(header::STRICT_TRANSPORT_SECURITY, hsts.clone());
    }
    Ok(res)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hashes_inline_scripts_exactly_and_skips_external_ones() {
        let html = "<html><head><script type=\"module\" crossorigin src=\"/assets/a.js\"></script>\
                    <SCRIPT>alert(1)</SCRIPT><script>\n  x();\n</script></head></html>";
        // echo -n 'alert(1)' | openssl dgst -sha256 -binary | base64
        assert_eq!(
            inline_script_hashes(html),
            vec![
                "sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=".to_owned(),
                format!(
                    "sha256-{}",
                    base64::engine::general_purpose::STANDARD
                        .encode(Sha256::digest("\n  x();\n".as_bytes()))
                ),
            ]
        );
        assert!(inline_script_hashes("<p>no scripts</p>").is_empty());
    }

    #[test]
    fn the_manual_origin_is_allowed_in_frames_only_when_absolute() {
        assert_eq!(origin_of("/manual/index.html"), None);
        assert_eq!(
            origin_of("https://docs.example.com/riskhub/?x=1").as_deref(),
            Some("https://docs.example.com")
        );
        assert_eq!(
            origin_of("http://[::1]:8081/m").as_deref(),
            Some("http://[::1]:8081")
        );
        assert_eq!(origin_of("javascript:alert(1)"), None);
        assert_eq!(origin_of("https://a.example.com; script-src *"), None);
    }

    #[test]
    fn the_map_tiles_origin_is_allowed_in_images() {
        assert_eq!(
            tile_source("https://{s}.tile.example.org/{z}/{x}/{y}.png").as_deref(),
            Some("https://*.tile.example.org")
        );
        assert_eq!(
            tile_source("http://127.0.0.1:8090/tiles/{z}/{x}/{y}.png").as_deref(),
            Some("http://127.0.0.1:8090")
        );
        assert_eq!(tile_source("/tiles/{z}/{x}/{y}.png"), None);
        assert_eq!(tile_source("https://{s}.a.org; script-src *"), None);
    }
}
