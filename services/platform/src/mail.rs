//! Outgoing mail (today the auth service's password-reset links): over SMTP
//! when `SMTP_HOST` is set. Without it the caller decides where the message
//! goes instead (ADR 23). Behind the `mail` feature so only senders compile lettre.

use crate::config::{Secret, env_opt, env_or, env_parse, env_secret};
use lettre::{
    AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor,
    message::header::ContentType,
    transport::smtp::{authentication::Credentials, client::Tls, client::TlsParameters},
};

/// How the SMTP connection is secured (`SMTP_TLS`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SmtpTls {
    /// TLS from the first byte (port 465): `tls`.
    Implicit,
    /// STARTTLS required (port 587): `starttls`, the default.
    StartTls,
    /// No encryption (a local relay or a test server): `none`.
    None,
}

impl std::str::FromStr for SmtpTls {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.to_ascii_lowercase().as_str() {
            "tls" | "implicit" | "smtps" => Ok(Self::Implicit),
            "starttls" => Ok(Self::StartTls),
            "none" | "off" | "plain" => Ok(Self::None),
            other => Err(format!("{other:?} is not tls, starttls or none")),
        }
    }
}

/// An SMTP server and the sender address.
#[derive(Clone, Debug)]
pub struct SmtpSettings {
    pub host: String,
    pub port: u16,
    pub tls: SmtpTls,
    pub username: Option<String>,
    pub password: Option<Secret>,
    /// `SMTP_FROM`, e.g. `RiskHub <no-reply@example.com>`.
    pub from: String,
}

/// Where mail goes: SMTP, or nowhere but the log.
#[derive(Clone, Debug, Default)]
pub struct MailSettings {
    pub smtp: Option<SmtpSettings>,
}

impl MailSettings {
    pub fn from_env() -> anyhow::Result<Self> {
        let Some(host) = env_opt("SMTP_HOST") else {
            return Ok(Self { smtp: None });
        };
        let tls: SmtpTls = env_parse("SMTP_TLS", SmtpTls::StartTls)?;
        let default_port = match tls {
            SmtpTls::Implicit => 465,
            SmtpTls::StartTls => 587,
            SmtpTls::None => 25,
        };
        Ok(Self {
            smtp: Some(SmtpSettings {
                host,
                port: env_parse("SMTP_PORT", default_port)?,
                tls,
                username: env_opt("SMTP_USERNAME"),
                password: env_secret("SMTP_PASSWORD"),
                from: env_or("SMTP_FROM", "RiskHub <no-reply@localhost>"),
            }),
        })
    }

    /// True when mail really leaves the server.
    pub fn sends_mail(&self) -> bool {
        self.smtp.is_some()
    }
}

/// A mail to one person.
#[derive(Clone, Debug)]
pub struct Mail {
    pub to: String,
    pub subject: String,
    pub body: String,
}

/// Sends `mail` over SMTP.
pub async fn send(smtp: &SmtpSettings, mail: &Mail) -> anyhow::Result<()> {
    let message = Message::builder()
        .from(smtp.from.parse()?)
        .to(mail.to.parse()?)
        .subject(&mail.subject)
        .header(ContentType::TEXT_PLAIN)
        .body(mail.body.clone())?;
    let mut builder = match smtp.tls {
        SmtpTls::Implicit => AsyncSmtpTransport::<Tokio1Executor>::relay(&smtp.host)?,
        SmtpTls::StartTls => AsyncSmtpTransport::<Tokio1Executor>::starttls_relay(&smtp.host)?,
        SmtpTls::None => {
            AsyncSmtpTransport::<Tokio1Executor>::builder_dangerous(&smtp.host).tls(Tls::None)
        }
    }
    .port(smtp.port);
    if smtp.tls == SmtpTls::Implicit {
        builder = builder.tls(Tls::Wrapper(TlsParameters::new(smtp.host.clone())?));
    }
    if let (Some(user), Some(password)) = (&smtp.username, &smtp.password) {
        builder = builder.credentials(Credentials::new(user.clone(), password.expose().to_owned()));
    }
    builder.build().send(message).await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tls_modes_parse() {
        assert_eq!("STARTTLS".parse::<SmtpTls>(), Ok(SmtpTls::StartTls));
        assert_eq!("tls".parse::<SmtpTls>(), Ok(SmtpTls::Implicit));
        assert_eq!("none".parse::<SmtpTls>(), Ok(SmtpTls::None));
        assert!("ssl3".parse::<SmtpTls>().is_err());
    }
}
