//! The incident dashboard: which months the trend covers, every experience
//! type shown (zeros included), the categories named, the tallies in a
//! stable order. The figures themselves are `store::dashboard`'s aggregates.

use chrono::{DateTime, Datelike, NaiveDate, Utc};
use sea_orm::DatabaseConnection;

use super::{
    error::IncidentError,
    register::{EXPERIENCE_TYPES, cutoffs},
};
use crate::store::{
    categories,
    dashboard::{self, Figures, MonthRange, Tally},
};

/// How many months the trend shows, the current one last.
pub const TREND_MONTHS: usize = 12;

fn first_of(year: i32, month: u32) -> Option<NaiveDate> {
    NaiveDate::from_ymd_opt(year, month, 1)
}

/// The `n` months up to the one holding `today`, oldest first.
pub fn months(today: NaiveDate, n: usize) -> Vec<MonthRange> {
    let mut out = Vec::with_capacity(n);
    // Months since year 0, so stepping back never leaves the calendar.
    let index = today.year() * 12 + today.month0() as i32;
    for back in (0..n as i32).rev() {
        let i = index - back;
        let (from, to) = (
            first_of(i.div_euclid(12), i.rem_euclid(12) as u32 + 1),
            first_of((i + 1).div_euclid(12), (i + 1).rem_euclid(12) as u32 + 1),
        );
        let (Some(from), Some(to)) = (from, to) else {
            continue;
        };
        let day = |d: NaiveDate| d.format("%Y-%m-%d").to_string();
        let at = |d: NaiveDate| d.and_hms_opt(0, 0, 0).map(|t| t.and_utc());
        let (Some(from_at), Some(to_at)) = (at(from), at(to)) else {
            continue;
        };
        out.push(MonthRange {
            month: from.format("%Y-%m").to_string(),
            from_day: day(from),
            to_day: day(to),
            from: from_at,
            to: to_at,
        });
    }
    out
}

/// Most incidents first, then by key.
fn ranked(mut tallies: Vec<Tally>) -> Vec<Tally> {
    tallies.sort_by(|a, b| b.count.cmp(&a.count).then_with(|| a.key.cmp(&b.key)));
    tallies
}

/// The dashboard at `now`.
pub async fn dashboard(
    db: &DatabaseConnection,
    now: DateTime<Utc>,
) -> Result<Figures, IncidentError> {
    let today = now.date_naive();
    let (days, _) = cutoffs(db, now).await?;
    let mut f = dashboard::figures(
        db,
        &months(today, TREND_MONTHS),
        &days,
        &today.format("%Y-%m-%d").to_string(),
    )
    .await?;
    let mut by_type = std::mem::take(&mut f.by_experience_type);
    f.by_experience_type = EXPERIENCE_TYPES
        .iter()
        .map(|t| {
            by_type
                .iter()
                .position(|x| x.key == *t)
                .map(|i| by_type.swap_remove(i))
                .unwrap_or_else(|| Tally {
                    key: (*t).to_owned(),
                    ..Default::default()
                })
        })
        .collect();
    let names: std::collections::HashMap<String, String> = categories::all(db)
        .await?
        .into_iter()
        .map(|c| (c.id, c.name))
        .collect();
    for t in &mut f.by_category {
        t.label = names.get(&t.key).cloned().unwrap_or_default();
    }
    f.by_category = ranked(std::mem::take(&mut f.by_category));
    f.by_function = ranked(std::mem::take(&mut f.by_function));
    f.by_risk = ranked(std::mem::take(&mut f.by_risk));
    Ok(f)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_trend_runs_twelve_months_to_the_current_one() {
        let m = months(NaiveDate::from_ymd_opt(2026, 3, 15).unwrap(), 12);
        assert_eq!(m.len(), 12);
        assert_eq!(m[0].month, "2025-04");
        assert_eq!(m[0].from_day, "2025-04-01");
        assert_eq!(m[8].month, "2025-12");
        assert_eq!(m[8].to_day, "2026-01-01");
        assert_eq!(m[11].month, "2026-03");
        assert_eq!(m[11].to_day, "2026-04-01");
    }
}
