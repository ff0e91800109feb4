//! What a caller asks of a risk category, free of transport.

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
