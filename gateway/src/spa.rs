//! Hosting the built SPA: static files, and `index.html` for every other path
//! so deep links like `/risk/all` survive a reload.

use actix_files::{Files, NamedFile};
use actix_web::{
    HttpResponse,
    dev::{ServiceRequest, ServiceResponse, fn_service},
    http::header,
};

/// The static file service with the SPA fallback.
pub fn service(static_dir: &str) -> Files {
    let index = format!("{static_dir}/index.html");
    Files::new("/", static_dir)
        .index_file("index.html")
        .use_etag(true)
        .default_handler(fn_service(move |req: ServiceRequest| {
            let index = index.clone();
            async move {
                let (req, _) = req.into_parts();
                let res = match NamedFile::open_async(&index).await {
                    Ok(file) => {
                        let mut res = file.into_response(&req);
                        res.headers_mut().insert(
                            header::CACHE_CONTROL,
                            header::HeaderValue::from_static("no-cache"),
                        );
                        res
                    }
                    Err(_) => HttpResponse::ServiceUnavailable()
                        .content_type("text/html; charset=utf-8")
                        .body("<h1>RiskHub</h1><p>The web app is not built. Run <code>make run</code> (it builds <code>frontend/dist</code>).</p>"),
                };
                Ok(ServiceResponse::new(req, res))
            }
        }))
}
