//! The risk method: a stored version out, a proposed method in, and what a
//! change moves.

use proto::risk::v1 as pb;

use crate::{
    domain::method::{Band, Method, Versioned},
    store::method::{MethodPreview, MethodUpdate},
};

impl From<Band> for pb::ScoreBand {
    fn from(b: Band) -> Self {
        let Band {
            name,
            min_score,
            color,
            reduction_steps,
        } = b;
        pb::ScoreBand {
            name,
            min_score,
            color,
            reduction_steps,
        }
    }
}

impl From<Versioned> for pb::RiskMethod {
    fn from(v: Versioned) -> Self {
        let Versioned {
            version,
            method,
            created_by,
            created_at,
        } = v;
        let Method {
            likelihood_labels,
            impact_labels,
            risk_bands,
            adequacy_labels,
            effectiveness_labels,
            control_bands,
            default_appetite,
        } = method;
        pb::RiskMethod {
            version: version.max(0) as u32,
            likelihood_labels,
            impact_labels,
            risk_bands: risk_bands.into_iter().map(Into::into).collect(),
            adequacy_labels,
            effectiveness_labels,
            control_bands: control_bands.into_iter().map(Into::into).collect(),
            default_appetite,
            created_at: created_at.to_rfc3339(),
            created_by,
        }
    }
}

impl From<pb::ScoreBand> for Band {
    fn from(b: pb::ScoreBand) -> Self {
        let pb::ScoreBand {
            name,
            min_score,
            color,
            reduction_steps,
        } = b;
        Band {
            name,
            min_score,
            color,
            reduction_steps,
        }
    }
}

/// A proposed method as sent (its version and authorship are the store's;
/// `Method::proposal` trims and checks it).
impl From<pb::RiskMethod> for Method {
    fn from(m: pb::RiskMethod) -> Self {
        let pb::RiskMethod {
            version: _,
            likelihood_labels,
            impact_labels,
            risk_bands,
            adequacy_labels,
            effectiveness_labels,
            control_bands,
            default_appetite,
            created_at: _,
            created_by: _,
        } = m;
        Method {
            likelihood_labels,
            impact_labels,
            risk_bands: risk_bands.into_iter().map(Into::into).collect(),
            adequacy_labels,
            effectiveness_labels,
            control_bands: control_bands.into_iter().map(Into::into).collect(),
            default_appetite,
        }
    }
}

impl From<MethodPreview> for pb::PreviewRiskMethodResponse {
    fn from(p: MethodPreview) -> Self {
        let MethodPreview { moves, total_risks } = p;
        pb::PreviewRiskMethodResponse {
            moves: moves.into_iter().map(Into::into).collect(),
            total_risks,
        }
    }
}

impl From<MethodUpdate> for pb::UpdateRiskMethodResponse {
    fn from(u: MethodUpdate) -> Self {
        let MethodUpdate { method, moves } = u;
        pb::UpdateRiskMethodResponse {
            method: Some(method.into()),
            moves: moves.into_iter().map(Into::into).collect(),
        }
    }
}
