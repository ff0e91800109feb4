//! The register's keyset cursor: where a page ended, as the sort column's
//! value and the reference (the tie-break) of its last row. The next page
//! seeks past that pair through the sort's index instead of counting an
//! OFFSET of rows, so page 5 000 costs what page 1 does.

use base64::{Engine, engine::general_purpose::URL_SAFE_NO_PAD};
use chrono::{DateTime, SecondsFormat, Utc};
use sea_orm::{
    Order, Value,
    sea_query::{Expr, ExprTrait},
};
use serde_json::{Value as Json, json};

use super::entities::risk;
use crate::domain::RiskError;

/// An opaque position in the register under one sort.
#[derive(Clone, Debug, PartialEq)]
pub struct Cursor {
    /// The sort it was taken under, as `Filter::sort_name` spells it.
    sort: String,
    key: Value,
    reference: String,
}

impl Cursor {
    /// The position after `row` under the sort `(col, order)`.
    pub fn after(row: &risk::Model, col: risk::Column, order: &Order) -> Self {
        let key = match col {
            risk::Column::Title => row.title.clone().into(),
            risk::Column::NetScore => row.net_score.into(),
            risk::Column::GrossScore => row.gross_score.into(),
            risk::Column::UpdatedAt => row.updated_at.into(),
            _ => row.reference.clone().into(),
        };
        Self {
            sort: sort_name(col, order),
            key,
            reference: row.reference.clone(),
        }
    }

    /// URL-safe text for the API.
    pub fn encode(&self) -> String {
        let key = match &self.key {
            Value::String(Some(s)) => json!(s),
            Value::Int(Some(n)) => json!(n),
            Value::ChronoDateTimeUtc(Some(t)) => {
                json!(t.to_rfc3339_opts(SecondsFormat::AutoSi, true))
            }
            _ => Json::Null,
        };
        URL_SAFE_NO_PAD.encode(json!([self.sort, key, self.reference]).to_string())
    }

    /// The cursor `text` encodes, which must belong to the sort
    /// `(col, order)`; anything else is the caller's error.
    pub fn decode(text: &str, col: risk::Column, order: &Order) -> Result<Self, RiskError> {
        let bad = || RiskError::field("after", "Not a position in this list and sort.");
        let bytes = URL_SAFE_NO_PAD.decode(text).map_err(|_| bad())?;
        let (sort, key, reference): (String, Json, String) =
            serde_json::from_slice(&bytes).map_err(|_| bad())?;
        if sort != sort_name(col, order) {
            return Err(bad());
        }
        let key = match col {
            risk::Column::NetScore | risk::Column::GrossScore => key
                .as_i64()
                .and_then(|n| i32::try_from(n).ok())
                .map(Value::from),
            risk::Column::UpdatedAt => key
                .as_str()
                .and_then(|s| DateTime::parse_from_rfc3339(s).ok())
                .map(|t| Value::from(t.with_timezone(&Utc))),
            _ => key.as_str().map(|s| Value::from(s.to_owned())),
        }
        .ok_or_else(bad)?;
        Ok(Self {
            sort,
            key,
            reference,
        })
    }

    /// The rows after this position: `(col, reference) > (key, reference)`
    /// (`<` when descending), which the sort's index answers as a range.
    pub fn seek(&self, col: risk::Column, order: &Order) -> Expr {
        let desc = matches!(order, Order::Desc);
        let (left, right) = if matches!(col, risk::Column::Reference) {
            (
                Expr::col(risk::Column::Reference),
                Expr::val(self.reference.clone()),
            )
        } else {
            (
                Expr::tuple([Expr::col(col), Expr::col(risk::Column::Reference)]),
                Expr::tuple([
                    Expr::val(self.key.clone()),
                    Expr::val(self.reference.clone()),
                ]),
            )
        };
        if desc { left.lt(right) } else { left.gt(right) }
    }
}

/// `net_score` or `-net_score`: the API's name of a sort.
fn sort_name(col: risk::Column, order: &Order) -> String {
    let name = match col {
        risk::Column::Title => "title",
        risk::Column::NetScore => "net_score",
        risk::Column::GrossScore => "gross_score",
        risk::Column::UpdatedAt => "updated_at",
        _ => "reference",
    };
    match order {
        Order::Desc => format!("-{name}"),
        _ => name.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row() -> risk::Model {
        let at = DateTime::parse_from_rfc3339("2026-03-04T05:06:07.123456Z")
            .unwrap()
            .with_timezone(&Utc);
        let text = String::new;
        risk::Model {
            id: "r1".into(),
            reference: "R-0042".into(),
            title: "Fire \"in\" the server room".into(),
            description: text(),
            risk_event: text(),
            causes: text(),
            effects: text(),
            category_id: None,
            function_id: None,
            owner_id: None,
            status: "active".into(),
            approval_status: "approved".into(),
            gross_likelihood: 4,
            gross_impact: 5,
            gross_score: 20,
            gross_level: 5,
            control_score: None,
            net_likelihood: 3,
            net_impact: 4,
            net_score: 12,
            net_level: 4,
            net_rating: "High".into(),
            override_likelihood: None,
            override_impact: None,
            override_justification: text(),
            response: text(),
            appetite: text(),
            over_appetite: false,
            trend: 0,
            key_risk_indicator: text(),
            kri_level: text(),
            method_version: 1,
            version: 1,
            changed_by: text(),
            created_by: text(),
            created_at: at,
            updated_at: at,
            deleted_at: None,
            acceptance_justification: text(),
            acceptance_expires_on: None,
            acceptance_expired: false,
            acceptance_approved_by: text(),
            next_review_on: None,
            last_reviewed_at: None,
            reassessment_due: false,
            reassessment_reason: text(),
        }
    }

    #[test]
    fn a_cursor_comes_back_as_it_was_for_every_sort() {
        for col in [
            risk::Column::Reference,
            risk::Column::Title,
            risk::Column::NetScore,
            risk::Column::GrossScore,
            risk::Column::UpdatedAt,
        ] {
            for order in [Order::Asc, Order::Desc] {
                let c = Cursor::after(&row(), col, &order);
                let text = c.encode();
                assert!(
                    text.chars()
                        .all(|ch| ch.is_ascii_alphanumeric() || "-_".contains(ch)),
                    "{text}"
                );
                assert_eq!(Cursor::decode(&text, col, &order).unwrap(), c);
            }
        }
    }

    #[test]
    fn a_cursor_of_another_sort_or_no_cursor_at_all_is_refused() {
        let c = Cursor::after(&row(), risk::Column::NetScore, &Order::Desc).encode();
        for (text, col, order) in [
            (c.as_str(), risk::Column::NetScore, Order::Asc),
            (c.as_str(), risk::Column::Title, Order::Desc),
            ("not-a-cursor", risk::Column::NetScore, Order::Desc),
            ("WyJ4Il0", risk::Column::NetScore, Order::Desc),
        ] {
            assert!(matches!(
                Cursor::decode(text, col, &order),
                Err(RiskError::Invalid(_))
            ));
        }
    }
}
