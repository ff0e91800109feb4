//! An incident's life through the gRPC service as the gateway calls it
//! (signed, on behalf of a user): create proposed or pending, a stale
//! version refused, four eyes, actions closing and reopening it, losses and
//! links asking for the risks' re-assessment, each change with its audit
//! event in the outbox. On SQLite and, when `TEST_DATABASE_URL` is set, on
//! PostgreSQL.

mod common;

use common::{Client, Service, backends, start, user};
use platform::{grpc::Caller, grpc::with_caller};
use proto::incident::v1 as pb;
use sea_orm::{ColumnTrait, DatabaseConnection, EntityTrait, QueryFilter, QueryOrder};
use tonic::Code;

const RISK_A: &str = "0b6f7f5e-6c1d-4d1a-9d57-3f2f4b6a9e10";
const RISK_B: &str = "1c7a8e6f-7d2e-4e2b-8e68-4a3a5c7b0f21";

fn editor() -> Caller {
    user("usr-editor", "Emma Editor")
}

fn approver() -> Caller {
    user("usr-approver", "Aaron Approver")
}

fn input(category: &str, risks: &[&str]) -> pb::IncidentInput {
    pb::IncidentInput {
        title: "Card skimming at branch 12".into(),
        description: "Skimmers found on two ATMs.".into(),
        category_id: category.into(),
        risk_ids: risks.iter().map(|r| r.to_string()).collect(),
        function_id: "fn-operations".into(),
        location: "Branch 12".into(),
        occurred_on: "2026-01-10".into(),
        reported_on: "2026-01-11".into(),
        reported_by: "Branch manager".into(),
        reporter_type: "employee".into(),
        detection_method: "Customer complaint".into(),
        source: "phone".into(),
        cause_category: "external_events".into(),
        experience_type: "direct_financial_loss".into(),
        estimated_loss: 5_000.0,
        max_potential_loss: 20_000.0,
        escalation_level: "management".into(),
        manager_id: "usr-manager".into(),
        breach: false,
        notified_at: String::new(),
        control_id: String::new(),
    }
}

fn action(title: &str) -> pb::IncidentActionInput {
    pb::IncidentActionInput {
        title: title.into(),
        owner_id: "usr-owner".into(),
        due_on: "2026-12-31".into(),
    }
}

async fn create(
    c: &mut Client,
    category: &str,
    risks: &[&str],
    actions: Vec<pb::IncidentActionInput>,
    submit: bool,
) -> pb::Incident {
    c.create_incident(with_caller(
        pb::CreateIncidentRequest {
            incident: Some(input(category, risks)),
            actions,
            submit,
        },
        &editor(),
    ))
    .await
    .unwrap()
    .into_inner()
}

async fn detail(c: &mut Client, id: &str) -> pb::IncidentDetail {
    c.get_incident(with_caller(
        pb::GetIncidentRequest { id: id.into() },
        &editor(),
    ))
    .await
    .unwrap()
    .into_inner()
}

/// The routing keys of the outbox's events about `entity_id`, oldest first.
async fn events(db: &DatabaseConnection, entity_id: &str) -> Vec<String> {
    use platform::outbox::entity as outbox;
    outbox::Entity::find()
        .filter(outbox::Column::Payload.contains(entity_id))
        .order_by_asc(outbox::Column::CreatedAt)
        .order_by_asc(outbox::Column::Id)
        .all(db)
        .await
        .unwrap()
        .into_iter()
        .map(|e| e.routing_key)
        .collect()
}

/// The payloads of every re-assessment request in the outbox.
async fn reassessments(db: &DatabaseConnection) -> Vec<serde_json::Value> {
    use platform::outbox::entity as outbox;
    outbox::Entity::find()
        .filter(outbox::Column::RoutingKey.eq("incident.incident.reassessment_requested"))
        .all(db)
        .await
        .unwrap()
        .into_iter()
        .map(|e| serde_json::from_str(&e.payload).unwrap())
        .collect()
}

async fn on_each_backend<F, Fut>(test: F)
where
    F: Fn(Service) -> Fut,
    Fut: std::future::Future<Output = Service>,
{
    for pg in backends() {
        let s = start(pg.as_deref()).await;
        test(s).await.stop().await;
    }
}

#[tokio::test]
async fn create_update_and_the_approval_workflow() {
    on_each_backend(|mut s| async move {
        let c = &mut s.client;
        let proposed = create(c, "inc-fraud", &[], vec![], false).await;
        assert_eq!(proposed.approval_status, "proposed");
        assert_eq!(proposed.reference, "INC-0001");
        assert_eq!(proposed.status, "open");
        assert_eq!(proposed.category_name, "Fraud");
        assert_eq!(proposed.version, 1);
        let pending = create(c, "inc-fraud", &[], vec![], true).await;
        assert_eq!(pending.approval_status, "pending");
        assert_eq!(pending.reference, "INC-0002");

        // Validation: names like the JSON, actions by their place.
        let refused = c
            .create_incident(with_caller(
                pb::CreateIncidentRequest {
                    incident: Some(pb::IncidentInput {
                        category_id: "inc-nope".into(),
                        ..Default::default()
                    }),
                    actions: vec![pb::IncidentActionInput::default()],
                    submit: false,
                },
                &editor(),
            ))
            .await
            .unwrap_err();
        assert_eq!(refused.code(), Code::InvalidArgument);
        let api = platform::error::ApiError::from_status(&refused);
        assert_eq!(api.reason, "VALIDATION_FAILED");
        assert_eq!(api.fields["title"], "Required");
        assert_eq!(api.fields["category_id"], "No such incident category.");
        assert_eq!(api.fields["actions.0.due_on"], "Required");

        // A stale version is refused.
        let stale = c
            .update_incident(with_caller(
                pb::UpdateIncidentRequest {
                    id: proposed.id.clone(),
                    version: 7,
                    incident: Some(input("inc-fraud", &[])),
                    submit: false,
                },
                &editor(),
            ))
            .await
            .unwrap_err();
        assert_eq!(stale.code(), Code::AlreadyExists);
        assert_eq!(
            platform::error::ApiError::from_status(&stale).reason,
            "STALE_VERSION"
        );

        // Submitted by its maker, who may not approve it; someone else may.
        let submitted = c
            .transition_incident(with_caller(
                pb::TransitionIncidentRequest {
                    id: proposed.id.clone(),
                    action: "submit".into(),
                    version: 1,
                    comment: String::new(),
                },
                &editor(),
            ))
            .await
            .unwrap()
            .into_inner();
        assert_eq!(submitted.approval_status, "pending");
        let four_eyes = c
            .transition_incident(with_caller(
                pb::TransitionIncidentRequest {
                    id: proposed.id.clone(),
                    action: "approve".into(),
                    version: 2,
                    comment: String::new(),
                },
                &editor(),
            ))
            .await
            .unwrap_err();
        assert_eq!(four_eyes.code(), Code::PermissionDenied);
        assert_eq!(
            platform::error::ApiError::from_status(&four_eyes).reason,
            "FOUR_EYES"
        );
        let approved = c
            .transition_incident(with_caller(
                pb::TransitionIncidentRequest {
                    id: proposed.id.clone(),
                    action: "approve".into(),
                    version: 2,
                    comment: String::new(),
                },
                &approver(),
            ))
            .await
            .unwrap()
            .into_inner();
        assert_eq!(approved.approval_status, "approved");
        assert_eq!(approved.version, 3);

        // An edit of an approved incident waits for approval again.
        let edited = c
            .update_incident(with_caller(
                pb::UpdateIncidentRequest {
                    id: proposed.id.clone(),
                    version: 3,
                    incident: Some(input("inc-data", &[])),
                    submit: false,
                },
                &approver(),
            ))
            .await
            .unwrap()
            .into_inner();
        assert_eq!(edited.approval_status, "pending");
        assert_eq!(edited.category_name, "Data breach");
        // Data breach: 72 hours from the report day, long past.
        assert_eq!(edited.notify_by, "2026-01-14T00:00:00Z");
        assert!(edited.notification_overdue);

        let page = detail(c, &proposed.id).await;
        let inc = page.incident.unwrap();
        assert_eq!(inc.makers, vec!["usr-approver".to_string()]);
        let steps: Vec<&str> = page.approvals.iter().map(|a| a.action.as_str()).collect();
        assert_eq!(steps, ["update", "approve", "submit", "create"]);

        // Deleted for good from the register.
        c.delete_incident(with_caller(
            pb::DeleteIncidentRequest {
                id: proposed.id.clone(),
                version: 4,
                comment: "duplicate".into(),
            },
            &approver(),
        ))
        .await
        .unwrap();
        let gone = detail(c, &proposed.id).await.incident.unwrap();
        assert_eq!(gone.approval_status, "deleted");

        assert_eq!(
            events(&s.db, &proposed.id).await,
            [
                "incident.incident.created",
                "incident.incident.submitted",
                "incident.incident.approved",
                "incident.incident.updated",
                "incident.incident.deleted",
            ]
        );
        s
    })
    .await;
}

#[tokio::test]
async fn completing_every_action_closes_and_a_new_one_reopens() {
    on_each_backend(|mut s| async move {
        let c = &mut s.client;
        let inc = create(
            c,
            "inc-outage",
            &[],
            vec![action("Replace the switch"), action("Review the runbook")],
            false,
        )
        .await;
        assert_eq!(
            (inc.status.as_str(), inc.open_actions, inc.total_actions),
            ("open", 2, 2)
        );
        let actions = detail(c, &inc.id).await.actions;
        let complete = |id: &str, lessons: Vec<String>| pb::SetIncidentActionStatusRequest {
            id: id.into(),
            complete: true,
            lessons,
        };
        let first = c
            .set_incident_action_status(with_caller(complete(&actions[0].id, vec![]), &editor()))
            .await
            .unwrap()
            .into_inner();
        assert_eq!(first.action.unwrap().status, "complete");
        let after_first = first.incident.unwrap();
        assert_eq!(
            (after_first.status.as_str(), after_first.open_actions),
            ("open", 1)
        );

        let last = c
            .set_incident_action_status(with_caller(
                complete(&actions[1].id, vec!["Keep a spare switch".into()]),
                &editor(),
            ))
            .await
            .unwrap()
            .into_inner();
        let closed = last.incident.unwrap();
        assert_eq!(closed.status, "closed");
        assert!(!closed.closed_at.is_empty());
        let page = detail(c, &inc.id).await;
        assert_eq!(page.lessons.len(), 1);
        assert_eq!(page.lessons[0].text, "Keep a spare switch");

        let added = c
            .create_incident_action(with_caller(
                pb::CreateIncidentActionRequest {
                    incident_id: inc.id.clone(),
                    action: Some(action("Audit the other sites")),
                },
                &editor(),
            ))
            .await
            .unwrap()
            .into_inner();
        let reopened = detail(c, &inc.id).await.incident.unwrap();
        assert_eq!(
            (
                reopened.status.as_str(),
                reopened.open_actions,
                reopened.total_actions
            ),
            ("open", 1, 3)
        );
        assert!(reopened.closed_at.is_empty());

        // Deleting the open one closes it again.
        c.delete_incident_action(with_caller(
            pb::DeleteIncidentActionRequest {
                id: added.id.clone(),
            },
            &editor(),
        ))
        .await
        .unwrap();
        assert_eq!(detail(c, &inc.id).await.incident.unwrap().status, "closed");

        assert_eq!(
            events(&s.db, &inc.id).await,
            [
                "incident.incident.created",
                "incident.action.created",
                "incident.action.created",
                "incident.action.completed",
                "incident.action.completed",
                "incident.incident.closed",
                "incident.lesson.created",
                "incident.action.created",
                "incident.incident.reopened",
                "incident.action.deleted",
                "incident.incident.closed",
            ]
        );

        let missing = c
            .set_incident_action_status(with_caller(complete("nope", vec![]), &editor()))
            .await
            .unwrap_err();
        assert_eq!(missing.code(), Code::NotFound);
        assert_eq!(
            platform::error::ApiError::from_status(&missing).reason,
            "ACTION_NOT_FOUND"
        );
        s
    })
    .await;
}

#[tokio::test]
async fn a_loss_over_the_threshold_and_a_new_link_ask_for_reassessment() {
    on_each_backend(|mut s| async move {
        let c = &mut s.client;
        // Fraud's threshold is 10 000.
        let inc = create(c, "inc-fraud", &[RISK_A], vec![], false).await;
        let linked = reassessments(&s.db).await;
        assert_eq!(linked.len(), 1, "a new incident linking a risk asks once");
        assert_eq!(linked[0]["changes"]["after"]["reason"], "linked");
        assert_eq!(
            linked[0]["changes"]["after"]["risk_ids"],
            serde_json::json!([RISK_A])
        );

        let book = |kind: &str, amount: f64| pb::AddIncidentLossRequest {
            incident_id: inc.id.clone(),
            kind: kind.into(),
            amount,
            booked_on: String::new(),
            note: String::new(),
        };
        let first = book("actual", 6_000.0);
        c.add_incident_loss(with_caller(first, &editor()))
            .await
            .unwrap();
        assert_eq!(reassessments(&s.db).await.len(), 1, "under the threshold");
        let second = book("actual", 5_000.0);
        c.add_incident_loss(with_caller(second, &editor()))
            .await
            .unwrap();
        let after = reassessments(&s.db).await;
        assert_eq!(after.len(), 2, "passed once");
        let over: Vec<_> = after
            .iter()
            .filter(|e| e["changes"]["after"]["reason"] == "loss_threshold")
            .collect();
        assert_eq!(over.len(), 1);
        assert_eq!(
            over[0]["changes"]["after"]["reference"],
            inc.reference.as_str()
        );
        assert_eq!(
            over[0]["changes"]["after"]["risk_ids"],
            serde_json::json!([RISK_A])
        );
        // Already above: no second request.
        let third = book("actual", 1_000.0);
        c.add_incident_loss(with_caller(third, &editor()))
            .await
            .unwrap();
        let recovery = book("recovery", 2_000.0);
        let r = c
            .add_incident_loss(with_caller(recovery, &editor()))
            .await
            .unwrap()
            .into_inner();
        assert_eq!(reassessments(&s.db).await.len(), 2);
        let page = detail(c, &inc.id).await;
        assert_eq!(page.incident.as_ref().unwrap().actual_loss, 10_000.0);
        assert_eq!(page.losses.len(), 4);
        c.delete_incident_loss(with_caller(
            pb::DeleteIncidentLossRequest { id: r.id },
            &editor(),
        ))
        .await
        .unwrap();
        let inc_now = detail(c, &inc.id).await.incident.unwrap();
        assert_eq!(inc_now.actual_loss, 12_000.0);

        // Linking one more risk asks for that one only; keeping it does not.
        let update = |version: u32| pb::UpdateIncidentRequest {
            id: inc.id.clone(),
            version,
            incident: Some(input("inc-fraud", &[RISK_A, RISK_B])),
            submit: false,
        };
        let u = update(inc_now.version);
        let updated = c
            .update_incident(with_caller(u, &editor()))
            .await
            .unwrap()
            .into_inner();
        let u = update(updated.version);
        c.update_incident(with_caller(u, &editor())).await.unwrap();
        let all = reassessments(&s.db).await;
        assert_eq!(all.len(), 3);
        let newest = all
            .iter()
            .find(|e| e["changes"]["after"]["risk_ids"] == serde_json::json!([RISK_B]))
            .expect("a request for the newly linked risk");
        assert_eq!(newest["changes"]["after"]["reason"], "linked");

        let bad = c
            .add_incident_loss(with_caller(book("gift", 0.0), &editor()))
            .await
            .unwrap_err();
        let api = platform::error::ApiError::from_status(&bad);
        assert!(api.fields.contains_key("kind") && api.fields.contains_key("amount"));
        s
    })
    .await;
}

#[tokio::test]
async fn lessons_the_action_list_and_refusals() {
    on_each_backend(|mut s| async move {
        let c = &mut s.client;
        let inc = create(c, "inc-safety", &[], vec![action("Fix the railing")], true).await;

        // A rejection says why; without a comment it is refused by field.
        let no_comment = c
            .transition_incident(with_caller(
                pb::TransitionIncidentRequest {
                    id: inc.id.clone(),
                    action: "reject".into(),
                    version: 1,
                    comment: " ".into(),
                },
                &approver(),
            ))
            .await
            .unwrap_err();
        let api = platform::error::ApiError::from_status(&no_comment);
        assert_eq!(api.fields["comment"], "Required");
        let rejected = c
            .transition_incident(with_caller(
                pb::TransitionIncidentRequest {
                    id: inc.id.clone(),
                    action: "reject".into(),
                    version: 1,
                    comment: "Wrong site".into(),
                },
                &approver(),
            ))
            .await
            .unwrap()
            .into_inner();
        assert_eq!(rejected.approval_status, "rejected");
        let again = c
            .transition_incident(with_caller(
                pb::TransitionIncidentRequest {
                    id: inc.id.clone(),
                    action: "approve".into(),
                    version: 2,
                    comment: String::new(),
                },
                &approver(),
            ))
            .await
            .unwrap_err();
        assert_eq!(
            platform::error::ApiError::from_status(&again).reason,
            "TRANSITION_NOT_ALLOWED"
        );

        // A lesson, then its action plan on a risk.
        let lesson = c
            .add_incident_lesson(with_caller(
                pb::AddIncidentLessonRequest {
                    incident_id: inc.id.clone(),
                    text: "Inspect railings monthly".into(),
                },
                &editor(),
            ))
            .await
            .unwrap()
            .into_inner();
        let planned = c
            .mark_lesson_planned(with_caller(
                pb::MarkLessonPlannedRequest {
                    id: lesson.id.clone(),
                    risk_id: RISK_A.into(),
                    action_plan_id: "plan-1".into(),
                },
                &editor(),
            ))
            .await
            .unwrap()
            .into_inner();
        assert_eq!(
            (planned.risk_id.as_str(), planned.action_plan_id.as_str()),
            (RISK_A, "plan-1")
        );

        // The action list, across incidents, with the incident's reference.
        let list = |q: &str, status: &str| pb::ListIncidentActionsRequest {
            q: q.into(),
            status: status.into(),
            owner_id: "usr-owner".into(),
            ..Default::default()
        };
        let found = c
            .list_incident_actions(with_caller(list("railing", "incomplete"), &editor()))
            .await
            .unwrap()
            .into_inner();
        assert_eq!(found.total, 1);
        assert_eq!(found.actions[0].incident_reference, inc.reference);
        assert!(!found.actions[0].overdue);
        let none = c
            .list_incident_actions(with_caller(list("railing", "complete"), &editor()))
            .await
            .unwrap()
            .into_inner();
        assert_eq!(none.total, 0);
        let bad_sort = c
            .list_incident_actions(with_caller(
                pb::ListIncidentActionsRequest {
                    sort: "owner".into(),
                    ..Default::default()
                },
                &editor(),
            ))
            .await
            .unwrap_err();
        assert!(
            platform::error::ApiError::from_status(&bad_sort)
                .fields
                .contains_key("sort")
        );

        // A deleted incident takes no more actions; unsigned changes are refused.
        c.delete_incident(with_caller(
            pb::DeleteIncidentRequest {
                id: inc.id.clone(),
                version: 2,
                comment: String::new(),
            },
            &approver(),
        ))
        .await
        .unwrap();
        let gone = c
            .create_incident_action(with_caller(
                pb::CreateIncidentActionRequest {
                    incident_id: inc.id.clone(),
                    action: Some(action("Too late")),
                },
                &editor(),
            ))
            .await
            .unwrap_err();
        assert_eq!(
            platform::error::ApiError::from_status(&gone).reason,
            "INCIDENT_NOT_FOUND"
        );
        let anonymous = c
            .add_incident_lesson(with_caller(
                pb::AddIncidentLessonRequest {
                    incident_id: inc.id.clone(),
                    text: "x".into(),
                },
                &Caller::default(),
            ))
            .await
            .unwrap_err();
        assert_eq!(anonymous.code(), Code::PermissionDenied);
        s
    })
    .await;
}
