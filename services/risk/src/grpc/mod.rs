//! gRPC transport of the risk service: requests in, domain use cases (the
//! changes) and store reads, messages out. `RiskError`s become statuses here, once, through
//! their one mapping to `ApiError`.

pub mod convert;

use platform::{
    error::ApiError,
    grpc::{Caller, paging},
};
use proto::risk::v1::{self as pb, risk_service_server::RiskService};
use sea_orm::DatabaseConnection;
use tonic::{Request, Response, Status};

use crate::{
    domain::{
        self, RiskError, activity::ActivityFilter, category::CategoryFilter,
        control::ControlFilter, method::Method, plan::PlanFilter, risk::RiskTransition, use_cases,
    },
    store::{
        activities, attachments, attachments::AttachmentSettings, categories, controls,
        counts::CountCache, method::MethodCache, plans, reports, risk_export, risk_history,
        risk_list, risks,
    },
};

pub struct RiskGrpc {
    db: DatabaseConnection,
    methods: MethodCache,
    attachments: AttachmentSettings,
    counts: CountCache,
}

impl RiskGrpc {
    pub fn new(
        db: DatabaseConnection,
        methods: MethodCache,
        attachments: AttachmentSettings,
    ) -> Self {
        Self {
            db,
            methods,
            attachments,
            counts: CountCache::default(),
        }
    }

    /// A write may change any register total: forget them once it is done.
    fn written<T>(&self, r: Reply<T>) -> Reply<T> {
        self.counts.invalidate();
        r
    }

    /// [`written`](Self::written) for a change of the category tree.
    fn categories_written<T>(&self, r: Reply<T>) -> Reply<T> {
        self.counts.invalidate_categories();
        r
    }

    /// The cached category names, to check a risk's category against
    /// without a query; `None` (then it is looked up) if they cannot be read.
    async fn known_categories(
        &self,
    ) -> Option<std::sync::Arc<std::collections::HashMap<String, String>>> {
        crate::store::categories::cached_names(&self.db, &self.counts)
            .await
            .ok()
    }

    async fn method(&self) -> Result<std::sync::Arc<crate::domain::method::Versioned>, Status> {
        self.methods.current(&self.db).await.map_err(status)
    }
}

type Reply<T> = Result<Response<T>, Status>;

/// The batches of an export as the gRPC stream answers them.
pub type ExportStream =
    std::pin::Pin<Box<dyn futures::Stream<Item = Result<pb::RiskBatch, Status>> + Send>>;

fn status(e: RiskError) -> Status {
    ApiError::from(e).into_status()
}

fn reply<T>(r: Result<T, RiskError>) -> Reply<T> {
    r.map(Response::new).map_err(status)
}

/// The caller of a request that changes something: the gateway must have
/// vouched for a signed-in user.
/// The earliest due date a plan may be given now.
/// An import's problems as the proto carries them (the field as column).
fn import_problems(problems: Vec<use_cases::ImportProblem>) -> Vec<pb::ImportProblem> {
    problems
        .into_iter()
        .map(|p| pb::ImportProblem {
            line: p.line,
            column: p.field,
            message: p.message,
        })
        .collect()
}

fn today() -> String {
    crate::domain::validate::earliest_due(chrono::Utc::now())
}

fn signed_in<T>(req: &Request<T>) -> Result<Caller, Status> {
    let caller = Caller::of(req);
    domain::require_signed_in(&caller.user_id).map_err(status)?;
    Ok(caller)
}

#[tonic::async_trait]
impl RiskService for RiskGrpc {
    async fn get_risk_method(&self, _: Request<pb::GetRiskMethodRequest>) -> Reply<pb::RiskMethod> {
        let v = self.method().await?;
        Ok(Response::new(v.as_ref().clone().into()))
    }

    async fn preview_risk_method(
        &self,
        req: Request<pb::PreviewRiskMethodRequest>,
    ) -> Reply<pb::PreviewRiskMethodResponse> {
        let r = req.into_inner();
        let proposed = Method::from(r.method.unwrap_or_default())
            .proposal()
            .map_err(status)?;
        reply(
            crate::store::method::preview(&self.db, proposed)
                .await
                .map(Into::into),
        )
    }

    async fn update_risk_method(
        &self,
        req: Request<pb::UpdateRiskMethodRequest>,
    ) -> Reply<pb::UpdateRiskMethodResponse> {
        let caller = Caller::of(&req);
        let r = req.into_inner();
        let proposed = Method::from(r.method.unwrap_or_default())
            .proposal()
            .map_err(status)?;
        domain::require_signed_in(&caller.user_id).map_err(status)?;
        self.written(reply(
            crate::store::method::update(
                &self.db,
                &self.methods,
                &caller,
                proposed,
                r.expected_version,
            )
            .await
            .map(Into::into),
        ))
    }

    async fn list_risks(&self, req: Request<pb::ListRisksRequest>) -> Reply<pb::ListRisksResponse> {
        let caller = Caller::of(&req);
        let r = req.into_inner();
        let (page, per_page) = paging(r.page, r.per_page);
        let v = self.method().await?;
        let filter = convert::risk_filter(&r, &caller);
        let result = if r.as_of.is_empty() {
            let at = risk_list::Paging {
                page,
                per_page,
                after: &r.after,
            };
            risk_list::list(&self.db, &v, &filter, &self.counts, at).await
        } else {
            match reports::end_of_day(&r.as_of) {
                Ok(at) => risk_history::list_as_of(&self.db, &v, &filter, at, page, per_page).await,
                Err(e) => Err(e),
            }
        };
        reply(result.map(convert::register_page))
    }

    type ExportRisksStream = ExportStream;

    async fn export_risks(
        &self,
        req: Request<pb::ListRisksRequest>,
    ) -> Reply<Self::ExportRisksStream> {
        // Who may export is the gateway's route rule; the caller matters
        // only for "awaiting my approval", as in list_risks.
        let caller = Caller::of(&req);
        let r = req.into_inner();
        let v = self.method().await?;
        let filter = convert::risk_filter(&r, &caller);
        let as_of = if r.as_of.is_empty() {
            None
        } else {
            Some(reports::end_of_day(&r.as_of).map_err(status)?)
        };
        let batches = risk_export::export(self.db.clone(), v, filter, as_of);
        let stream = futures::stream::unfold(batches, |mut rx| async move {
            let item = rx.recv().await?.map_err(status).map(|b| pb::RiskBatch {
                risks: b.rows.into_iter().map(Into::into).collect(),
                total: b.total,
            });
            Some((item, rx))
        });
        Ok(Response::new(Box::pin(stream)))
    }

    async fn get_risk(&self, req: Request<pb::GetRiskRequest>) -> Reply<pb::RiskDetail> {
        let v = self.method().await?;
        let id = req.into_inner().id;
        let detail = async {
            let d = risks::detail(&self.db, &v, &id).await?;
            let controls = controls::decorate(&self.db, &v.method, &d.controls).await?;
            let plans = plans::for_risk(&self.db, &id).await?;
            Ok(convert::risk_detail(d, controls, plans))
        };
        reply(detail.await)
    }

    async fn get_risks_by_ids(
        &self,
        req: Request<pb::GetRisksByIdsRequest>,
    ) -> Reply<pb::GetRisksByIdsResponse> {
        let req = req.into_inner();
        if req.brief {
            return reply(
                crate::store::risk_lookup::briefs_by_ids(&self.db, &req.ids)
                    .await
                    .map(|risks| pb::GetRisksByIdsResponse {
                        risks: risks.into_iter().map(Into::into).collect(),
                    }),
            );
        }
        let v = self.method().await?;
        let ids = req.ids;
        reply(
            crate::store::risk_lookup::by_ids(&self.db, &v, &ids)
                .await
                .map(|risks| pb::GetRisksByIdsResponse {
                    risks: risks.into_iter().map(Into::into).collect(),
                }),
        )
    }

    async fn create_risk(&self, req: Request<pb::CreateRiskRequest>) -> Reply<pb::Risk> {
        let caller = signed_in(&req)?;
        let v = self.method().await?;
        let known = self.known_categories().await;
        self.written(reply(
            use_cases::create_risk(
                &self.db,
                &v,
                &caller,
                req.into_inner().into(),
                known.as_deref(),
            )
            .await
            .map(Into::into),
        ))
    }

    async fn import_risks(
        &self,
        req: Request<pb::ImportRisksRequest>,
    ) -> Reply<pb::ImportRisksResponse> {
        let caller = signed_in(&req)?;
        let v = self.method().await?;
        let known = self.known_categories().await;
        let pb::ImportRisksRequest {
            rows,
            dry_run,
            submit,
        } = req.into_inner();
        let rows = rows
            .into_iter()
            .map(|r| (r.line, r.risk.unwrap_or_default().into()))
            .collect();
        let out = use_cases::import_risks(
            &self.db,
            &v,
            &caller,
            rows,
            dry_run,
            submit,
            known.as_deref(),
        )
        .await
        .map(|o| pb::ImportRisksResponse {
            rows: o.rows,
            imported: o.references.len() as u32,
            problems: import_problems(o.problems),
            references: o.references,
        });
        self.written(reply(out))
    }

    async fn update_risk(&self, req: Request<pb::UpdateRiskRequest>) -> Reply<pb::Risk> {
        let caller = signed_in(&req)?;
        let v = self.method().await?;
        let known = self.known_categories().await;
        self.written(reply(
            use_cases::update_risk(
                &self.db,
                &v,
                &caller,
                req.into_inner().into(),
                known.as_deref(),
            )
            .await
            .map(Into::into),
        ))
    }

    async fn delete_risk(
        &self,
        req: Request<pb::DeleteRiskRequest>,
    ) -> Reply<pb::DeleteRiskResponse> {
        let caller = signed_in(&req)?;
        self.written(reply(
            use_cases::delete_risk(&self.db, &caller, req.into_inner().into())
                .await
                .map(|_| pb::DeleteRiskResponse {}),
        ))
    }

    async fn transition_risk(&self, req: Request<pb::TransitionRiskRequest>) -> Reply<pb::Risk> {
        let caller = signed_in(&req)?;
        let v = self.method().await?;
        let req = RiskTransition::try_from(req.into_inner()).map_err(status)?;
        self.written(reply(
            use_cases::transition_risk(&self.db, &v, &caller, req)
                .await
                .map(Into::into),
        ))
    }

    async fn record_risk_review(
        &self,
        req: Request<pb::RecordRiskReviewRequest>,
    ) -> Reply<pb::Risk> {
        let caller = signed_in(&req)?;
        let v = self.method().await?;
        let r = req.into_inner();
        let review = crate::domain::risk::RiskReview {
            id: r.id,
            version: r.version,
            next_review_on: r.next_review_on,
            comment: r.comment,
        };
        self.written(reply(
            use_cases::record_review(&self.db, &v, &caller, review)
                .await
                .map(Into::into),
        ))
    }

    async fn list_controls(
        &self,
        req: Request<pb::ListControlsRequest>,
    ) -> Reply<pb::ListControlsResponse> {
        let r = req.into_inner();
        let (page, per_page) = paging(r.page, r.per_page);
        let v = self.method().await?;
        let filter = ControlFilter::from(&r);
        reply(
            controls::list(&self.db, &v.method, &filter, page, per_page)
                .await
                .map(|(controls, total)| pb::ListControlsResponse {
                    controls: controls.into_iter().map(Into::into).collect(),
                    total,
                }),
        )
    }

    async fn get_control(&self, req: Request<pb::GetControlRequest>) -> Reply<pb::ControlDetail> {
        let v = self.method().await?;
        let detail = async {
            let d = controls::detail(&self.db, &v, &req.into_inner().id).await?;
            let risks = risks::decorate(&self.db, &v, &d.risks).await?;
            Ok(convert::control_detail(d, risks))
        };
        reply(detail.await)
    }

    async fn create_control(&self, req: Request<pb::CreateControlRequest>) -> Reply<pb::Control> {
        let caller = signed_in(&req)?;
        let v = self.method().await?;
        self.written(reply(
            use_cases::create_control(&self.db, &v, &caller, req.into_inner().into())
                .await
                .map(Into::into),
        ))
    }

    async fn import_controls(
        &self,
        req: Request<pb::ImportControlsRequest>,
    ) -> Reply<pb::ImportControlsResponse> {
        let caller = signed_in(&req)?;
        let v = self.method().await?;
        let pb::ImportControlsRequest { rows, dry_run } = req.into_inner();
        let rows = rows
            .into_iter()
            .map(|r| use_cases::ControlImportRow {
                line: r.line,
                control: r.control.unwrap_or_default().into(),
                risk_references: r.risk_references,
            })
            .collect();
        let out = use_cases::import_controls(&self.db, &v, &caller, rows, dry_run)
            .await
            .map(|o| pb::ImportControlsResponse {
                rows: o.rows,
                imported: o.references.len() as u32,
                problems: import_problems(o.problems),
                references: o.references,
            });
        self.written(reply(out))
    }

    async fn update_control(&self, req: Request<pb::UpdateControlRequest>) -> Reply<pb::Control> {
        let caller = signed_in(&req)?;
        let v = self.method().await?;
        self.written(reply(
            use_cases::update_control(&self.db, &v, &caller, req.into_inner().into())
                .await
                .map(Into::into),
        ))
    }

    async fn delete_control(
        &self,
        req: Request<pb::DeleteControlRequest>,
    ) -> Reply<pb::DeleteControlResponse> {
        let caller = signed_in(&req)?;
        let v = self.method().await?;
        self.written(reply(
            controls::delete(&self.db, &v, &caller, req.into_inner().into())
                .await
                .map(|_| pb::DeleteControlResponse {}),
        ))
    }

    async fn list_control_activities(
        &self,
        req: Request<pb::ListControlActivitiesRequest>,
    ) -> Reply<pb::ListControlActivitiesResponse> {
        let r = req.into_inner();
        let (page, per_page) = paging(r.page, r.per_page);
        reply(
            activities::list(&self.db, &ActivityFilter::from(&r), page, per_page)
                .await
                .map(|(activities, total)| pb::ListControlActivitiesResponse {
                    activities: activities.into_iter().map(Into::into).collect(),
                    total,
                }),
        )
    }

    async fn create_control_activity(
        &self,
        req: Request<pb::CreateControlActivityRequest>,
    ) -> Reply<pb::ControlActivity> {
        let caller = signed_in(&req)?;
        self.written(reply(
            use_cases::create_activity(&self.db, &caller, req.into_inner().into())
                .await
                .map(Into::into),
        ))
    }

    async fn update_control_activity(
        &self,
        req: Request<pb::UpdateControlActivityRequest>,
    ) -> Reply<pb::ControlActivity> {
        let caller = signed_in(&req)?;
        self.written(reply(
            use_cases::update_activity(&self.db, &caller, req.into_inner().into())
                .await
                .map(Into::into),
        ))
    }

    async fn delete_control_activity(
        &self,
        req: Request<pb::DeleteControlActivityRequest>,
    ) -> Reply<pb::DeleteControlActivityResponse> {
        let caller = signed_in(&req)?;
        self.written(reply(
            activities::delete(&self.db, &caller, &req.into_inner().id)
                .await
                .map(|_| pb::DeleteControlActivityResponse {}),
        ))
    }

    async fn complete_control_activity(
        &self,
        req: Request<pb::CompleteControlActivityRequest>,
    ) -> Reply<pb::CompleteControlActivityResponse> {
        let caller = signed_in(&req)?;
        self.written(reply(
            use_cases::complete_activity(&self.db, &caller, req.into_inner().into())
                .await
                .map(Into::into),
        ))
    }

    async fn list_action_plans(
        &self,
        req: Request<pb::ListActionPlansRequest>,
    ) -> Reply<pb::ListActionPlansResponse> {
        let r = req.into_inner();
        let (page, per_page) = paging(r.page, r.per_page);
        reply(
            plans::list(&self.db, &PlanFilter::from(&r), page, per_page)
                .await
                .map(|(action_plans, total)| pb::ListActionPlansResponse {
                    action_plans: action_plans.into_iter().map(Into::into).collect(),
                    total,
                }),
        )
    }

    async fn get_action_plan(
        &self,
        req: Request<pb::GetActionPlanRequest>,
    ) -> Reply<pb::ActionPlan> {
        reply(
            plans::get(&self.db, &req.into_inner().id)
                .await
                .map(Into::into),
        )
    }

    async fn create_action_plan(
        &self,
        req: Request<pb::CreateActionPlanRequest>,
    ) -> Reply<pb::ActionPlan> {
        let caller = signed_in(&req)?;
        self.written(reply(
            use_cases::create_plan(&self.db, &caller, req.into_inner().into(), &today())
                .await
                .map(Into::into),
        ))
    }

    async fn update_action_plan(
        &self,
        req: Request<pb::UpdateActionPlanRequest>,
    ) -> Reply<pb::ActionPlan> {
        let caller = signed_in(&req)?;
        self.written(reply(
            use_cases::update_plan(&self.db, &caller, req.into_inner().into(), &today())
                .await
                .map(Into::into),
        ))
    }

    async fn delete_action_plan(
        &self,
        req: Request<pb::DeleteActionPlanRequest>,
    ) -> Reply<pb::DeleteActionPlanResponse> {
        let caller = signed_in(&req)?;
        self.written(reply(
            plans::delete(&self.db, &caller, req.into_inner().into())
                .await
                .map(|_| pb::DeleteActionPlanResponse {}),
        ))
    }

    async fn list_risk_categories(
        &self,
        req: Request<pb::ListRiskCategoriesRequest>,
    ) -> Reply<pb::ListRiskCategoriesResponse> {
        let r = req.into_inner();
        let (page, per_page) = paging(r.page, r.per_page);
        reply(
            categories::list(&self.db, &CategoryFilter::from(&r), page, per_page)
                .await
                .map(|(categories, total)| pb::ListRiskCategoriesResponse {
                    categories: categories.into_iter().map(Into::into).collect(),
                    total,
                }),
        )
    }

    async fn create_risk_category(
        &self,
        req: Request<pb::CreateRiskCategoryRequest>,
    ) -> Reply<pb::RiskCategory> {
        let caller = signed_in(&req)?;
        self.categories_written(reply(
            use_cases::create_category(&self.db, &caller, req.into_inner().into())
                .await
                .map(Into::into),
        ))
    }

    async fn update_risk_category(
        &self,
        req: Request<pb::UpdateRiskCategoryRequest>,
    ) -> Reply<pb::RiskCategory> {
        let caller = signed_in(&req)?;
        self.categories_written(reply(
            use_cases::update_category(&self.db, &caller, req.into_inner().into())
                .await
                .map(Into::into),
        ))
    }

    async fn delete_risk_category(
        &self,
        req: Request<pb::DeleteRiskCategoryRequest>,
    ) -> Reply<pb::DeleteRiskCategoryResponse> {
        let caller = signed_in(&req)?;
        self.categories_written(reply(
            use_cases::delete_category(&self.db, &caller, &req.into_inner().id)
                .await
                .map(|_| pb::DeleteRiskCategoryResponse {}),
        ))
    }

    async fn get_heat_map(&self, req: Request<pb::HeatMapRequest>) -> Reply<pb::HeatMap> {
        let v = self.method().await?;
        reply(
            reports::heat_map(&self.db, &v, &req.into_inner().into())
                .await
                .map(Into::into),
        )
    }

    async fn get_dashboard(&self, _: Request<pb::DashboardRequest>) -> Reply<pb::RiskDashboard> {
        let v = self.method().await?;
        reply(reports::dashboard(&self.db, &v).await.map(Into::into))
    }

    async fn list_attachments(
        &self,
        req: Request<pb::ListAttachmentsRequest>,
    ) -> Reply<pb::ListAttachmentsResponse> {
        let r = req.into_inner();
        reply(
            attachments::list(&self.db, &self.attachments, &r.entity_type, &r.entity_id)
                .await
                .map(Into::into),
        )
    }

    async fn add_attachment(
        &self,
        req: Request<pb::AddAttachmentRequest>,
    ) -> Reply<pb::Attachment> {
        let caller = signed_in(&req)?;
        reply(
            use_cases::add_attachment(
                &self.db,
                &self.attachments,
                &caller,
                req.into_inner().into(),
            )
            .await
            .map(Into::into),
        )
    }

    async fn get_attachment_content(
        &self,
        req: Request<pb::GetAttachmentContentRequest>,
    ) -> Reply<pb::AttachmentContent> {
        reply(
            attachments::content(&self.db, &self.attachments, &req.into_inner().id)
                .await
                .map(Into::into),
        )
    }

    async fn delete_attachment(
        &self,
        req: Request<pb::DeleteAttachmentRequest>,
    ) -> Reply<pb::DeleteAttachmentResponse> {
        let caller = signed_in(&req)?;
        let id = req.into_inner().id;
        reply(
            attachments::delete(&self.db, &self.attachments, &caller, &id)
                .await
                .map(|()| pb::DeleteAttachmentResponse {}),
        )
    }

    async fn list_comments(
        &self,
        req: Request<pb::ListCommentsRequest>,
    ) -> Reply<pb::ListCommentsResponse> {
        let pb::ListCommentsRequest {
            entity_type,
            entity_id,
            page,
            per_page,
        } = req.into_inner();
        reply(
            crate::store::comments::list(&self.db, &entity_type, &entity_id, page, per_page)
                .await
                .map(Into::into),
        )
    }

    async fn add_comment(&self, req: Request<pb::AddCommentRequest>) -> Reply<pb::Comment> {
        let caller = signed_in(&req)?;
        reply(
            use_cases::add_comment(&self.db, &caller, req.into_inner().into())
                .await
                .map(Into::into),
        )
    }

    async fn delete_comment(
        &self,
        req: Request<pb::DeleteCommentRequest>,
    ) -> Reply<pb::DeleteCommentResponse> {
        let caller = signed_in(&req)?;
        let pb::DeleteCommentRequest { id, moderate } = req.into_inner();
        reply(
            use_cases::delete_comment(&self.db, &caller, &id, moderate)
                .await
                .map(|()| pb::DeleteCommentResponse {}),
        )
    }

    async fn search_attachments(
        &self,
        req: Request<pb::SearchAttachmentsRequest>,
    ) -> Reply<pb::SearchAttachmentsResponse> {
        signed_in(&req)?;
        reply(
            attachments::search(&self.db, &req.into_inner().into())
                .await
                .map(Into::into),
        )
    }
}
