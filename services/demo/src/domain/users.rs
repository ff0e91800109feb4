//! The users app's rules: the detailed sample user (spec section 3), the
//! allowed roles, statuses and departments (spec section 4), the list filter
//! and the checks of an edit (spec section 5: a missing field is "Required").

use std::collections::BTreeMap;

use platform::error::{ApiError, ErrorKind};
use platform::validate::{Check, Fields, REQUIRED, parse_date};
use serde::{Deserialize, Serialize};

/// Spec section 4: the sample users' roles.
pub const ROLES: &[&str] = &["admin", "user", "staff"];
/// Spec section 4: the sample users' statuses.
pub const STATUSES: &[&str] = &["active", "blocked", "deactivated"];
/// Spec section 4: the sample users' departments.
pub const DEPARTMENTS: &[&str] = &["sales", "development", "management"];
/// The genders the edit form offers.
pub const GENDERS: &[&str] = &["male", "female", "other"];
/// How a sample user may be contacted.
pub const CONTACT_OPTIONS: &[&str] = &["email", "message", "phone"];
/// The languages the edit form offers.
pub const LANGUAGES: &[&str] = &[
    "English",
    "Spanish",
    "French",
    "Russian",
    "German",
    "Arabic",
    "Sanskrit",
    "Portuguese",
];

/// What a sample user may do in one area.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct AreaPermission {
    pub read: bool,
    pub write: bool,
    pub create: bool,
    pub delete: bool,
}

/// Per-area permissions (users, posts, comments).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Permissions {
    pub users: AreaPermission,
    pub posts: AreaPermission,
    pub comments: AreaPermission,
}

/// A postal address.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Location {
    pub add_line_1: String,
    pub add_line_2: String,
    pub post_code: String,
    pub city: String,
    pub state: String,
    pub country: String,
}

/// Social profiles.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct SocialLinks {
    pub twitter: String,
    pub facebook: String,
    pub instagram: String,
    pub github: String,
    pub codepen: String,
    pub slack: String,
}

/// A detailed sample user (spec section 3).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DemoUser {
    pub id: i32,
    pub username: String,
    pub avatar: String,
    pub email: String,
    pub name: String,
    pub dob: String,
    pub gender: String,
    pub country: String,
    pub role: String,
    pub status: String,
    pub is_verified: bool,
    pub department: String,
    pub company: String,
    pub mobile: String,
    pub website: String,
    pub languages_known: Vec<String>,
    pub contact_options: Vec<String>,
    pub location: Location,
    pub social_links: SocialLinks,
    pub permissions: Permissions,
    /// When they joined, RFC 3339 UTC; read only (an edit keeps it).
    pub created_at: String,
}

/// The list's filters; an empty one lets everything through.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct UserFilter {
    pub role: String,
    pub status: String,
    pub department: String,
    pub q: String,
}

impl UserFilter {
    /// The filter with trimmed values, or 422 naming each unknown value.
    pub fn checked(self) -> Result<Self, UsersError> {
        let f = Self {
            role: self.role.trim().to_lowercase(),
            status: self.status.trim().to_lowercase(),
            department: self.department.trim().to_lowercase(),
            q: self.q.trim().to_owned(),
        };
        let mut fields = Fields::new();
        let mut check = Check::new("", &mut fields);
        check.one_of("role", &f.role, ROLES, false);
        check.one_of("status", &f.status, STATUSES, false);
        check.one_of("department", &f.department, DEPARTMENTS, false);
        check.max_len("q", &f.q, 100);
        if fields.is_empty() {
            Ok(f)
        } else {
            Err(UsersError::Invalid(fields))
        }
    }
}

/// A plausible e-mail address: one `@`, something before it, a dot after it.
fn is_email(s: &str) -> bool {
    let Some((local, domain)) = s.split_once('@') else {
        return false;
    };
    !local.is_empty()
        && !domain.contains('@')
        && domain.contains('.')
        && !domain.starts_with('.')
        && !domain.ends_with('.')
        && !s.chars().any(char::is_whitespace)
}

/// An http(s) URL or empty.
fn is_url_or_empty(s: &str) -> bool {
    s.is_empty()
        || ((s.starts_with("https://") || s.starts_with("http://"))
            && s.len() > 8
            && !s.chars().any(char::is_whitespace))
}

/// Trims the text fields of an edited user and checks them; field errors
/// carry the form's names (`location.city`, `social_links.twitter`).
pub fn validate_edit(user: DemoUser) -> Result<DemoUser, UsersError> {
    let t = |s: String| s.trim().to_owned();
    let lower = |s: String| s.trim().to_lowercase();
    let user = DemoUser {
        username: t(user.username),
        avatar: t(user.avatar),
        email: t(user.email),
        name: t(user.name),
        dob: t(user.dob),
        gender: lower(user.gender),
        country: t(user.country),
        role: lower(user.role),
        status: lower(user.status),
        department: lower(user.department),
        company: t(user.company),
        mobile: t(user.mobile),
        website: t(user.website),
        languages_known: user.languages_known.into_iter().map(t).collect(),
        contact_options: user.contact_options.into_iter().map(lower).collect(),
        location: Location {
            add_line_1: t(user.location.add_line_1),
            add_line_2: t(user.location.add_line_2),
            post_code: t(user.location.post_code),
            city: t(user.location.city),
            state: t(user.location.state),
            country: t(user.location.country),
        },
        social_links: SocialLinks {
            twitter: t(user.social_links.twitter),
            facebook: t(user.social_links.facebook),
            instagram: t(user.social_links.instagram),
            github: t(user.social_links.github),
            codepen: t(user.social_links.codepen),
            slack: t(user.social_links.slack),
        },
        ..user
    };
    let mut fields = Fields::new();
    let mut c = Check::new("", &mut fields);
    for (field, value, max) in [
        ("username", &user.username, 50),
        ("name", &user.name, 100),
        ("email", &user.email, 120),
        ("country", &user.country, 60),
        ("company", &user.company, 100),
    ] {
        c.required(field, value);
        c.max_len(field, value, max);
    }
    if !user.username.is_empty()
        && !user
            .username
            .chars()
            .all(|ch| ch.is_ascii_alphanumeric() || matches!(ch, '.' | '_' | '-'))
    {
        c.err(
            "username",
            "Letters, digits, dots, dashes and underscores only.",
        );
    }
    if !user.email.is_empty() && !is_email(&user.email) {
        c.err("email", "A valid e-mail address.");
    }
    c.one_of("role", &user.role, ROLES, true);
    c.one_of("status", &user.status, STATUSES, true);
    c.one_of("department", &user.department, DEPARTMENTS, true);
    c.one_of("gender", &user.gender, GENDERS, true);
    if user.dob.is_empty() {
        c.err("dob", REQUIRED);
    } else if parse_date(&user.dob).is_none_or(|d| d > chrono::Utc::now().date_naive()) {
        c.err("dob", "A past date as YYYY-MM-DD.");
    }
    c.required("mobile", &user.mobile);
    c.max_len("mobile", &user.mobile, 30);
    if !user.mobile.is_empty()
        && !user
            .mobile
            .chars()
            .all(|ch| ch.is_ascii_digit() || matches!(ch, '+' | ' ' | '-' | '(' | ')'))
    {
        c.err("mobile", "Digits, spaces and + - ( ) only.");
    }
    if !is_url_or_empty(&user.website) {
        c.err("website", "A URL starting with http:// or https://.");
    }
    c.max_len("avatar", &user.avatar, 200);
    if user.languages_known.is_empty() {
        c.err("languages_known", REQUIRED);
    } else if user
        .languages_known
        .iter()
        .any(|l| !LANGUAGES.contains(&l.as_str()))
    {
        c.err(
            "languages_known",
            format!("Any of: {}.", LANGUAGES.join(", ")),
        );
    }
    if user
        .contact_options
        .iter()
        .any(|o| !CONTACT_OPTIONS.contains(&o.as_str()))
    {
        c.err(
            "contact_options",
            format!("Any of: {}.", CONTACT_OPTIONS.join(", ")),
        );
    }
    let loc = &user.location;
    for (field, value) in [
        ("location.add_line_1", &loc.add_line_1),
        ("location.city", &loc.city),
        ("location.post_code", &loc.post_code),
        ("location.country", &loc.country),
    ] {
        c.required(field, value);
    }
    for (field, value) in [
        ("location.add_line_1", &loc.add_line_1),
        ("location.add_line_2", &loc.add_line_2),
        ("location.city", &loc.city),
        ("location.state", &loc.state),
        ("location.country", &loc.country),
    ] {
        c.max_len(field, value, 100);
    }
    c.max_len("location.post_code", &loc.post_code, 20);
    let s = &user.social_links;
    for (field, value) in [
        ("social_links.twitter", &s.twitter),
        ("social_links.facebook", &s.facebook),
        ("social_links.instagram", &s.instagram),
        ("social_links.github", &s.github),
        ("social_links.codepen", &s.codepen),
    ] {
        if !is_url_or_empty(value) {
            c.err(field, "A URL starting with http:// or https://.");
        }
        c.max_len(field, value, 200);
    }
    c.max_len("social_links.slack", &s.slack, 100);
    if fields.is_empty() {
        Ok(user)
    } else {
        Err(UsersError::Invalid(fields))
    }
}

/// A refusal of the users app or an unexpected failure.
#[derive(Debug, thiserror::Error)]
pub enum UsersError {
    /// Field errors keyed like the form (`VALIDATION_FAILED`, 422).
    #[error("invalid input: {0:?}")]
    Invalid(BTreeMap<String, String>),
    /// No sample user has this id (`USER_NOT_FOUND`, 404).
    #[error("no sample user {0}")]
    NotFound(u32),
    /// A database failure: logged once, never sent out.
    #[error("{0}: {1}")]
    Internal(&'static str, sea_orm::DbErr),
}

impl UsersError {
    /// A database failure while doing `what`.
    pub fn db(what: &'static str) -> impl FnOnce(sea_orm::DbErr) -> Self {
        move |e| Self::Internal(what, e)
    }
}

impl From<UsersError> for ApiError {
    fn from(e: UsersError) -> Self {
        match e {
            UsersError::Invalid(fields) => ApiError::validation(fields),
            UsersError::NotFound(_) => {
                ApiError::new(ErrorKind::NotFound, "USER_NOT_FOUND", "No such user.")
            }
            UsersError::Internal(what, cause) => platform::error::failure(what, &cause),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn valid() -> DemoUser {
        DemoUser {
            id: 1,
            username: "ada.l".into(),
            email: "ada@example.com".into(),
            name: "Ada L".into(),
            dob: "1990-01-02".into(),
            gender: "female".into(),
            country: "UK".into(),
            role: "admin".into(),
            status: "active".into(),
            department: "sales".into(),
            company: "Acme".into(),
            mobile: "+44 20 1234".into(),
            languages_known: vec!["English".into()],
            contact_options: vec!["email".into()],
            location: Location {
                add_line_1: "1 Road".into(),
                post_code: "N1".into(),
                city: "London".into(),
                country: "UK".into(),
                ..Location::default()
            },
            ..DemoUser::default()
        }
    }

    #[test]
    fn accepts_a_complete_user_and_trims_it() {
        let mut u = valid();
        u.name = "  Ada L ".into();
        u.role = "Admin".into();
        let out = validate_edit(u).unwrap();
        assert_eq!((out.name.as_str(), out.role.as_str()), ("Ada L", "admin"));
    }

    #[test]
    fn names_every_missing_or_wrong_field() {
        let mut u = valid();
        u.name = " ".into();
        u.email = "nope".into();
        u.role = "owner".into();
        u.location.city = String::new();
        u.social_links.github = "github.com/x".into();
        let Err(UsersError::Invalid(f)) = validate_edit(u) else {
            panic!("expected field errors")
        };
        assert_eq!(f["name"], REQUIRED);
        assert_eq!(f["location.city"], REQUIRED);
        for k in ["email", "role", "social_links.github"] {
            assert!(f.contains_key(k), "{k} in {f:?}");
        }
    }

    #[test]
    fn refuses_an_unknown_filter_value() {
        let f = UserFilter {
            status: "gone".into(),
            ..UserFilter::default()
        };
        assert!(matches!(f.checked(), Err(UsersError::Invalid(m)) if m.contains_key("status")));
    }
}
