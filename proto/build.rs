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
    ];
    tonic_prost_build::configure().compile_protos(&protos, &["."])?;
    for p in protos {
        println!("cargo:rerun-if-changed={p}");
    }
    Ok(())
}
