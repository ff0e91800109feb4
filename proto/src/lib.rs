//! Generated gRPC contracts, one module per versioned protobuf package.

/// Identity, sessions, tokens.
pub mod auth {
    pub mod v1 {
        tonic::include_proto!("auth.v1");
    }
}

/// Settings and the audit event store.
pub mod settings {
    pub mod v1 {
        tonic::include_proto!("settings.v1");
    }
}

/// Risk register.
pub mod risk {
    pub mod v1 {
        tonic::include_proto!("risk.v1");
    }
}

/// Incidents.
pub mod incident {
    pub mod v1 {
        tonic::include_proto!("incident.v1");
    }
}

/// Template demo apps.
pub mod demo {
    pub mod v1 {
        tonic::include_proto!("demo.v1");
    }
}
