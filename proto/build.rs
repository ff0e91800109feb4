//! Compiles the `.proto` contracts with a vendored protoc, so no system protoc is needed.

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let protoc = protoc_bin_vendored::protoc_bin_path()?;
    // SAFETY: build scripts are single-threaded; tonic-prost-build reads PROTOC.
    #[allow(unsafe_code)]
    unsafe {
        std::env::set_var("PROTOC", protoc)
    };
    let protos = [
        "auth/v1/auth.proto",
        "settings/v1/settings.proto",
        "risk/v1/risk.proto",
        "incident/v1/incident.proto",
        "demo/v1/demo.proto",
        "demo/v1/catalog.proto",
        "demo/v1/mail.proto",
        "demo/v1/users.proto",
        "demo/v1/shop.proto",
        "demo/v1/todo.proto",
        "demo/v1/calendar.proto",
        "demo/v1/chat.proto",
        "demo/v1/dashboard.proto",
    ];
    // The risk module's messages are also its REST JSON (ADR 0007).
    tonic_prost_build::configure()
        .message_attribute(
            ".risk.v1",
            "#[derive(serde::Serialize, serde::Deserialize, utoipa::ToSchema)] #[serde(default)]",
        )
        // List queries double as the REST query strings.
        .message_attribute(
            ".risk.v1.ListRisksRequest",
            "#[derive(utoipa::IntoParams)] #[into_params(parameter_in = Query)]",
        )
        .message_attribute(
            ".risk.v1.ListControlsRequest",
            "#[derive(utoipa::IntoParams)] #[into_params(parameter_in = Query)]",
        )
        .message_attribute(
            ".risk.v1.ListControlActivitiesRequest",
            "#[derive(utoipa::IntoParams)] #[into_params(parameter_in = Query)]",
        )
        .message_attribute(
            ".risk.v1.ListActionPlansRequest",
            "#[derive(utoipa::IntoParams)] #[into_params(parameter_in = Query)]",
        )
        .message_attribute(
            ".risk.v1.ListRiskCategoriesRequest",
            "#[derive(utoipa::IntoParams)] #[into_params(parameter_in = Query)]",
        )
        .message_attribute(
            ".risk.v1.ListAttachmentsRequest",
            "#[derive(utoipa::IntoParams)] #[into_params(parameter_in = Query)]",
        )
        .message_attribute(
            ".risk.v1.HeatMapRequest",
            "#[derive(utoipa::IntoParams)] #[into_params(parameter_in = Query)]",
        )
        // The incident module's messages are its REST JSON the same way.
        .message_attribute(
            ".incident.v1",
            "#[derive(serde::Serialize, serde::Deserialize, utoipa::ToSchema)] #[serde(default)]",
        )
        .message_attribute(
            ".incident.v1.ListIncidentsRequest",
            "#[derive(utoipa::IntoParams)] #[into_params(parameter_in = Query)]",
        )
        .message_attribute(
            ".incident.v1.ListIncidentActionsRequest",
            "#[derive(utoipa::IntoParams)] #[into_params(parameter_in = Query)]",
        )
        .message_attribute(
            ".incident.v1.ListIncidentCategoriesRequest",
            "#[derive(utoipa::IntoParams)] #[into_params(parameter_in = Query)]",
        )
        .compile_protos(&protos, &["."])?;
    for p in protos {
        println!("cargo:rerun-if-changed={p}");
    }
    Ok(())
}
