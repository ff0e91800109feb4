//! `Debug` of every configuration never prints a secret. A test binary of its
//! own: it sets process environment variables, which no other test may see.

const SECRETS: &[(&str, &str, &str)] = &[
    // (variable, value, the secret part that must not show)
    (
        "DATABASE_URL",
        "postgres://riskhub:pg-Secret-1@db:5432/riskhub",
        "pg-Secret-1",
    ),
    (
        "REDIS_URL",
        "redis://:redis-Secret-2@cache:6379",
        "redis-Secret-2",
    ),
    (
        "AMQP_URL",
        "amqp://riskhub:amqp-Secret-3@mq:5672/%2f",
        "amqp-Secret-3",
    ),
    (
        "JWT_PRIVATE_KEY",
        "-----BEGIN PRIVATE KEY-----\njwt-Secret-4\n-----END PRIVATE KEY-----",
        "jwt-Secret-4",
    ),
    ("OIDC_CLIENT_SECRET", "oidc-Secret-5", "oidc-Secret-5"),
    (
        "BOOTSTRAP_ADMIN_PASSWORD",
        "admin-Secret-6",
        "admin-Secret-6",
    ),
    (
        "SERVICE_KEY",
        "U1NTU1NTU1NTU1NTU1NTU1NTU1NTU1NTU1NTU1NTU1M",
        "U1NTU1NTU1NTU1NTU1NTU1NTU1NTU1NTU1NTU1NTU1M",
    ),
];

fn assert_redacted(what: &str, debug: String) {
    for (var, _, secret) in SECRETS {
        assert!(
            !debug.contains(secret),
            "{what} prints {var}'s secret: {debug}"
        );
    }
    assert!(debug.contains("[redacted]"), "{what}: {debug}");
}

#[test]
#[allow(unsafe_code)]
fn no_configuration_prints_a_secret() {
    // SAFETY: the only test of this binary; nothing else reads the
    // environment while it is set.
    unsafe {
        for (var, value, _) in SECRETS {
            std::env::set_var(var, value);
        }
        std::env::set_var("BOOTSTRAP_ADMIN_EMAIL", "root@corp.example");
        std::env::set_var("OIDC_ISSUER", "https://idp.example");
        std::env::set_var("OIDC_CLIENT_ID", "riskhub");
    }

    let common = platform::config::CommonConfig::from_env("incident").unwrap();
    assert_redacted("CommonConfig", format!("{common:?}"));

    let auth = auth_service::AuthConfig::from_env().unwrap();
    assert!(auth.oidc.is_some() && auth.bootstrap_admin.is_some());
    assert_redacted("AuthConfig", format!("{auth:?}"));
    assert_redacted(
        "RiskConfig",
        format!("{:?}", risk_service::RiskConfig::from_env().unwrap()),
    );
    assert_redacted(
        "SettingsConfig",
        format!(
            "{:?}",
            settings_service::SettingsConfig::from_env().unwrap()
        ),
    );
    assert_redacted(
        "GatewayConfig",
        format!("{:?}", gateway::GatewayConfig::from_env().unwrap()),
    );
    let system = all_in_one::SystemConfig::from_env().unwrap();
    assert_redacted("SystemConfig", format!("{system:?}"));
    // The pretty form too.
    assert_redacted("SystemConfig", format!("{system:#?}"));
}
