//! Auth rules, input and result types, and the use cases on
//! [`context::AuthContext`]: sign-in and sessions ([`sessions`]),
//! administration ([`admin`]) and one's own profile ([`profile_changes`]).
//! Nothing here knows about gRPC; persistence goes through `store/`.

pub mod admin;
pub mod avatar;
pub mod context;
pub mod github;
pub mod inbox;
pub mod oidc;
pub mod password;
pub mod permissions;
pub mod profile;
pub mod profile_changes;
pub mod providers;
pub mod recovery;
pub mod sessions;
pub mod throttle;
pub mod tokens;

use platform::error::{ApiError, ErrorKind};
use std::collections::BTreeMap;

/// Everything that can go wrong in the auth domain.
#[derive(Debug, thiserror::Error)]
pub enum AuthError {
    #[error("invalid input")]
    Invalid(BTreeMap<String, String>),
    #[error("wrong email or password")]
    InvalidCredentials,
    #[error("account is not active")]
    AccountInactive,
    #[error("too many attempts")]
    RateLimited { retry_after_secs: u64 },
    /// Too many registrations, renewals or change-password attempts.
    #[error("too many requests")]
    Throttled { retry_after_secs: u64 },
    #[error("self-registration is off")]
    RegistrationClosed,
    #[error("the provider has not verified the email")]
    OidcEmailUnverified,
    /// Refused by a rule against raising one's own rights: reason, message.
    #[error("{1}")]
    Restricted(&'static str, &'static str),
    #[error("session expired or revoked")]
    SessionInvalid,
    #[error("token invalid")]
    TokenInvalid,
    /// A password-reset token that is unknown, used or expired.
    #[error("reset token invalid")]
    ResetTokenInvalid,
    #[error("email already in use")]
    EmailTaken,
    #[error("not found")]
    NotFound,
    #[error("{1}")]
    Conflict(&'static str, String),
    #[error("not allowed")]
    Forbidden,
    #[error("single sign-on is not configured")]
    OidcDisabled,
    #[error("single sign-on failed: {0}")]
    OidcFailed(String),
    #[error("picture too large")]
    AvatarTooLarge,
    #[error("not an accepted image")]
    UnsupportedImage,
    #[error("no picture")]
    NoAvatar,
    #[error(transparent)]
    Internal(#[from] anyhow::Error),
}

impl From<sea_orm::DbErr> for AuthError {
    fn from(e: sea_orm::DbErr) -> Self {
        Self::Internal(e.into())
    }
}

impl From<AuthError> for ApiError {
    fn from(e: AuthError) -> Self {
        use ErrorKind::*;
        match e {
            AuthError::Invalid(fields) => ApiError::validation(fields),
            AuthError::InvalidCredentials => ApiError::new(
                Unauthenticated,
                "INVALID_CREDENTIALS",
                "Email Or Password Invalid",
            ),
            AuthError::AccountInactive => ApiError::new(
                Unauthenticated,
                "ACCOUNT_INACTIVE",
                "This account is deactivated. Contact an administrator.",
            ),
            AuthError::RateLimited { retry_after_secs } => ApiError::new(
                RateLimited,
                "RATE_LIMITED",
                format!(
                    "Too many failed sign-in attempts. Try again in {} minute(s).",
                    retry_after_secs.div_ceil(60).max(1)
                ),
            )
            .with_retry_after(retry_after_secs.max(1)),
            AuthError::Throttled { retry_after_secs } => ApiError::new(
                RateLimited,
                "TOO_MANY_REQUESTS",
                format!(
                    "Too many requests. Try again in {} minute(s).",
                    retry_after_secs.div_ceil(60).max(1)
                ),
            )
            .with_retry_after(retry_after_secs.max(1)),
            AuthError::RegistrationClosed => ApiError::new(
                PermissionDenied,
                "REGISTRATION_DISABLED",
                "Self-registration is turned off. Ask an administrator for an account.",
            ),
            AuthError::OidcEmailUnverified => ApiError::new(
                PermissionDenied,
                "OIDC_EMAIL_UNVERIFIED",
                "Your identity provider has not verified your email address, so it cannot be \
                 used to sign in here. Verify it with the provider or ask an administrator.",
            ),
            AuthError::Restricted(reason, message) => {
                ApiError::new(PermissionDenied, reason, message)
            }
            AuthError::SessionInvalid => ApiError::new(
                Unauthenticated,
                "SESSION_INVALID",
                "Your session has ended, please sign in again.",
            ),
            AuthError::TokenInvalid => {
                ApiError::new(Unauthenticated, "TOKEN_INVALID", "Invalid access token")
            }
            AuthError::ResetTokenInvalid => ApiError::new(
                InvalidArgument,
                "RESET_TOKEN_INVALID",
                "This reset link is invalid, used or expired. Ask for a new one.",
            ),
            AuthError::EmailTaken => {
                let mut f = BTreeMap::new();
                f.insert("email".into(), "This email is already in use.".into());
                ApiError {
                    reason: "EMAIL_TAKEN".into(),
                    message: "This email is already in use.".into(),
                    ..ApiError::validation(f)
                }
            }
            AuthError::NotFound => ApiError::new(NotFound, "USER_NOT_FOUND", "No such user."),
            AuthError::Conflict(reason, message) => ApiError::new(Conflict, reason, message),
            AuthError::Forbidden => {
                ApiError::new(PermissionDenied, "FORBIDDEN", "Sorry, Restricted Action")
            }
            AuthError::OidcDisabled => ApiError::new(
                InvalidArgument,
                "OIDC_DISABLED",
                "Single sign-on is not configured.",
            ),
            AuthError::OidcFailed(detail) => {
                tracing::warn!(detail, "OIDC sign-in failed");
                ApiError::new(
                    Unauthenticated,
                    "OIDC_FAILED",
                    "Single sign-on failed, please try again.",
                )
            }
            AuthError::AvatarTooLarge => ApiError::new(
                InvalidArgument,
                "PAYLOAD_TOO_LARGE",
                format!(
                    "The picture is larger than the limit of {} MB.",
                    avatar::MAX_AVATAR_BYTES / (1024 * 1024)
                ),
            ),
            AuthError::UnsupportedImage => ApiError::new(
                InvalidArgument,
                "UNSUPPORTED_MEDIA_TYPE",
                "Use a PNG, JPEG, WebP or GIF picture.",
            ),
            AuthError::NoAvatar => {
                ApiError::new(NotFound, "AVATAR_NOT_FOUND", "This user has no picture.")
            }
            AuthError::Internal(e) => platform::error::failure("auth service failure", e.as_ref()),
        }
    }
}

/// Normalizes an email for lookup and uniqueness.
pub fn normalize_email(email: &str) -> String {
    email.trim().to_lowercase()
}

/// Checks sign-in input: both fields required (spec 5: missing = empty).
pub fn validate_login(email: &str, password: &str) -> Result<(), AuthError> {
    let mut fields = BTreeMap::new();
    if email.trim().is_empty() {
        fields.insert("email".into(), "Required".into());
    }
    if password.is_empty() {
        fields.insert("password".into(), "Required".into());
    }
    if fields.is_empty() {
        Ok(())
    } else {
        Err(AuthError::Invalid(fields))
    }
}

/// Checks registration input with the template's messages.
pub fn validate_registration(email: &str, password: &str, name: &str) -> Result<(), AuthError> {
    let mut fields = BTreeMap::new();
    if name.trim().is_empty() {
        fields.insert("name".into(), "Please enter your name.".into());
    }
    let email = email.trim();
    if email.is_empty() {
        fields.insert("email".into(), "Required".into());
    } else if !looks_like_email(email) {
        fields.insert("email".into(), "Please enter a valid email address.".into());
    }
    if password.chars().count() < 8 {
        fields.insert("password".into(), "Use at least 8 characters.".into());
    }
    if fields.is_empty() {
        Ok(())
    } else {
        Err(AuthError::Invalid(fields))
    }
}

/// Field errors of an administrator's user form (`password` only when given).
pub fn validate_user_fields(
    name: Option<&str>,
    email: Option<&str>,
    password: Option<&str>,
) -> Result<(), AuthError> {
    let mut fields = BTreeMap::new();
    if name.is_some_and(|n| n.trim().is_empty()) {
        fields.insert("name".into(), "Required".into());
    }
    match email.map(str::trim) {
        Some("") => {
            fields.insert("email".into(), "Required".into());
        }
        Some(e) if !looks_like_email(e) => {
            fields.insert("email".into(), "Please enter a valid email address.".into());
        }
        _ => {}
    }
    if password.is_some_and(|p| p.chars().count() < 8) {
        fields.insert("password".into(), "Use at least 8 characters.".into());
    }
    if fields.is_empty() {
        Ok(())
    } else {
        Err(AuthError::Invalid(fields))
    }
}

/// Role names: lowercase letters, digits, `-` and `_`, 2 to 32 characters.
pub fn valid_role_name(name: &str) -> bool {
    (2..=32).contains(&name.len())
        && name.starts_with(|c: char| c.is_ascii_lowercase())
        && name
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-' || c == '_')
}

/// One field error.
pub fn field_error(field: &str, message: &str) -> AuthError {
    let mut fields = BTreeMap::new();
    fields.insert(field.to_owned(), message.to_owned());
    AuthError::Invalid(fields)
}

pub(crate) fn looks_like_email(s: &str) -> bool {
    let Some((local, domain)) = s.split_once('@') else {
        return false;
    };
    !local.is_empty()
        && domain.contains('.')
        && !domain.starts_with('.')
        && !domain.ends_with('.')
        && !s.chars().any(char::is_whitespace)
        && s.len() <= 254
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn login_requires_both_fields() {
        let Err(AuthError::Invalid(f)) = validate_login(" ", "") else {
            panic!("expected invalid");
        };
        assert_eq!(f.len(), 2);
        assert!(validate_login("a@b.c", "x").is_ok());
    }

    #[test]
    fn registration_uses_template_messages() {
        let Err(AuthError::Invalid(f)) = validate_registration("nope", "short", "") else {
            panic!("expected invalid");
        };
        assert_eq!(f["name"], "Please enter your name.");
        assert!(f.contains_key("email"));
        assert!(f.contains_key("password"));
    }

    #[test]
    fn rate_limit_maps_to_429_reason_with_retry_after() {
        let api: ApiError = AuthError::RateLimited {
            retry_after_secs: 90,
        }
        .into();
        assert_eq!(api.kind, ErrorKind::RateLimited);
        assert_eq!(api.retry_after_secs, Some(90));
    }

    #[test]
    fn emails_are_normalized() {
        assert_eq!(normalize_email("  Admin@Demo.COM "), "admin@demo.com");
    }
}
