//! Files kept with incidents, through the gRPC service as the gateway calls
//! it: add, list, download the same bytes, refuse a disguised type, delete
//! (with its audit events), 404 for an unknown or deleted incident. Run with
//! the bytes on disk and in the service's own table, on SQLite and, when
//! `TEST_DATABASE_URL` is set, on PostgreSQL.

use incident_service::{
    grpc::IncidentGrpc,
    migration::Migrator,
    store::{attachments::BLOB_TABLE, entities::incident},
};
use platform::{
    files::{AttachmentSettings, BlobStore},
    grpc::Caller,
};
use proto::incident::v1::{self as pb, incident_service_server::IncidentService};
use sea_orm::{ConnectionTrait, DatabaseConnection, EntityTrait, QueryOrder};
use tonic::{Code, Request};

fn editor() -> Caller {
    Caller {
        user_id: "u-editor".into(),
        name: "Erin Editor".into(),
        role: "editor".into(),
        ..Default::default()
    }
}

fn as_caller<T>(msg: T) -> Request<T> {
    let mut req = Request::new(msg);
    req.extensions_mut().insert(editor());
    req
}

async fn an_incident(db: &DatabaseConnection, id: &str, deleted: bool) {
    let now = chrono::Utc::now();
    let row = incident::Model {
        id: id.into(),
        reference: format!("INC-{}", &id[4..8]),
        title: "Server room flooded".into(),
        description: String::new(),
        category_id: String::new(),
        function_id: String::new(),
        location: String::new(),
        occurred_on: "2026-11-20".into(),
        reported_on: "2026-11-21".into(),
        reported_by: String::new(),
        reporter_type: String::new(),
        detection_method: String::new(),
        source: String::new(),
        cause_category: String::new(),
        experience_type: String::new(),
        actual_loss: 0.0,
        estimated_loss: 0.0,
        max_potential_loss: 0.0,
        escalation_level: String::new(),
        manager_id: String::new(),
        approval_status: "approved".into(),
        breach: false,
        status: "open".into(),
        closed_at: None,
        notified_at: None,
        control_id: String::new(),
        open_actions: 0,
        total_actions: 0,
        version: 1,
        changed_by: String::new(),
        created_by: "u-editor".into(),
        created_at: now,
        updated_at: now,
        deleted,
    };
    incident::Entity::insert(incident::ActiveModel::from(row))
        .exec_without_returning(db)
        .await
        .unwrap();
}

/// The audit events the outbox holds, as (entity, action) pairs.
async fn audit_actions(db: &DatabaseConnection) -> Vec<(String, String)> {
    platform::outbox::entity::Entity::find()
        .order_by_asc(platform::outbox::entity::Column::Id)
        .all(db)
        .await
        .unwrap()
        .into_iter()
        .map(|row| {
            let e: serde_json::Value = serde_json::from_str(&row.payload).unwrap();
            (
                e["entity"]["type"].as_str().unwrap_or_default().to_owned(),
                e["action"].as_str().unwrap_or_default().to_owned(),
            )
        })
        .collect()
}

async fn the_whole_round(db: DatabaseConnection, store: BlobStore) {
    let grpc = IncidentGrpc::new(db.clone()).with_attachments(AttachmentSettings {
        store,
        max_bytes: 1024,
    });
    let live = "0193aaaa-0000-7000-8000-000000000001";
    let gone = "0193bbbb-0000-7000-8000-000000000002";
    an_incident(&db, live, false).await;
    an_incident(&db, gone, true).await;
    let pdf = b"%PDF-1.7\n1 0 obj\n<<>>\nendobj\n".to_vec();

    let added = grpc
        .add_incident_attachment(as_caller(pb::AddIncidentAttachmentRequest {
            incident_id: live.into(),
            title: String::new(),
            file_name: "C:\\scans\\Police report.pdf".into(),
            declared_type: "text/html".into(),
            data: pdf.clone(),
        }))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(
        (
            added.incident_id.as_str(),
            added.title.as_str(),
            added.file_name.as_str(),
            added.content_type.as_str(),
            added.size,
            added.created_by_name.as_str(),
        ),
        (
            live,
            "Police report",
            "Police report.pdf",
            "application/pdf",
            pdf.len() as u64,
            "Erin Editor"
        )
    );

    let list = grpc
        .list_incident_attachments(as_caller(pb::ListIncidentAttachmentsRequest {
            incident_id: live.into(),
        }))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(list.data, vec![added.clone()]);
    assert_eq!(list.max_bytes, 1024);
    assert!(list.accepted.contains(&".pdf".to_owned()));

    let content = grpc
        .get_incident_attachment_content(as_caller(pb::GetIncidentAttachmentContentRequest {
            id: added.id.clone(),
        }))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(content.data, pdf);
    assert_eq!(content.attachment, Some(added.clone()));

    // A web page named like a PDF is refused, and nothing is kept of it.
    let disguised = grpc
        .add_incident_attachment(as_caller(pb::AddIncidentAttachmentRequest {
            incident_id: live.into(),
            title: String::new(),
            file_name: "invoice.pdf".into(),
            declared_type: "application/pdf".into(),
            data: b"<html><script>alert(1)</script></html>".to_vec(),
        }))
        .await
        .unwrap_err();
    assert_eq!(disguised.code(), Code::InvalidArgument);
    assert!(
        disguised.message().contains("does not match"),
        "{disguised:?}"
    );
    let too_large = grpc
        .add_incident_attachment(as_caller(pb::AddIncidentAttachmentRequest {
            incident_id: live.into(),
            file_name: "big.txt".into(),
            data: vec![b'a'; 1025],
            ..Default::default()
        }))
        .await
        .unwrap_err();
    assert_eq!(too_large.code(), Code::InvalidArgument);

    // An unknown or deleted incident has no files to list or take.
    for incident_id in [gone, "0193cccc-0000-7000-8000-000000000003"] {
        let listed = grpc
            .list_incident_attachments(as_caller(pb::ListIncidentAttachmentsRequest {
                incident_id: incident_id.into(),
            }))
            .await
            .unwrap_err();
        assert_eq!(listed.code(), Code::NotFound);
        let added = grpc
            .add_incident_attachment(as_caller(pb::AddIncidentAttachmentRequest {
                incident_id: incident_id.into(),
                file_name: "a.pdf".into(),
                data: pdf.clone(),
                ..Default::default()
            }))
            .await
            .unwrap_err();
        assert_eq!(added.code(), Code::NotFound);
    }

    // A change needs a signed-in caller.
    let anonymous = grpc
        .delete_incident_attachment(Request::new(pb::DeleteIncidentAttachmentRequest {
            id: added.id.clone(),
        }))
        .await
        .unwrap_err();
    assert_eq!(anonymous.code(), Code::PermissionDenied);

    grpc.delete_incident_attachment(as_caller(pb::DeleteIncidentAttachmentRequest {
        id: added.id.clone(),
    }))
    .await
    .unwrap();
    let list = grpc
        .list_incident_attachments(as_caller(pb::ListIncidentAttachmentsRequest {
            incident_id: live.into(),
        }))
        .await
        .unwrap()
        .into_inner();
    assert!(list.data.is_empty());
    let download = grpc
        .get_incident_attachment_content(as_caller(pb::GetIncidentAttachmentContentRequest {
            id: added.id.clone(),
        }))
        .await
        .unwrap_err();
    assert_eq!(download.code(), Code::NotFound);
    let again = grpc
        .delete_incident_attachment(as_caller(pb::DeleteIncidentAttachmentRequest {
            id: added.id.clone(),
        }))
        .await
        .unwrap_err();
    assert_eq!(again.code(), Code::NotFound);

    assert_eq!(
        audit_actions(&db).await,
        vec![
            ("attachment".to_owned(), "added".to_owned()),
            ("attachment".to_owned(), "removed".to_owned()),
        ]
    );
}

#[tokio::test]
async fn files_are_added_listed_downloaded_refused_and_deleted() {
    let dir = tempfile::tempdir().unwrap();
    for (name, store) in [
        ("disk", BlobStore::Disk(dir.path().join("files"))),
        ("table", BlobStore::Database(BLOB_TABLE)),
    ] {
        let url = platform::db::sqlite_url(dir.path().to_str().unwrap(), name);
        let db = platform::db::connect_and_migrate::<Migrator>(&url, "incident")
            .await
            .unwrap();
        the_whole_round(db, store).await;
    }
    let pg = std::env::var("TEST_DATABASE_URL")
        .ok()
        .filter(|v| !v.is_empty());
    if let Some(url) = pg {
        let schema = format!(
            "t{}_incident",
            &uuid::Uuid::new_v4().simple().to_string()[..12]
        );
        let db = platform::db::connect_and_migrate::<Migrator>(&url, &schema)
            .await
            .unwrap();
        the_whole_round(db.clone(), BlobStore::Database(BLOB_TABLE)).await;
        let _ = db
            .execute_unprepared(&format!("DROP SCHEMA IF EXISTS \"{schema}\" CASCADE"))
            .await;
    }
}
