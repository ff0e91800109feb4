//! The rules of a small tree given as `(id, parent_id)` pairs (risk
//! categories, incident categories): where a node may go without leaving the
//! tree (no unknown parent), without a loop (no node under itself or one of
//! its descendants), and without growing deeper than a number of levels.
//! An empty `parent_id` is a root.

/// Why a node may not sit under a parent.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Misplaced {
    /// The parent is not in the tree.
    UnknownParent,
    /// The parent is the node itself or one of its descendants.
    UnderItself,
    /// The tree would grow deeper than allowed.
    TooDeep,
}

/// The parent of `id` in `tree`; empty for a root or an unknown id.
fn parent_of<'a>(tree: &[(&'a str, &'a str)], id: &str) -> &'a str {
    tree.iter()
        .find(|(node, _)| *node == id)
        .map_or("", |(_, parent)| *parent)
}

/// Levels from the root down to `id` (1 for a root); stops counting past
/// `limit` (a loop in stored data cannot hang it).
fn depth_of(tree: &[(&str, &str)], id: &str, limit: usize) -> usize {
    let mut depth = 0;
    let mut cursor = id;
    while !cursor.is_empty() {
        depth += 1;
        if depth > limit {
            break;
        }
        cursor = parent_of(tree, cursor);
    }
    depth
}

/// Levels below `id` (0 for a leaf); gives up below `limit` levels.
fn height_of(tree: &[(&str, &str)], id: &str, limit: usize) -> usize {
    if limit == 0 {
        return 0;
    }
    tree.iter()
        .filter(|(_, parent)| *parent == id)
        .map(|(child, _)| 1 + height_of(tree, child, limit - 1))
        .max()
        .unwrap_or(0)
}

/// Whether the node `id` (`None` for a new one) may sit under `parent`
/// (empty: at the root): the parent exists, is not the node or one of its
/// descendants, and the tree stays at most `max_depth` levels deep with the
/// node's own sub-tree below it.
pub fn check_parent(
    tree: &[(&str, &str)],
    id: Option<&str>,
    parent: &str,
    max_depth: usize,
) -> Result<(), Misplaced> {
    if parent.is_empty() {
        // A root: its sub-tree already fits (it was placed under these rules).
        return Ok(());
    }
    if !tree.iter().any(|(node, _)| *node == parent) {
        return Err(Misplaced::UnknownParent);
    }
    // Walk up from the parent: the node itself must not be on the way.
    let mut cursor = parent;
    let mut hops = 0;
    while !cursor.is_empty() && hops <= tree.len() {
        if Some(cursor) == id {
            return Err(Misplaced::UnderItself);
        }
        cursor = parent_of(tree, cursor);
        hops += 1;
    }
    let limit = max_depth + 1;
    let below = id.map_or(0, |id| height_of(tree, id, limit));
    if depth_of(tree, parent, limit) + 1 + below > max_depth {
        return Err(Misplaced::TooDeep);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nodes_nest_as_deep_as_allowed_with_their_sub_tree() {
        let t = [("a", ""), ("b", "a"), ("c", "b"), ("x", ""), ("y", "x")];
        assert_eq!(check_parent(&t, None, "", 3), Ok(()));
        assert_eq!(check_parent(&t, None, "b", 3), Ok(()));
        assert_eq!(check_parent(&t, None, "c", 3), Err(Misplaced::TooDeep));
        assert_eq!(check_parent(&t, None, "c", 4), Ok(()));
        // x with its child y cannot go under b: y would be a fourth level.
        assert_eq!(check_parent(&t, Some("x"), "b", 3), Err(Misplaced::TooDeep));
        assert_eq!(check_parent(&t, Some("x"), "a", 3), Ok(()));
        // Moving c back to the root is always fine.
        assert_eq!(check_parent(&t, Some("c"), "", 3), Ok(()));
    }

    #[test]
    fn a_node_cannot_sit_under_itself_its_descendants_or_an_unknown_one() {
        let t = [("a", ""), ("b", "a"), ("c", "b")];
        assert_eq!(
            check_parent(&t, Some("a"), "c", 3),
            Err(Misplaced::UnderItself)
        );
        assert_eq!(
            check_parent(&t, Some("a"), "a", 3),
            Err(Misplaced::UnderItself)
        );
        assert_eq!(
            check_parent(&t, Some("b"), "c", 3),
            Err(Misplaced::UnderItself)
        );
        assert_eq!(
            check_parent(&t, None, "zzz", 3),
            Err(Misplaced::UnknownParent)
        );
    }

    #[test]
    fn a_loop_in_stored_data_does_not_hang_the_check() {
        let t = [("a", "b"), ("b", "a"), ("c", "")];
        assert_eq!(check_parent(&t, Some("c"), "a", 3), Err(Misplaced::TooDeep));
    }
}
