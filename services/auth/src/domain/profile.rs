//! The user's own profile: name and interface language, and the theme
//! settings the shell saves per user (spec section 3 "Theme settings").

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize, de::DeserializeOwned};
use serde_json::Value;

use super::{AuthError, field_error};

/// Interface languages (spec: en default, de, fr, pt).
pub const LANGUAGES: &[&str] = &["en", "de", "fr", "pt"];

/// The language of a user who never chose one.
pub const DEFAULT_LANGUAGE: &str = "en";

/// Longest display name, in characters after trimming.
pub const MAX_NAME_CHARS: usize = 100;

/// Field errors of a profile change (only the fields given are checked).
pub fn validate_profile(name: Option<&str>, language: Option<&str>) -> Result<(), AuthError> {
    let mut fields = BTreeMap::new();
    if let Some(name) = name.map(str::trim) {
        if name.is_empty() {
            fields.insert("name".into(), "Required".into());
        } else if name.chars().count() > MAX_NAME_CHARS {
            fields.insert(
                "name".into(),
                format!("Use at most {MAX_NAME_CHARS} characters."),
            );
        }
    }
    if language.is_some_and(|l| !LANGUAGES.contains(&l)) {
        fields.insert(
            "language".into(),
            format!("Choose one of {}.", LANGUAGES.join(", ")),
        );
    }
    if fields.is_empty() {
        Ok(())
    } else {
        Err(AuthError::Invalid(fields))
    }
}

/// Vertical (sidebar) or horizontal (top menu) layout.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Layout {
    Vertical,
    Horizontal,
}

/// Colour mode; semi-dark is a dark menu beside light content.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ColorMode {
    Light,
    Dark,
    SemiDark,
}

/// The template's colour names (active menu item, navbar background).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum MenuColor {
    Primary,
    Success,
    Danger,
    Info,
    Warning,
    Dark,
}

/// Navbar background: the default card colour (`""`) or one of the colours.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum NavbarColor {
    #[serde(rename = "")]
    Default,
    Primary,
    Success,
    Danger,
    Info,
    Warning,
    Dark,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum NavbarType {
    Hidden,
    Static,
    Sticky,
    Floating,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum FooterType {
    Hidden,
    Static,
    Sticky,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Direction {
    Ltr,
    Rtl,
}

/// A user's theme settings, with the spec's field names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ThemePreferences {
    pub layout: Layout,
    pub theme: ColorMode,
    pub sidebar_collapsed: bool,
    pub navbar_color: NavbarColor,
    pub navbar_type: NavbarType,
    pub footer_type: FooterType,
    pub menu_theme: MenuColor,
    pub direction: Direction,
    pub hide_scroll_to_top: bool,
}

fn accepts<T: DeserializeOwned>(v: &Value) -> bool {
    T::deserialize(v).is_ok()
}

type Check = fn(&Value) -> bool;

/// Every setting: its name, its check, and the message when it fails.
const SETTINGS: &[(&str, Check, &str)] = &[
    (
        "layout",
        accepts::<Layout>,
        "Use one of: vertical, horizontal.",
    ),
    (
        "theme",
        accepts::<ColorMode>,
        "Use one of: light, dark, semi-dark.",
    ),
    ("sidebarCollapsed", accepts::<bool>, "Use true or false."),
    (
        "navbarColor",
        accepts::<NavbarColor>,
        "Use \"\" or one of: primary, success, danger, info, warning, dark.",
    ),
    (
        "navbarType",
        accepts::<NavbarType>,
        "Use one of: hidden, static, sticky, floating.",
    ),
    (
        "footerType",
        accepts::<FooterType>,
        "Use one of: hidden, static, sticky.",
    ),
    (
        "menuTheme",
        accepts::<MenuColor>,
        "Use one of: primary, success, danger, info, warning, dark.",
    ),
    ("direction", accepts::<Direction>, "Use one of: ltr, rtl."),
    ("hideScrollToTop", accepts::<bool>, "Use true or false."),
];

/// A name that can be echoed back as a field key (error metadata is ASCII).
fn echoable(key: &str) -> bool {
    !key.is_empty() && key.len() <= 64 && key.bytes().all(|b| b.is_ascii_graphic())
}

impl ThemePreferences {
    /// Reads the settings from JSON text, naming every missing, unknown or
    /// bad field (as a 422 field map keyed by the setting's name).
    pub fn parse(json: &str) -> Result<Self, AuthError> {
        let not_object = || field_error("preferences", "Send the theme settings as an object.");
        let Ok(Value::Object(map)) = serde_json::from_str::<Value>(json) else {
            return Err(not_object());
        };
        let mut fields = BTreeMap::new();
        for key in map.keys() {
            if !SETTINGS.iter().any(|(name, _, _)| name == key) {
                let field = if echoable(key) { key } else { "preferences" };
                fields.insert(field.to_owned(), "Unknown setting.".to_owned());
            }
        }
        for (name, check, message) in SETTINGS {
            match map.get(*name) {
                None => {
                    fields.insert((*name).to_owned(), "Required".to_owned());
                }
                Some(v) if !check(v) => {
                    fields.insert((*name).to_owned(), (*message).to_owned());
                }
                Some(_) => {}
            }
        }
        if !fields.is_empty() {
            return Err(AuthError::Invalid(fields));
        }
        // Every field was checked above; this cannot fail but is not assumed to.
        serde_json::from_value(Value::Object(map)).map_err(|_| not_object())
    }

    /// The settings as the JSON text stored and sent.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("plain data serializes")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn valid() -> Value {
        json!({
            "layout": "horizontal", "theme": "semi-dark", "sidebarCollapsed": false,
            "navbarColor": "", "navbarType": "sticky", "footerType": "hidden",
            "menuTheme": "success", "direction": "ltr", "hideScrollToTop": false,
        })
    }

    fn field_errors(v: &Value) -> BTreeMap<String, String> {
        match ThemePreferences::parse(&v.to_string()) {
            Err(AuthError::Invalid(f)) => f,
            other => panic!("expected field errors, got {other:?}"),
        }
    }

    #[test]
    fn accepts_the_spec_defaults_and_stores_them_unchanged() {
        let prefs = ThemePreferences::parse(&valid().to_string()).unwrap();
        assert_eq!(prefs.theme, ColorMode::SemiDark);
        assert_eq!(prefs.navbar_color, NavbarColor::Default);
        let stored: Value = serde_json::from_str(&prefs.to_json()).unwrap();
        assert_eq!(stored, valid());
    }

    #[test]
    fn accepts_every_navbar_colour() {
        for c in ["primary", "success", "danger", "info", "warning", "dark"] {
            let mut v = valid();
            v["navbarColor"] = json!(c);
            v["menuTheme"] = json!(c);
            assert!(ThemePreferences::parse(&v.to_string()).is_ok(), "{c}");
        }
    }

    #[test]
    fn rejects_a_bad_value_naming_the_field() {
        let mut v = valid();
        v["theme"] = json!("purple");
        v["navbarType"] = json!("STICKY");
        let f = field_errors(&v);
        assert_eq!(f.len(), 2, "{f:?}");
        assert_eq!(f["theme"], "Use one of: light, dark, semi-dark.");
        assert!(f.contains_key("navbarType"));
    }

    #[test]
    fn rejects_a_flag_that_is_not_a_boolean() {
        let mut v = valid();
        v["sidebarCollapsed"] = json!("true");
        assert_eq!(field_errors(&v)["sidebarCollapsed"], "Use true or false.");
    }

    #[test]
    fn rejects_an_unknown_field_by_its_name() {
        let mut v = valid();
        v["disableCustomizer"] = json!(true);
        assert_eq!(field_errors(&v)["disableCustomizer"], "Unknown setting.");
    }

    #[test]
    fn an_unknown_field_that_cannot_be_echoed_is_reported_as_preferences() {
        let mut v = valid();
        v["größe"] = json!(1);
        assert_eq!(field_errors(&v)["preferences"], "Unknown setting.");
    }

    #[test]
    fn requires_every_field() {
        let mut v = valid();
        v.as_object_mut().unwrap().remove("direction");
        assert_eq!(field_errors(&v)["direction"], "Required");
    }

    #[test]
    fn rejects_anything_but_an_object() {
        for body in ["[]", "null", "\"dark\"", "{"] {
            let Err(AuthError::Invalid(f)) = ThemePreferences::parse(body) else {
                panic!("{body} accepted");
            };
            assert!(f.contains_key("preferences"), "{body}");
        }
    }

    #[test]
    fn profile_names_are_trimmed_and_limited_to_100_characters() {
        assert!(validate_profile(Some("  Ada Lovelace "), None).is_ok());
        assert!(validate_profile(Some(&"é".repeat(100)), None).is_ok());
        let Err(AuthError::Invalid(f)) = validate_profile(Some(&"x".repeat(101)), None) else {
            panic!("101 characters accepted");
        };
        assert_eq!(f["name"], "Use at most 100 characters.");
        let Err(AuthError::Invalid(f)) = validate_profile(Some("   "), None) else {
            panic!("blank name accepted");
        };
        assert_eq!(f["name"], "Required");
    }

    #[test]
    fn languages_are_the_four_of_the_spec() {
        for l in ["en", "de", "fr", "pt"] {
            assert!(validate_profile(None, Some(l)).is_ok());
        }
        for l in ["es", "EN", "", "en-GB"] {
            let Err(AuthError::Invalid(f)) = validate_profile(None, Some(l)) else {
                panic!("{l} accepted");
            };
            assert_eq!(f["language"], "Choose one of en, de, fr, pt.");
        }
    }

    #[test]
    fn nothing_given_is_valid() {
        assert!(validate_profile(None, None).is_ok());
    }
}
