//! Auth service settings, read from the environment.

use platform::config::{CommonConfig, Secret, env_flag, env_opt, env_or, env_parse, env_secret};
use std::time::Duration;

#[derive(Clone, Debug)]
pub struct AuthConfig {
    pub common: CommonConfig,
    /// PEM text of the Ed25519 signing key (`JWT_PRIVATE_KEY`), if given inline.
    pub jwt_private_key: Option<Secret>,
    /// Where the signing key lives; generated there when missing.
    pub jwt_private_key_file: String,
    pub issuer: String,
    pub access_ttl: Duration,
    pub refresh_ttl: Duration,
    /// Refresh lifetime without "remember me".
    pub short_refresh_ttl: Duration,
    pub max_failures_per_account: i64,
    pub max_failures_per_ip: i64,
    pub lockout: Duration,
    /// Wrong current passwords a user may give to change-password per lockout window.
    pub password_change_max_failures: i64,
    /// `ALLOW_REGISTRATION`: self-registration is off unless set.
    pub allow_registration: bool,
    /// Registrations (attempts) one address may make per `registration_window`.
    pub registration_max_per_ip: i64,
    pub registration_window: Duration,
    /// Renewals of an access token (`/api/authenticate/refresh-token`) one
    /// address may ask for per minute.
    pub renewal_max_per_ip: i64,
    /// A session ends this long after its sign-in, however often it is refreshed.
    pub session_max_lifetime: Duration,
    pub seed_demo_data: bool,
    /// `BOOTSTRAP_ADMIN_EMAIL` + `BOOTSTRAP_ADMIN_PASSWORD`: the first
    /// administrator of an installation, created at start when absent.
    pub bootstrap_admin: Option<(String, Secret)>,
    /// OpenID Connect sign-in, when `OIDC_ISSUER` and `OIDC_CLIENT_ID` are set.
    pub oidc: Option<OidcSettings>,
    /// The generic provider's button label (`OIDC_NAME`, default "Single sign-on").
    pub oidc_name: String,
    /// The Google preset (`GOOGLE_CLIENT_ID`), an OpenID Connect provider.
    pub google: Option<OidcSettings>,
    /// The GitHub preset (`GITHUB_CLIENT_ID`), OAuth 2.
    pub github: Option<GithubSettings>,
    /// How long a forgot-password link works (`PASSWORD_RESET_TTL_SECS`, 30 min).
    pub password_reset_ttl: Duration,
    /// Reset links one address (and one email) may ask for per
    /// `password_reset_window` (`PASSWORD_RESET_MAX_PER_HOUR`).
    pub password_reset_max: i64,
    pub password_reset_window: Duration,
    /// The address users open the app at (`PUBLIC_URL`), for links in mails.
    pub public_url: String,
    /// Where reset mails go: SMTP when `SMTP_HOST` is set, else the server log
    /// and the user's in-app messages.
    pub mail: platform::mail::MailSettings,
    /// The settings service (`SETTINGS_GRPC_URL`): without a mail server,
    /// reset links also go to the user's in-app messages there.
    pub settings_grpc_url: Option<String>,
}

/// Sign-in with GitHub (OAuth 2), when `GITHUB_CLIENT_ID` is set.
#[derive(Clone, Debug)]
pub struct GithubSettings {
    pub client_id: String,
    pub client_secret: Secret,
    /// Where GitHub sends the browser back (the gateway's callback).
    pub redirect_url: String,
    /// `https://github.com` (authorize and token endpoints).
    pub web_url: String,
    /// `https://api.github.com` (the user and their emails).
    pub api_url: String,
}

/// The callback every provider returns to (`OIDC_REDIRECT_URL`).
fn default_redirect_url() -> String {
    env_or(
        "OIDC_REDIRECT_URL",
        "http://localhost:8080/api/auth/oidc/callback",
    )
}

/// The Google preset: OpenID Connect at `https://accounts.google.com`, from
/// `GOOGLE_CLIENT_ID` / `GOOGLE_CLIENT_SECRET` (`GOOGLE_REDIRECT_URL`).
/// New accounts get the least privileged role, `registered`.
pub fn google_from_env() -> Option<OidcSettings> {
    let client_id = env_opt("GOOGLE_CLIENT_ID")?;
    Some(OidcSettings {
        issuer: "https://accounts.google.com".into(),
        client_id,
        client_secret: Secret::new(env_or("GOOGLE_CLIENT_SECRET", "")),
        redirect_url: env_or("GOOGLE_REDIRECT_URL", &default_redirect_url()),
        scopes: "openid email profile".into(),
        default_role: crate::domain::permissions::REGISTERED_ROLE.into(),
        groups_claim: "groups".into(),
        role_map: Vec::new(),
    })
}

/// The GitHub preset, from `GITHUB_CLIENT_ID` / `GITHUB_CLIENT_SECRET`
/// (`GITHUB_REDIRECT_URL`).
pub fn github_from_env() -> Option<GithubSettings> {
    let client_id = env_opt("GITHUB_CLIENT_ID")?;
    Some(GithubSettings {
        client_id,
        client_secret: Secret::new(env_or("GITHUB_CLIENT_SECRET", "")),
        redirect_url: env_or("GITHUB_REDIRECT_URL", &default_redirect_url()),
        web_url: "https://github.com".into(),
        api_url: "https://api.github.com".into(),
    })
}

#[derive(Clone, Debug)]
pub struct OidcSettings {
    pub issuer: String,
    pub client_id: String,
    /// Empty for a public client (PKCE alone).
    pub client_secret: Secret,
    /// Where the provider sends the browser back (the gateway's callback).
    pub redirect_url: String,
    pub scopes: String,
    /// The role of an account whose groups map to no role (least privileged).
    pub default_role: String,
    /// The ID-token claim that lists the user's groups (`OIDC_GROUPS_CLAIM`).
    pub groups_claim: String,
    /// Group → role, from `OIDC_ROLE_MAP` (`grc-admins=admin,grc-editors=editor`);
    /// when set, every SSO sign-in applies it.
    pub role_map: Vec<(String, String)>,
}

impl OidcSettings {
    /// The role a provider account gets from its groups: the most privileged
    /// mapped role, else the default (never admin by default).
    pub fn role_for(&self, groups: &[String]) -> String {
        const ORDER: [&str; 4] = ["admin", "editor", "staff", "user"];
        let mapped: Vec<&str> = self
            .role_map
            .iter()
            .filter(|(g, _)| groups.contains(g))
            .map(|(_, r)| r.as_str())
            .collect();
        let rank = |r: &str| ORDER.iter().position(|o| *o == r).unwrap_or(ORDER.len());
        mapped
            .into_iter()
            .min_by_key(|r| rank(r))
            .map(str::to_owned)
            .unwrap_or_else(|| self.default_role.clone())
    }
}

/// Parses `group=role,group=role`.
pub fn parse_role_map(s: &str) -> anyhow::Result<Vec<(String, String)>> {
    s.split(',')
        .map(str::trim)
        .filter(|p| !p.is_empty())
        .map(|pair| {
            let (g, r) = pair
                .split_once('=')
                .ok_or_else(|| anyhow::anyhow!("OIDC_ROLE_MAP entry {pair:?} is not group=role"))?;
            Ok((g.trim().to_owned(), r.trim().to_owned()))
        })
        .collect()
}

impl OidcSettings {
    pub fn from_env() -> anyhow::Result<Option<Self>> {
        let (Some(issuer), Some(client_id)) = (env_opt("OIDC_ISSUER"), env_opt("OIDC_CLIENT_ID"))
        else {
            return Ok(None);
        };
        Ok(Some(Self {
            issuer: issuer.trim_end_matches('/').to_owned(),
            client_id,
            client_secret: Secret::new(env_or("OIDC_CLIENT_SECRET", "")),
            redirect_url: env_or(
                "OIDC_REDIRECT_URL",
                "http://localhost:8080/api/auth/oidc/callback",
            ),
            scopes: env_or("OIDC_SCOPES", "openid email profile"),
            default_role: env_or("OIDC_DEFAULT_ROLE", "user"),
            groups_claim: env_or("OIDC_GROUPS_CLAIM", "groups"),
            role_map: parse_role_map(&env_or("OIDC_ROLE_MAP", ""))?,
        }))
    }
}

impl AuthConfig {
    pub fn from_env() -> anyhow::Result<Self> {
        let data_dir = env_or("DATA_DIR", "data");
        Ok(Self {
            common: CommonConfig::from_env("auth")?,
            jwt_private_key: env_secret("JWT_PRIVATE_KEY"),
            jwt_private_key_file: env_or(
                "JWT_PRIVATE_KEY_FILE",
                &format!("{data_dir}/jwt-ed25519.pem"),
            ),
            issuer: env_or("JWT_ISSUER", "riskhub"),
            access_ttl: Duration::from_secs(env_parse("ACCESS_TOKEN_TTL_SECS", 900)?),
            refresh_ttl: Duration::from_secs(env_parse("REFRESH_TOKEN_TTL_SECS", 2_592_000)?),
            short_refresh_ttl: Duration::from_secs(env_parse(
                "REFRESH_TOKEN_SHORT_TTL_SECS",
                43_200,
            )?),
            max_failures_per_account: env_parse("LOGIN_MAX_FAILURES", 5)?,
            max_failures_per_ip: env_parse("LOGIN_MAX_FAILURES_PER_IP", 20)?,
            lockout: Duration::from_secs(env_parse("LOGIN_LOCKOUT_SECS", 900)?),
            password_change_max_failures: env_parse("PASSWORD_CHANGE_MAX_FAILURES", 5)?,
            allow_registration: env_flag("ALLOW_REGISTRATION", false)?,
            registration_max_per_ip: env_parse("REGISTRATION_MAX_PER_IP", 5)?,
            registration_window: Duration::from_secs(env_parse("REGISTRATION_WINDOW_SECS", 3600)?),
            renewal_max_per_ip: env_parse("TOKEN_RENEWAL_MAX_PER_IP", 30)?,
            session_max_lifetime: Duration::from_secs(env_parse(
                "SESSION_MAX_LIFETIME_SECS",
                2_592_000,
            )?),
            seed_demo_data: env_flag("SEED_DEMO_DATA", false)?,
            oidc: OidcSettings::from_env()?,
            oidc_name: env_or("OIDC_NAME", "Single sign-on"),
            google: google_from_env(),
            github: github_from_env(),
            password_reset_ttl: Duration::from_secs(env_parse("PASSWORD_RESET_TTL_SECS", 1800)?),
            password_reset_max: env_parse("PASSWORD_RESET_MAX_PER_HOUR", 5)?,
            password_reset_window: Duration::from_secs(3600),
            public_url: env_or("PUBLIC_URL", "http://localhost:8080")
                .trim_end_matches('/')
                .to_owned(),
            mail: platform::mail::MailSettings::from_env()?,
            settings_grpc_url: env_opt("SETTINGS_GRPC_URL"),
            bootstrap_admin: env_opt("BOOTSTRAP_ADMIN_EMAIL")
                .zip(env_secret("BOOTSTRAP_ADMIN_PASSWORD")),
        })
    }
}
