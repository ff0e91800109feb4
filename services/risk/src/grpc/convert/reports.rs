//! Reports: heat maps and the dashboard.

use proto::risk::v1 as pb;

use crate::{
    domain::report::HeatMapFilter,
    store::reports::{CellItem, Dashboard, HeatMap, HeatMapCell, RatingCount},
};

impl From<CellItem> for pb::CellItem {
    fn from(c: CellItem) -> Self {
        let CellItem {
            id,
            reference,
            title,
        } = c;
        pb::CellItem {
            id,
            reference,
            title,
        }
    }
}

impl From<HeatMapCell> for pb::HeatMapCell {
    fn from(c: HeatMapCell) -> Self {
        let HeatMapCell {
            x,
            y,
            rated,
            count,
            items,
        } = c;
        pb::HeatMapCell {
            x,
            y,
            score: rated.score,
            rating: rated.name,
            color: rated.color,
            count,
            items: items.into_iter().map(Into::into).collect(),
        }
    }
}

impl From<HeatMap> for pb::HeatMap {
    fn from(h: HeatMap) -> Self {
        let HeatMap {
            kind,
            x_labels,
            y_labels,
            x_axis,
            y_axis,
            cells,
        } = h;
        pb::HeatMap {
            kind,
            x_labels,
            y_labels,
            x_axis,
            y_axis,
            cells: cells.into_iter().map(Into::into).collect(),
        }
    }
}

impl From<RatingCount> for pb::RatingCount {
    fn from(r: RatingCount) -> Self {
        let RatingCount {
            rating,
            color,
            count,
        } = r;
        pb::RatingCount {
            rating,
            color,
            count,
        }
    }
}

impl From<Dashboard> for pb::RiskDashboard {
    fn from(d: Dashboard) -> Self {
        let Dashboard {
            by_net_rating,
            net_heat_map,
            top_risks,
            over_appetite,
            overdue_activities,
            overdue_action_plans,
            total_risks,
            pending_approvals,
            total_controls,
            open_action_plans,
            overdue_reviews,
            overdue_review_risks,
        } = d;
        pb::RiskDashboard {
            by_net_rating: by_net_rating.into_iter().map(Into::into).collect(),
            net_heat_map: Some(net_heat_map.into()),
            top_risks: top_risks.into_iter().map(Into::into).collect(),
            over_appetite: over_appetite.into_iter().map(Into::into).collect(),
            overdue_activities: overdue_activities.into_iter().map(Into::into).collect(),
            overdue_action_plans: overdue_action_plans.into_iter().map(Into::into).collect(),
            total_risks,
            pending_approvals,
            total_controls,
            open_action_plans,
            overdue_reviews,
            overdue_review_risks: overdue_review_risks.into_iter().map(Into::into).collect(),
        }
    }
}

impl From<pb::HeatMapRequest> for HeatMapFilter {
    fn from(r: pb::HeatMapRequest) -> Self {
        let pb::HeatMapRequest {
            kind,
            as_of,
            category_id,
            function_id,
        } = r;
        HeatMapFilter {
            kind,
            as_of,
            category_id,
            function_id,
        }
    }
}
