//! Tables of the risk service.

pub mod risk {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "risks")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub id: String,
        pub reference: String,
        pub title: String,
        #[sea_orm(column_type = "Text")]
        pub description: String,
        #[sea_orm(column_type = "Text")]
        pub risk_event: String,
        #[sea_orm(column_type = "Text")]
        pub causes: String,
        #[sea_orm(column_type = "Text")]
        pub effects: String,
        pub category_id: Option<String>,
        pub function_id: Option<String>,
        pub owner_id: Option<String>,
        pub status: String,
        pub approval_status: String,
        pub gross_likelihood: i32,
        pub gross_impact: i32,
        pub gross_score: i32,
        pub gross_level: i32,
        pub control_score: Option<i32>,
        pub net_likelihood: i32,
        pub net_impact: i32,
        pub net_score: i32,
        pub net_level: i32,
        pub net_rating: String,
        pub override_likelihood: Option<i32>,
        pub override_impact: Option<i32>,
        #[sea_orm(column_type = "Text")]
        pub override_justification: String,
        pub response: String,
        pub appetite: String,
        pub over_appetite: bool,
        pub trend: i32,
        pub key_risk_indicator: String,
        pub kri_level: String,
        pub method_version: i32,
        pub version: i32,
        pub changed_by: String,
        pub created_by: String,
        pub created_at: DateTimeUtc,
        pub updated_at: DateTimeUtc,
        pub deleted_at: Option<DateTimeUtc>,
        /// Response accept: why, until when (YYYY-MM-DD), whether that day
        /// passed unrenewed, and who approved the acceptance in force.
        #[sea_orm(column_type = "Text")]
        pub acceptance_justification: String,
        pub acceptance_expires_on: Option<String>,
        pub acceptance_expired: bool,
        pub acceptance_approved_by: String,
        /// YYYY-MM-DD.
        pub next_review_on: Option<String>,
        pub last_reviewed_at: Option<DateTimeUtc>,
        /// An incident asked for a re-assessment (issue 14): set by the
        /// consumer of `incident.incident.reassessment_requested`, cleared
        /// by a changed assessment or a recorded review.
        pub reassessment_due: bool,
        /// Why, machine-readable: `linked:INC-0042` or
        /// `loss_threshold:INC-0042`; empty when not due.
        pub reassessment_reason: String,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

pub mod assessment {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "risk_assessments")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub id: String,
        pub risk_id: String,
        pub effective_at: DateTimeUtc,
        pub gross_likelihood: i32,
        pub gross_impact: i32,
        pub control_score: Option<i32>,
        pub net_likelihood: i32,
        pub net_impact: i32,
        pub overridden: bool,
        pub method_version: i32,
        pub assessed_by: String,
        pub reason: String,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

pub mod approval {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "risk_approvals")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub id: String,
        pub risk_id: String,
        pub action: String,
        pub from_status: String,
        pub to_status: String,
        pub actor_id: String,
        pub actor_name: String,
        #[sea_orm(column_type = "Text")]
        pub comment: String,
        pub version: i32,
        pub at: DateTimeUtc,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

/// Everyone who changed a risk's content since its last approval (four
/// eyes: none of them may approve it); emptied when it is approved.
pub mod maker {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "risk_makers")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub risk_id: String,
        #[sea_orm(primary_key, auto_increment = false)]
        pub user_id: String,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

pub mod control {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "controls")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub id: String,
        pub reference: String,
        pub title: String,
        #[sea_orm(column_type = "Text")]
        pub description: String,
        pub intention: String,
        pub criticality: String,
        pub category_id: Option<String>,
        pub function_id: Option<String>,
        pub owner_id: Option<String>,
        pub state: String,
        pub adequacy: i32,
        pub effectiveness: i32,
        pub score: i32,
        pub version: i32,
        pub created_by: String,
        pub created_at: DateTimeUtc,
        pub updated_at: DateTimeUtc,
        pub deleted_at: Option<DateTimeUtc>,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

pub mod risk_control {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "risk_controls")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub risk_id: String,
        #[sea_orm(primary_key, auto_increment = false)]
        pub control_id: String,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

pub mod activity {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "control_activities")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub id: String,
        pub control_id: String,
        pub name: String,
        pub owner_id: Option<String>,
        pub frequency: String,
        pub repeat: String,
        /// YYYY-MM-DD (sorts as text).
        pub due_date: String,
        pub status: String,
        pub outcome: String,
        #[sea_orm(column_type = "Text")]
        pub comment: String,
        pub completed_at: Option<DateTimeUtc>,
        pub completed_by: Option<String>,
        pub created_at: DateTimeUtc,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

pub mod action_plan {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "action_plans")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub id: String,
        pub reference: String,
        pub title: String,
        #[sea_orm(column_type = "Text")]
        pub description: String,
        pub risk_id: Option<String>,
        pub control_id: Option<String>,
        pub owner_id: Option<String>,
        pub priority: String,
        pub start_date: String,
        pub due_date: String,
        pub progress: i32,
        pub status: String,
        pub version: i32,
        pub created_at: DateTimeUtc,
        pub updated_at: DateTimeUtc,
        pub deleted_at: Option<DateTimeUtc>,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

pub mod method {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "risk_methods")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub version: i32,
        /// The `domain::method::Method` as JSON.
        #[sea_orm(column_type = "Text")]
        pub config: String,
        pub created_by: String,
        pub created_at: DateTimeUtc,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

pub mod reassessment_request {
    use sea_orm::entity::prelude::*;

    /// One `incident.incident.reassessment_requested` event taken from the
    /// bus, by its id: written with the flags it set, so a redelivery is
    /// recognised and changes nothing.
    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "reassessment_requests")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub event_id: String,
        pub incident_reference: String,
        /// `linked` or `loss_threshold`.
        pub reason: String,
        /// How many risks it flagged (unknown, deleted and already flagged
        /// ones are not counted).
        pub flagged: i32,
        pub processed_at: DateTimeUtc,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

pub mod sequence {
    use sea_orm::entity::prelude::*;

    /// Counters behind the readable references (R-0001, C-0001, AP-0001).
    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "sequences")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub name: String,
        pub value: i64,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

pub mod attachment {
    use sea_orm::entity::prelude::*;

    /// A file kept with a risk, control or action plan; the bytes are in the
    /// attachment store under the same id.
    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "attachments")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub id: String,
        pub entity_type: String,
        pub entity_id: String,
        pub title: String,
        pub file_name: String,
        pub content_type: String,
        pub size: i64,
        pub created_by: String,
        pub created_by_name: String,
        pub created_at: DateTimeUtc,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

pub mod attachment_blob {
    use sea_orm::entity::prelude::*;

    /// Attachment bytes when the store is the database.
    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "attachment_blobs")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub id: String,
        #[sea_orm(column_type = "Blob")]
        pub data: Vec<u8>,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}
