//! What the sign-in pages may offer: self-registration, and one button per
//! configured identity provider.

use crate::domain::context::AuthContext;

/// A sign-in button: the provider's id (in the sign-in URL) and its name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Provider {
    pub id: String,
    pub name: String,
}

/// The sign-in pages' options.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AuthOptions {
    pub registration_enabled: bool,
    pub providers: Vec<Provider>,
}

impl AuthContext {
    /// Whether registration is on, and the configured providers in button order.
    pub fn auth_options(&self) -> AuthOptions {
        let mut providers = Vec::new();
        if self.config.oidc.is_some() {
            providers.push(Provider {
                id: "oidc".into(),
                name: self.config.oidc_name.clone(),
            });
        }
        if self.config.google.is_some() {
            providers.push(Provider {
                id: "google".into(),
                name: "Google".into(),
            });
        }
        if self.config.github.is_some() {
            providers.push(Provider {
                id: "github".into(),
                name: "GitHub".into(),
            });
        }
        AuthOptions {
            registration_enabled: self.config.allow_registration,
            providers,
        }
    }
}
