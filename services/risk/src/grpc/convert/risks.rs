//! Risks: the register's rows, a risk's page and history, and the
//! requests that create and change a risk.

use platform::grpc::Caller;
use proto::risk::v1 as pb;

use super::u;
use crate::{
    domain::{
        RiskError,
        method::NetResult,
        risk::{
            NetOverride, RiskDeletion, RiskForCreate, RiskForUpdate, RiskInput, RiskTransition,
        },
        workflow,
    },
    store::{
        controls::ControlView,
        entities::{approval, assessment, risk},
        plans::PlanView,
        risk_list::{Filter, RegisterPage},
        risk_rating::RatingMove,
        risks::{AssessmentView, RiskDetail, RiskView},
    },
};

/// How the net was reached; the justification only shows when overridden.
fn explanation(n: NetResult, justification: &str) -> pb::NetExplanation {
    let NetResult {
        preventive,
        mitigating,
        overall: _,
        likelihood_steps,
        impact_steps,
        computed_likelihood,
        computed_impact,
        net_likelihood: _,
        net_impact: _,
        overridden,
        summary,
    } = n;
    pb::NetExplanation {
        preventive_controls: preventive.map(Into::into),
        mitigating_controls: mitigating.map(Into::into),
        likelihood_steps,
        impact_steps,
        computed_likelihood,
        computed_impact,
        overridden,
        justification: if overridden {
            justification.to_owned()
        } else {
            String::new()
        },
        summary,
    }
}

impl From<RiskView> for pb::Risk {
    fn from(v: RiskView) -> Self {
        let RiskView {
            row,
            gross,
            control_rating,
            net,
            net_explanation,
            category_name,
            open_action_plans,
            control_ids,
            makers,
        } = v;
        let risk::Model {
            id,
            reference,
            title,
            description,
            risk_event,
            causes,
            effects,
            category_id,
            function_id,
            owner_id,
            status,
            approval_status,
            gross_likelihood,
            gross_impact,
            gross_score: _,
            gross_level: _,
            control_score: _,
            net_likelihood,
            net_impact,
            net_score: _,
            net_level: _,
            net_rating: _,
            override_likelihood: _,
            override_impact: _,
            override_justification,
            response,
            appetite,
            over_appetite,
            trend,
            key_risk_indicator,
            kri_level,
            method_version,
            version,
            changed_by,
            created_by,
            created_at,
            updated_at,
            deleted_at: _,
            acceptance_justification,
            acceptance_expires_on,
            acceptance_expired,
            acceptance_approved_by,
            next_review_on,
            last_reviewed_at,
            reassessment_due,
            reassessment_reason,
        } = row;
        let review_overdue = next_review_on
            .as_deref()
            .is_some_and(|d| d < crate::store::today().as_str());
        pb::Risk {
            id,
            reference,
            title,
            description,
            risk_event,
            causes,
            effects,
            category_id,
            category_name,
            function_id,
            owner_id,
            owner_name: None,
            status,
            approval_status,
            gross_likelihood: u(gross_likelihood),
            gross_impact: u(gross_impact),
            gross_risk: Some(gross.into()),
            control_rating: control_rating.map(Into::into),
            net_likelihood: u(net_likelihood),
            net_impact: u(net_impact),
            net_risk: Some(net.into()),
            net_explanation: net_explanation.map(|n| explanation(n, &override_justification)),
            response,
            appetite,
            over_appetite,
            trend,
            key_risk_indicator,
            kri_level,
            control_ids,
            method_version: u(method_version),
            version: u(version),
            changed_by,
            created_by,
            created_at: created_at.to_rfc3339(),
            updated_at: updated_at.to_rfc3339(),
            open_action_plans,
            makers,
            acceptance_justification,
            acceptance_expires_on: acceptance_expires_on.unwrap_or_default(),
            acceptance_expired,
            acceptance_approved_by,
            next_review_on: next_review_on.unwrap_or_default(),
            last_reviewed_at: last_reviewed_at.map(|t| t.to_rfc3339()).unwrap_or_default(),
            review_overdue,
            reassessment_due,
            reassessment_reason,
        }
    }
}

impl From<AssessmentView> for pb::Assessment {
    fn from(v: AssessmentView) -> Self {
        let AssessmentView {
            row,
            gross,
            control_rating,
            net,
        } = v;
        let assessment::Model {
            id,
            risk_id: _,
            effective_at,
            gross_likelihood,
            gross_impact,
            control_score: _,
            net_likelihood,
            net_impact,
            overridden,
            method_version,
            assessed_by,
            reason,
        } = row;
        pb::Assessment {
            id,
            effective_at: effective_at.to_rfc3339(),
            gross_likelihood: u(gross_likelihood),
            gross_impact: u(gross_impact),
            gross_risk: Some(gross.into()),
            control_rating: control_rating.map(Into::into),
            net_likelihood: u(net_likelihood),
            net_impact: u(net_impact),
            net_risk: Some(net.into()),
            overridden,
            method_version: u(method_version),
            assessed_by,
            reason,
        }
    }
}

impl From<approval::Model> for pb::ApprovalRecord {
    fn from(a: approval::Model) -> Self {
        let approval::Model {
            id,
            risk_id: _,
            action,
            from_status,
            to_status,
            actor_id,
            actor_name,
            comment,
            version,
            at,
        } = a;
        pb::ApprovalRecord {
            id,
            action,
            from_status,
            to_status,
            actor_id,
            actor_name: Some(actor_name).filter(|n| !n.is_empty()),
            comment,
            version: u(version),
            at: at.to_rfc3339(),
        }
    }
}

impl From<RatingMove> for pb::RatingMove {
    fn from(m: RatingMove) -> Self {
        let RatingMove {
            risk_id,
            reference,
            title,
            gross_before,
            gross_after,
            net_before,
            net_after,
        } = m;
        pb::RatingMove {
            risk_id,
            reference,
            title,
            gross_before,
            gross_after,
            net_before,
            net_after,
        }
    }
}

/// The register's filter of a list request (paging, `after` and `as_of` are
/// the transport's).
pub fn risk_filter(r: &pb::ListRisksRequest, caller: &Caller) -> Filter {
    let pb::ListRisksRequest {
        page: _,
        per_page: _,
        q,
        status,
        category_id,
        function_id,
        owner_id,
        approval_status,
        rating,
        over_appetite,
        sort,
        as_of: _,
        awaiting_my_approval,
        after: _,
    } = r;
    Filter {
        q: q.clone(),
        status: status.clone(),
        approval_status: approval_status.clone(),
        category_id: category_id.clone(),
        function_id: function_id.clone(),
        owner_id: owner_id.clone(),
        rating: rating.clone(),
        over_appetite: *over_appetite,
        awaiting_approval_by: awaiting_my_approval.then(|| caller.user_id.clone()),
        sort: sort.clone(),
    }
}

/// One page of the register as the API answers it.
pub fn register_page(p: RegisterPage) -> pb::ListRisksResponse {
    let RegisterPage { risks, total, next } = p;
    pb::ListRisksResponse {
        risks: risks.into_iter().map(Into::into).collect(),
        total: total.n,
        total_is_estimate: total.estimated,
        next,
    }
}

/// A risk's page: the risk, its history, and its controls and action plans
/// (decorated by their own stores).
pub fn risk_detail(
    d: RiskDetail,
    controls: Vec<ControlView>,
    action_plans: Vec<PlanView>,
) -> pb::RiskDetail {
    let RiskDetail {
        risk,
        assessments,
        approvals,
        controls: _,
    } = d;
    pb::RiskDetail {
        risk: Some(risk.into()),
        assessments: assessments.into_iter().map(Into::into).collect(),
        approvals: approvals.into_iter().map(Into::into).collect(),
        controls: controls.into_iter().map(Into::into).collect(),
        action_plans: action_plans.into_iter().map(Into::into).collect(),
    }
}

impl From<pb::NetOverride> for NetOverride {
    fn from(o: pb::NetOverride) -> Self {
        let pb::NetOverride {
            likelihood,
            impact,
            justification,
        } = o;
        NetOverride {
            likelihood,
            impact,
            justification,
        }
    }
}

impl From<pb::RiskInput> for RiskInput {
    fn from(r: pb::RiskInput) -> Self {
        let pb::RiskInput {
            title,
            description,
            risk_event,
            causes,
            effects,
            category_id,
            function_id,
            owner_id,
            status,
            gross_likelihood,
            gross_impact,
            response,
            appetite,
            key_risk_indicator,
            kri_level,
            control_ids,
            net_override,
            acceptance_justification,
            acceptance_expires_on,
            next_review_on,
        } = r;
        RiskInput {
            acceptance_justification,
            acceptance_expires_on,
            next_review_on,
            title,
            description,
            risk_event,
            causes,
            effects,
            category_id,
            function_id,
            owner_id,
            status,
            gross_likelihood,
            gross_impact,
            response,
            appetite,
            key_risk_indicator,
            kri_level,
            control_ids,
            net_override: net_override.map(Into::into),
        }
    }
}

impl From<pb::CreateRiskRequest> for RiskForCreate {
    fn from(r: pb::CreateRiskRequest) -> Self {
        let pb::CreateRiskRequest {
            risk,
            new_controls,
            action_plans,
            submit,
        } = r;
        RiskForCreate {
            risk: risk.unwrap_or_default().into(),
            new_controls: new_controls.into_iter().map(Into::into).collect(),
            action_plans: action_plans.into_iter().map(Into::into).collect(),
            submit,
        }
    }
}

impl From<pb::UpdateRiskRequest> for RiskForUpdate {
    fn from(r: pb::UpdateRiskRequest) -> Self {
        let pb::UpdateRiskRequest {
            id,
            version,
            risk,
            submit,
        } = r;
        RiskForUpdate {
            id,
            version,
            risk: risk.unwrap_or_default().into(),
            submit,
        }
    }
}

impl TryFrom<pb::TransitionRiskRequest> for RiskTransition {
    type Error = RiskError;

    fn try_from(r: pb::TransitionRiskRequest) -> Result<Self, RiskError> {
        let pb::TransitionRiskRequest {
            id,
            action,
            version,
            comment,
        } = r;
        Ok(RiskTransition {
            id,
            action: workflow::requested(&action)?,
            version,
            comment,
        })
    }
}

impl From<pb::DeleteRiskRequest> for RiskDeletion {
    fn from(r: pb::DeleteRiskRequest) -> Self {
        let pb::DeleteRiskRequest {
            id,
            version,
            comment,
        } = r;
        RiskDeletion {
            id,
            version,
            comment,
        }
    }
}

/// The light form of GetRisksByIds (`brief`): the names and flags only.
impl From<crate::store::risk_lookup::RiskBrief> for pb::Risk {
    fn from(b: crate::store::risk_lookup::RiskBrief) -> Self {
        Self {
            id: b.id,
            reference: b.reference,
            title: b.title,
            category_id: b.category_id,
            category_name: b.category_name,
            status: b.status,
            reassessment_due: b.reassessment_due,
            ..Default::default()
        }
    }
}
