//! Comments on risks, controls and action plans: what a caller asks, free of
//! transport, and the rules that admit a comment and a deletion. The body is
//! plain text, kept as written (trimmed); clients show it as text, never as
//! HTML, so it needs no sanitizing.

use super::error::RiskError;

/// The longest body, in characters.
pub const BODY_MAX: usize = 4000;

/// The most users one comment may mention.
pub const MENTIONS_MAX: usize = 20;

/// What comments may be about.
pub const ENTITY_TYPES: [&str; 3] = ["risk", "control", "action_plan"];

/// Checks the kind of a comment's parent (`risk`, `control`, `action_plan`).
pub fn check_entity_type(entity_type: &str) -> Result<(), RiskError> {
    if ENTITY_TYPES.contains(&entity_type) {
        Ok(())
    } else {
        Err(RiskError::field(
            "entity_type",
            "Comments belong to a risk, a control or an action plan.",
        ))
    }
}

/// A comment as asked for.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CommentInput {
    /// risk, control or action_plan.
    pub entity_type: String,
    pub entity_id: String,
    pub body: String,
    /// User ids (the gateway kept only active users').
    pub mentions: Vec<String>,
}

/// A comment that passed [`admit`]: what to store.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AdmittedComment {
    pub entity_type: String,
    pub entity_id: String,
    /// Trimmed, 1 to [`BODY_MAX`] characters.
    pub body: String,
    /// Distinct, in the order given, none blank, at most [`MENTIONS_MAX`].
    pub mentions: Vec<String>,
}

/// Checks a comment: its parent kind, a body of 1 to 4 000 characters once
/// trimmed, and at most 20 distinct mentions.
pub fn admit(input: CommentInput) -> Result<AdmittedComment, RiskError> {
    let CommentInput {
        entity_type,
        entity_id,
        body,
        mentions,
    } = input;
    check_entity_type(&entity_type)?;
    let mut fields = super::error::Fields::new();
    let body = body.trim().to_owned();
    if body.is_empty() {
        fields.insert("body".into(), "Required".into());
    } else if body.chars().count() > BODY_MAX {
        fields.insert("body".into(), "At most 4000 characters.".into());
    }
    let mut distinct: Vec<String> = Vec::new();
    for id in mentions {
        let id = id.trim().to_owned();
        if !id.is_empty() && !distinct.contains(&id) {
            distinct.push(id);
        }
    }
    if distinct.len() > MENTIONS_MAX {
        fields.insert("mentions".into(), "At most 20 people per comment.".into());
    }
    RiskError::check(fields)?;
    Ok(AdmittedComment {
        entity_type,
        entity_id,
        body,
        mentions: distinct,
    })
}

/// Only the author deletes a comment, unless the caller moderates (holds
/// risk.approve, as the gateway vouches).
pub fn may_delete(caller_id: &str, author_id: &str, moderate: bool) -> Result<(), RiskError> {
    if moderate || (!caller_id.is_empty() && caller_id == author_id) {
        Ok(())
    } else {
        Err(RiskError::NotCommentAuthor)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use platform::error::ApiError;

    fn input(body: &str, mentions: &[&str]) -> CommentInput {
        CommentInput {
            entity_type: "risk".into(),
            entity_id: "r1".into(),
            body: body.into(),
            mentions: mentions.iter().map(|m| (*m).to_owned()).collect(),
        }
    }

    fn refused(i: CommentInput) -> ApiError {
        admit(i).unwrap_err().into()
    }

    #[test]
    fn a_body_is_trimmed_and_between_one_and_4000_characters() {
        let ok = admit(input("  <b>Check</b> this, @Sam Patel \n", &[])).unwrap();
        assert_eq!(ok.body, "<b>Check</b> this, @Sam Patel");
        assert!(refused(input(" \n\t ", &[])).fields.contains_key("body"));
        // Characters, not bytes: 4 000 umlauts are fine, one more is not.
        assert!(admit(input(&"ü".repeat(4000), &[])).is_ok());
        assert!(
            refused(input(&"ü".repeat(4001), &[]))
                .fields
                .contains_key("body")
        );
    }

    #[test]
    fn mentions_count_once_and_at_most_twenty() {
        let ok = admit(input("hi", &["u2", " u1 ", "u2", ""])).unwrap();
        assert_eq!(ok.mentions, ["u2", "u1"]);
        let twenty: Vec<String> = (0..20).map(|i| format!("u{i}")).collect();
        let refs: Vec<&str> = twenty.iter().map(String::as_str).collect();
        assert_eq!(admit(input("hi", &refs)).unwrap().mentions.len(), 20);
        let mut more = refs.clone();
        more.push("u99");
        assert!(refused(input("hi", &more)).fields.contains_key("mentions"));
    }

    #[test]
    fn comments_belong_to_a_risk_a_control_or_a_plan() {
        for kind in ENTITY_TYPES {
            let mut i = input("hi", &[]);
            i.entity_type = kind.into();
            assert!(admit(i).is_ok());
        }
        let mut i = input("hi", &[]);
        i.entity_type = "incident".into();
        assert!(refused(i).fields.contains_key("entity_type"));
    }

    #[test]
    fn the_author_or_a_moderator_deletes() {
        assert!(may_delete("u1", "u1", false).is_ok());
        assert!(may_delete("u2", "u1", true).is_ok());
        let e: ApiError = may_delete("u2", "u1", false).unwrap_err().into();
        assert_eq!(e.reason, "COMMENT_NOT_AUTHOR");
        assert!(may_delete("", "", false).is_err());
    }
}
