//! Tables of the incident service (the categories' entity lives in
//! `store/categories.rs`). Rows serialize to JSON for the audit snapshots.

pub mod incident {
    use sea_orm::entity::prelude::*;
    use serde::Serialize;

    #[derive(Clone, Debug, Default, PartialEq, DeriveEntityModel, Serialize)]
    #[sea_orm(table_name = "incidents")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub id: String,
        /// INC-0001, from the `incident_sequences` counter.
        pub reference: String,
        pub title: String,
        #[sea_orm(column_type = "Text")]
        pub description: String,
        pub category_id: String,
        pub function_id: String,
        pub location: String,
        /// YYYY-MM-DD.
        pub occurred_on: String,
        /// YYYY-MM-DD.
        pub reported_on: String,
        pub reported_by: String,
        pub reporter_type: String,
        pub detection_method: String,
        pub source: String,
        pub cause_category: String,
        pub experience_type: String,
        /// Sum of the actual losses less the recoveries, kept in step.
        pub actual_loss: f64,
        pub estimated_loss: f64,
        pub max_potential_loss: f64,
        pub escalation_level: String,
        pub manager_id: String,
        /// proposed, pending, approved, rejected or deleted.
        pub approval_status: String,
        pub breach: bool,
        /// open or closed (domain::status).
        pub status: String,
        pub closed_at: Option<DateTimeUtc>,
        pub notified_at: Option<DateTimeUtc>,
        pub control_id: String,
        /// Live actions not complete, and all live actions, kept in step.
        pub open_actions: i32,
        pub total_actions: i32,
        pub version: i32,
        pub changed_by: String,
        pub created_by: String,
        pub created_at: DateTimeUtc,
        pub updated_at: DateTimeUtc,
        pub deleted: bool,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

/// The risks an incident links (risk service ids).
pub mod incident_risk {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "incident_risks")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub incident_id: String,
        #[sea_orm(primary_key, auto_increment = false)]
        pub risk_id: String,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

/// Who changed an incident's content since its last approval (four eyes).
pub mod incident_maker {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "incident_makers")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub incident_id: String,
        #[sea_orm(primary_key, auto_increment = false)]
        pub user_id: String,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

/// An action taken on an incident (deleted for good).
pub mod action {
    use sea_orm::entity::prelude::*;
    use serde::Serialize;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel, Serialize)]
    #[sea_orm(table_name = "incident_actions")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub id: String,
        pub incident_id: String,
        pub title: String,
        pub owner_id: String,
        /// YYYY-MM-DD.
        pub due_on: String,
        /// complete or incomplete.
        pub status: String,
        pub completed_at: Option<DateTimeUtc>,
        pub created_by: String,
        pub created_at: DateTimeUtc,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

/// A loss or recovery booked on an incident.
pub mod loss {
    use sea_orm::entity::prelude::*;
    use serde::Serialize;

    #[derive(Clone, Debug, PartialEq, DeriveEntityModel, Serialize)]
    #[sea_orm(table_name = "incident_losses")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub id: String,
        pub incident_id: String,
        /// actual or recovery.
        pub kind: String,
        pub amount: f64,
        /// YYYY-MM-DD.
        pub booked_on: String,
        #[sea_orm(column_type = "Text")]
        pub note: String,
        pub created_by: String,
        pub created_at: DateTimeUtc,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

/// A lesson learned on an incident.
pub mod lesson {
    use sea_orm::entity::prelude::*;
    use serde::Serialize;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel, Serialize)]
    #[sea_orm(table_name = "incident_lessons")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub id: String,
        pub incident_id: String,
        #[sea_orm(column_type = "Text")]
        pub text: String,
        /// Empty until it became an action plan on a risk.
        pub risk_id: String,
        pub action_plan_id: String,
        pub created_by: String,
        pub created_at: DateTimeUtc,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

/// One step of an incident's approval workflow.
pub mod approval {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "incident_approvals")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub id: String,
        pub incident_id: String,
        /// create, update, submit, approve, reject or delete.
        pub action: String,
        pub from_status: String,
        pub to_status: String,
        pub actor_id: String,
        pub actor_name: String,
        #[sea_orm(column_type = "Text")]
        pub comment: String,
        /// The incident's version after the step.
        pub version: i32,
        pub at: DateTimeUtc,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

/// Reference counters (`incident` → the last INC number given).
pub mod sequence {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "incident_sequences")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub name: String,
        pub value: i64,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}
