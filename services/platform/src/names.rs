//! Names that must be unique among siblings (risk categories, functions,
//! incident categories): "Compliance", "compliance " and "COMPLIANCE" are one
//! name to a person reading a tree, so they compare by one key.

/// The key two sibling names are compared by: surrounding spaces dropped,
/// inner runs of white space as one space, letters lower-cased (Unicode).
pub fn sibling_key(name: &str) -> String {
    name.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase()
}

/// Whether `name` is taken among `siblings` (id, name), the sibling `except`
/// (the one being renamed) left out.
pub fn taken<'a>(
    name: &str,
    siblings: impl IntoIterator<Item = (&'a str, &'a str)>,
    except: Option<&str>,
) -> bool {
    let key = sibling_key(name);
    siblings
        .into_iter()
        .any(|(id, other)| Some(id) != except && sibling_key(other) == key)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn case_and_spaces_do_not_make_a_name_new() {
        let tree = [("a", "Compliance"), ("b", "Data  protection")];
        assert!(taken("compliance ", tree, None));
        assert!(taken(" COMPLIANCE", tree, None));
        assert!(taken("data protection", tree, None));
        assert!(taken("Ärger", [("c", "ärger")], None));
        assert!(!taken("Compliance risk", tree, None));
    }

    #[test]
    fn a_renamed_sibling_may_keep_or_recase_its_own_name() {
        let tree = [("a", "Compliance"), ("b", "Finance")];
        assert!(!taken("compliance", tree, Some("a")));
        assert!(taken("finance", tree, Some("a")));
    }
}
