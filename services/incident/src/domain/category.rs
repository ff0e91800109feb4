//! What a caller asks of an incident category, free of transport, the rules
//! of the category tree (the risk categories' rules: at most three levels,
//! no category under itself, no two siblings of one name, none deleted while
//! incidents or sub-categories use it) and the use cases that change one.

use super::error::{Fields, IncidentError};

/// How deep the tree may go: a root and two levels below it.
pub const MAX_DEPTH: usize = 3;

/// The longest notification deadline: a year.
pub const MAX_NOTIFICATION_HOURS: u32 = 8_760;

/// A category as the user enters it (checked by [`validate`]).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct CategoryInput {
    pub name: String,
    /// Empty for a root category.
    pub parent_id: String,
    pub description: String,
    /// 0 for no deadline.
    pub notification_hours: u32,
    /// 0 for no threshold.
    pub loss_threshold: f64,
}

/// Replaces a category's content (rename, move, describe).
#[derive(Clone, Debug, PartialEq)]
pub struct CategoryForUpdate {
    pub id: String,
    pub category: CategoryInput,
}

/// The filter of the category list.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CategoryFilter {
    /// Part of the name; empty lists all.
    pub q: String,
}

/// A category's place in the tree (the store reads the whole tree: it is small).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CategoryNode {
    pub id: String,
    /// Empty for a root category.
    pub parent_id: String,
    pub name: String,
}

/// The input trimmed and checked field by field (422 with the field names).
pub fn validate(input: CategoryInput) -> Result<CategoryInput, IncidentError> {
    let input = CategoryInput {
        name: input.name.trim().to_owned(),
        parent_id: input.parent_id.trim().to_owned(),
        description: input.description.trim().to_owned(),
        ..input
    };
    let mut fields = Fields::new();
    if input.name.is_empty() {
        fields.insert("name".into(), "Required".into());
    } else if input.name.chars().count() > 100 {
        fields.insert("name".into(), "At most 100 characters".into());
    }
    if input.description.chars().count() > 2_000 {
        fields.insert("description".into(), "At most 2000 characters".into());
    }
    if input.notification_hours > MAX_NOTIFICATION_HOURS {
        fields.insert(
            "notification_hours".into(),
            format!("From 0 to {MAX_NOTIFICATION_HOURS} hours"),
        );
    }
    if !input.loss_threshold.is_finite() || input.loss_threshold < 0.0 {
        fields.insert("loss_threshold".into(), "0 or more".into());
    }
    IncidentError::check(fields)?;
    Ok(input)
}

/// Whether the category `id` (`None` for a new one) may sit under `parent`
/// (empty: at the root): the parent exists, is not the category or one of
/// its descendants, and the tree stays at most [`MAX_DEPTH`] levels deep
/// (`platform::tree`, the rules the risk categories follow too).
pub fn check_parent(
    tree: &[CategoryNode],
    id: Option<&str>,
    parent: &str,
) -> Result<(), IncidentError> {
    use platform::tree::Misplaced;
    let pairs: Vec<(&str, &str)> = tree
        .iter()
        .map(|c| (c.id.as_str(), c.parent_id.as_str()))
        .collect();
    match platform::tree::check_parent(&pairs, id, parent, MAX_DEPTH) {
        Ok(()) => Ok(()),
        Err(Misplaced::UnknownParent) => {
            Err(IncidentError::field("parent_id", "No such category."))
        }
        Err(Misplaced::UnderItself) => Err(IncidentError::field(
            "parent_id",
            "A category cannot sit under itself.",
        )),
        Err(Misplaced::TooDeep) => Err(IncidentError::CategoryTooDeep),
    }
}

/// Whether the category `id` (`None` for a new one) may be called `name`
/// under `parent`: no other category there has the same name, ignoring case
/// and surrounding spaces (`platform::names`).
pub fn check_name(
    tree: &[CategoryNode],
    id: Option<&str>,
    parent: &str,
    name: &str,
) -> Result<(), IncidentError> {
    let siblings = tree
        .iter()
        .filter(|c| c.parent_id == parent)
        .map(|c| (c.id.as_str(), c.name.as_str()));
    if platform::names::taken(name, siblings, id) {
        Err(IncidentError::CategoryNameTaken)
    } else {
        Ok(())
    }
}

/// A category goes only when no live incident and no sub-category uses it.
pub fn may_delete(children: u64, incidents: u64) -> Result<(), IncidentError> {
    if children > 0 || incidents > 0 {
        Err(IncidentError::CategoryInUse)
    } else {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tree(pairs: &[(&str, &str)]) -> Vec<CategoryNode> {
        pairs
            .iter()
            .map(|(id, parent)| CategoryNode {
                id: (*id).into(),
                parent_id: (*parent).into(),
                name: format!("Name of {id}"),
            })
            .collect()
    }

    #[test]
    fn categories_nest_three_levels_deep_at_most() {
        let t = tree(&[("a", ""), ("b", "a"), ("c", "b"), ("x", ""), ("y", "x")]);
        assert!(check_parent(&t, None, "b").is_ok());
        assert!(matches!(
            check_parent(&t, None, "c"),
            Err(IncidentError::CategoryTooDeep)
        ));
        assert!(matches!(
            check_parent(&t, Some("x"), "b"),
            Err(IncidentError::CategoryTooDeep)
        ));
        assert!(matches!(
            check_parent(&t, Some("a"), "c"),
            Err(IncidentError::Invalid(_))
        ));
    }

    #[test]
    fn siblings_do_not_share_a_name() {
        let mut t = tree(&[("a", ""), ("b", "a")]);
        t[1].name = "Phishing".into();
        assert!(matches!(
            check_name(&t, None, "a", " phishing"),
            Err(IncidentError::CategoryNameTaken)
        ));
        assert!(check_name(&t, None, "", "Phishing").is_ok());
        assert!(check_name(&t, Some("b"), "a", "PHISHING").is_ok());
    }

    #[test]
    fn the_input_is_checked_field_by_field() {
        let bad = CategoryInput {
            name: "  ".into(),
            notification_hours: 8_761,
            loss_threshold: -1.0,
            ..Default::default()
        };
        let Err(IncidentError::Invalid(f)) = validate(bad) else {
            panic!("accepted")
        };
        assert_eq!(
            f.keys().map(String::as_str).collect::<Vec<_>>(),
            ["loss_threshold", "name", "notification_hours"]
        );
        let ok = validate(CategoryInput {
            name: " Phishing ".into(),
            notification_hours: 8_760,
            ..Default::default()
        })
        .unwrap();
        assert_eq!(ok.name, "Phishing");
    }

    #[test]
    fn a_used_category_stays() {
        assert!(may_delete(0, 0).is_ok());
        assert!(matches!(
            may_delete(1, 0),
            Err(IncidentError::CategoryInUse)
        ));
        assert!(matches!(
            may_delete(0, 1),
            Err(IncidentError::CategoryInUse)
        ));
    }
}
