//! What a caller asks of a risk category, free of transport, and the rules
//! of the category tree: at most three levels, no category under itself,
//! no two siblings of one name (case and spaces aside), none deleted while
//! risks or sub-categories use it.

use super::error::RiskError;

/// How deep the tree may go: a root and two levels below it.
pub const MAX_DEPTH: usize = 3;

/// A category as the user enters it (validated by `validate::category`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CategoryInput {
    pub name: String,
    /// Empty for a root category.
    pub parent_id: String,
    pub description: String,
}

/// Replaces a category's content.
#[derive(Clone, Debug, PartialEq, Eq)]
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

/// Whether the category `id` (`None` for a new one) may sit under `parent`
/// (empty: at the root): the parent exists, is not the category or one of
/// its descendants, and the tree stays at most [`MAX_DEPTH`] levels deep
/// (the rules are `platform::tree`'s, shared with the incident categories).
pub fn check_parent(
    tree: &[CategoryNode],
    id: Option<&str>,
    parent: &str,
) -> Result<(), RiskError> {
    use platform::tree::Misplaced;
    let pairs: Vec<(&str, &str)> = tree
        .iter()
        .map(|c| (c.id.as_str(), c.parent_id.as_str()))
        .collect();
    match platform::tree::check_parent(&pairs, id, parent, MAX_DEPTH) {
        Ok(()) => Ok(()),
        Err(Misplaced::UnknownParent) => Err(RiskError::field("parent_id", "No such category.")),
        Err(Misplaced::UnderItself) => Err(RiskError::field(
            "parent_id",
            "A category cannot sit under itself.",
        )),
        Err(Misplaced::TooDeep) => Err(RiskError::CategoryTooDeep),
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
) -> Result<(), RiskError> {
    let siblings = tree
        .iter()
        .filter(|c| c.parent_id == parent)
        .map(|c| (c.id.as_str(), c.name.as_str()));
    if platform::names::taken(name, siblings, id) {
        Err(RiskError::CategoryNameTaken)
    } else {
        Ok(())
    }
}

/// A category goes only when no live risk and no sub-category uses it.
pub fn may_delete(children: u64, risks: u64) -> Result<(), RiskError> {
    if children > 0 || risks > 0 {
        Err(RiskError::CategoryInUse)
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

    fn refusal(r: Result<(), RiskError>) -> String {
        match r {
            Err(RiskError::Invalid(f)) => f["parent_id"].clone(),
            Err(e) => format!("{e:?}"),
            Ok(()) => "ok".into(),
        }
    }

    #[test]
    fn categories_nest_three_levels_deep_at_most() {
        let t = tree(&[("a", ""), ("b", "a"), ("c", "b"), ("x", ""), ("y", "x")]);
        assert!(check_parent(&t, None, "").is_ok());
        assert!(check_parent(&t, None, "b").is_ok());
        assert!(matches!(
            check_parent(&t, None, "c"),
            Err(RiskError::CategoryTooDeep)
        ));
        // x with its child y cannot go under b: y would be a fourth level.
        assert!(matches!(
            check_parent(&t, Some("x"), "b"),
            Err(RiskError::CategoryTooDeep)
        ));
        assert!(check_parent(&t, Some("x"), "a").is_ok());
    }

    #[test]
    fn a_category_cannot_sit_under_itself_or_an_unknown_one() {
        let t = tree(&[("a", ""), ("b", "a"), ("c", "b")]);
        assert_eq!(
            refusal(check_parent(&t, Some("a"), "c")),
            "A category cannot sit under itself."
        );
        assert_eq!(
            refusal(check_parent(&t, Some("a"), "a")),
            "A category cannot sit under itself."
        );
        assert_eq!(refusal(check_parent(&t, None, "zzz")), "No such category.");
    }

    #[test]
    fn siblings_do_not_share_a_name_whatever_its_case_or_spaces() {
        let mut t = tree(&[("a", ""), ("b", "a"), ("c", "")]);
        t[1].name = "Compliance".into();
        for same in ["Compliance", "compliance ", "  COMPLIANCE"] {
            assert!(matches!(
                check_name(&t, None, "a", same),
                Err(RiskError::CategoryNameTaken)
            ));
        }
        // Under another parent, or the category itself re-cased: allowed.
        assert!(check_name(&t, None, "c", "Compliance").is_ok());
        assert!(check_name(&t, Some("b"), "a", "compliance").is_ok());
        assert!(check_name(&t, None, "a", "Compliance risk").is_ok());
    }

    #[test]
    fn a_used_category_stays() {
        assert!(may_delete(0, 0).is_ok());
        assert!(matches!(may_delete(1, 0), Err(RiskError::CategoryInUse)));
        assert!(matches!(may_delete(0, 2), Err(RiskError::CategoryInUse)));
    }
}
