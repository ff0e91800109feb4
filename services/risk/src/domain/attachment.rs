//! What a caller asks of attachments, free of transport.

/// A file to attach to a risk, control or action plan.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct AttachmentUpload {
    /// risk, control or action_plan.
    pub entity_type: String,
    pub entity_id: String,
    /// Empty: the file name without its extension.
    pub title: String,
    pub file_name: String,
    pub data: Vec<u8>,
}

/// A search of attachments by file name or title.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AttachmentSearch {
    pub q: String,
    /// How many to return: 1 to 20.
    pub limit: u64,
}

impl AttachmentSearch {
    /// `limit` 0 is the global search's 4; more than 20 is 20.
    pub fn new(q: String, limit: u32) -> Self {
        let limit = match limit {
            0 => 4,
            n => u64::from(n.min(20)),
        };
        Self { q, limit }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_search_returns_four_unless_told_and_twenty_at_most() {
        let limit = |n| AttachmentSearch::new("audit".into(), n).limit;
        assert_eq!((limit(0), limit(1), limit(20), limit(500)), (4, 1, 20, 20));
    }
}
