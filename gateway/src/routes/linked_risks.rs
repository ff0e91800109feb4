//! What the incident module's answers show besides what the incident
//! service stores: people's names (auth), function names (settings) and
//! the linked risks' reference, title and re-assessment flag (risk). Each
//! is one batched lookup per answer (a page, an incident's page, a batch
//! of an export), never one per row.
//!
//! The risk service may be down while the incident screens must keep
//! working: a risk lookup that fails or takes longer than
//! [`RISK_TIMEOUT`] leaves every link `unavailable` instead of failing the
//! answer (docs/incident-module.md "Linked risks").

use std::{
    collections::{BTreeMap, BTreeSet, HashMap},
    time::Duration,
};

use proto::{incident::v1 as ipb, risk::v1 as rpb};

use super::names::Names;
use crate::{context::Ctx, error::HttpError, state::AppState};

/// How long the gateway waits for the risk service before it shows the
/// links as unavailable.
pub const RISK_TIMEOUT: Duration = Duration::from_secs(2);

/// The most ids one GetRisksByIds call names (the risk service's limit).
const IDS_PER_CALL: usize = 500;

/// A link's state (LinkedRisk.state).
pub const FOUND: &str = "found";
pub const MISSING: &str = "missing";
pub const UNAVAILABLE: &str = "unavailable";

/// What the risk service said about a set of risk ids.
#[derive(Debug)]
pub enum Risks {
    /// It answered: the live risks among the ids, by id (an id not here is
    /// unknown or deleted), in GetRisksByIds' brief form (id, reference,
    /// title, category, status and re-assessment flag only).
    Answered(HashMap<String, rpb::Risk>),
    /// It did not answer (down, timed out, refused).
    Unavailable,
}

impl Risks {
    /// The risks of `ids` (blanks ignored), in as few calls as the limit
    /// allows (one for any page of the register). Never an error: a failure
    /// is [`Risks::Unavailable`].
    pub async fn of(state: &AppState, ctx: &Ctx, ids: BTreeSet<String>) -> Self {
        let ids: Vec<String> = ids.into_iter().filter(|i| !i.is_empty()).collect();
        let mut found = HashMap::new();
        let mut client = state.clients.risk_as(ctx);
        for chunk in ids.chunks(IDS_PER_CALL) {
            // The light form: a link, the dashboard's categories and the
            // check of a form's ids need names and flags, not ratings.
            let call = client.get_risks_by_ids(rpb::GetRisksByIdsRequest {
                ids: chunk.to_vec(),
                brief: true,
            });
            match tokio::time::timeout(RISK_TIMEOUT, call).await {
                Ok(Ok(res)) => found.extend(
                    res.into_inner()
                        .risks
                        .into_iter()
                        .map(|r| (r.id.clone(), r)),
                ),
                Ok(Err(status)) => {
                    tracing::warn!(code = ?status.code(), message = status.message(),
                        "the risk service did not name the linked risks");
                    return Self::Unavailable;
                }
                Err(_) => {
                    tracing::warn!("the risk service did not name the linked risks in time");
                    return Self::Unavailable;
                }
            }
        }
        Self::Answered(found)
    }

    /// One id as a link of an incident.
    pub fn link(&self, id: &str) -> ipb::LinkedRisk {
        let mut link = ipb::LinkedRisk {
            id: id.to_owned(),
            ..Default::default()
        };
        match self {
            Self::Unavailable => link.state = UNAVAILABLE.into(),
            Self::Answered(found) => match found.get(id) {
                Some(r) => {
                    link.state = FOUND.into();
                    link.reference = r.reference.clone();
                    link.title = r.title.clone();
                    link.reassessment_due = r.reassessment_due;
                }
                None => link.state = MISSING.into(),
            },
        }
        link
    }

    /// The ids of `ids` the risk service answered it does not know (none
    /// when it did not answer: the links are then kept as given).
    pub fn unknown<'a>(&self, ids: impl IntoIterator<Item = &'a String>) -> Vec<String> {
        match self {
            Self::Unavailable => vec![],
            Self::Answered(found) => ids
                .into_iter()
                .filter(|i| !i.is_empty() && !found.contains_key(*i))
                .cloned()
                .collect(),
        }
    }
}

/// Every function's name by id; empty (the names left blank) when the
/// settings service does not answer: a name is not worth failing a page.
pub async fn function_names(state: &AppState, ctx: &Ctx) -> HashMap<String, String> {
    match super::all_pages::functions(state, ctx).await {
        Ok(all) => all.into_iter().map(|f| (f.id, f.name)).collect(),
        Err(e) => {
            tracing::warn!(error = ?e.0, "function names for incidents");
            HashMap::new()
        }
    }
}

/// What to look up for an answer, and what was found.
#[derive(Default)]
pub struct Lookup {
    names: Names,
    want_functions: bool,
    risk_ids: BTreeSet<String>,
    functions: HashMap<String, String>,
    risks: Option<Risks>,
}

impl Lookup {
    fn user(&mut self, id: &str) {
        if !id.is_empty() {
            self.names.want(&Some(id.to_owned()));
        }
    }

    /// The incident's manager and function; its linked risks when
    /// `with_risks`.
    pub fn want_incident(&mut self, i: &ipb::Incident, with_risks: bool) {
        self.user(&i.manager_id);
        self.want_functions |= !i.function_id.is_empty();
        if with_risks {
            self.risk_ids.extend(i.risk_ids.iter().cloned());
        }
    }

    pub fn want_action(&mut self, a: &ipb::IncidentAction) {
        self.user(&a.owner_id);
    }

    /// Ask for the functions even when no incident names one (the
    /// dashboard's labels).
    pub fn want_functions(&mut self) {
        self.want_functions = true;
    }

    /// Runs the lookups together: names (an error, as for the risk
    /// module), functions and risks (best effort).
    pub async fn load(&mut self, state: &AppState, ctx: &Ctx) -> Result<(), HttpError> {
        let ids = std::mem::take(&mut self.risk_ids);
        let want_risks = !ids.is_empty();
        let want_functions = self.want_functions;
        let (names, functions, risks) = futures::join!(
            self.names.load(state, ctx),
            async {
                if want_functions {
                    function_names(state, ctx).await
                } else {
                    HashMap::new()
                }
            },
            async {
                if want_risks {
                    Some(Risks::of(state, ctx, ids).await)
                } else {
                    None
                }
            }
        );
        names?;
        self.functions = functions;
        self.risks = risks;
        Ok(())
    }

    fn name(&self, id: &str) -> String {
        self.names.get(id).unwrap_or_default().to_owned()
    }

    /// A function's name; empty when unknown.
    pub fn function(&self, id: &str) -> String {
        self.functions.get(id).cloned().unwrap_or_default()
    }

    pub fn fill_incident(&self, i: &mut ipb::Incident) {
        i.manager_name = self.name(&i.manager_id);
        i.function_name = self.function(&i.function_id);
        if let Some(risks) = &self.risks {
            i.linked_risks = i.risk_ids.iter().map(|id| risks.link(id)).collect();
        }
    }

    pub fn fill_action(&self, a: &mut ipb::IncidentAction) {
        a.owner_name = self.name(&a.owner_id);
    }
}

/// A page of incidents with names and linked risks.
pub async fn incidents(
    state: &AppState,
    ctx: &Ctx,
    mut list: Vec<ipb::Incident>,
) -> Result<Vec<ipb::Incident>, HttpError> {
    let mut l = Lookup::default();
    list.iter().for_each(|i| l.want_incident(i, true));
    l.load(state, ctx).await?;
    list.iter_mut().for_each(|i| l.fill_incident(i));
    Ok(list)
}

/// An incident answered by a change: names only (the contract leaves
/// linked_risks empty in answers of changes).
pub async fn changed(
    state: &AppState,
    ctx: &Ctx,
    mut incident: ipb::Incident,
) -> Result<ipb::Incident, HttpError> {
    let mut l = Lookup::default();
    l.want_incident(&incident, false);
    l.load(state, ctx).await?;
    l.fill_incident(&mut incident);
    Ok(incident)
}

/// An incident's page: names, function, linked risks, action owners.
pub async fn detail(
    state: &AppState,
    ctx: &Ctx,
    mut d: ipb::IncidentDetail,
) -> Result<ipb::IncidentDetail, HttpError> {
    let mut l = Lookup::default();
    if let Some(i) = &d.incident {
        l.want_incident(i, true);
    }
    d.actions.iter().for_each(|a| l.want_action(a));
    l.load(state, ctx).await?;
    if let Some(i) = d.incident.as_mut() {
        l.fill_incident(i);
    }
    d.actions.iter_mut().for_each(|a| l.fill_action(a));
    Ok(d)
}

/// Actions with their owners' names.
pub async fn actions(
    state: &AppState,
    ctx: &Ctx,
    mut list: Vec<ipb::IncidentAction>,
) -> Result<Vec<ipb::IncidentAction>, HttpError> {
    let mut l = Lookup::default();
    list.iter().for_each(|a| l.want_action(a));
    l.load(state, ctx).await?;
    list.iter_mut().for_each(|a| l.fill_action(a));
    Ok(list)
}

/// A completed or reopened action and its incident, named.
pub async fn action_status(
    state: &AppState,
    ctx: &Ctx,
    mut res: ipb::SetIncidentActionStatusResponse,
) -> Result<ipb::SetIncidentActionStatusResponse, HttpError> {
    let mut l = Lookup::default();
    if let Some(a) = &res.action {
        l.want_action(a);
    }
    if let Some(i) = &res.incident {
        l.want_incident(i, false);
    }
    l.load(state, ctx).await?;
    if let Some(a) = res.action.as_mut() {
        l.fill_action(a);
    }
    if let Some(i) = res.incident.as_mut() {
        l.fill_incident(i);
    }
    Ok(res)
}

/// Checks the risk ids an incident is to link: a 422 on `risk_ids` naming
/// the ones the risk service does not know. When it does not answer, the
/// ids are accepted (the links then show as unavailable until it is back;
/// docs/incident-module.md).
pub async fn check_risk_ids(state: &AppState, ctx: &Ctx, ids: &[String]) -> Result<(), HttpError> {
    let wanted: BTreeSet<String> = ids.iter().filter(|i| !i.is_empty()).cloned().collect();
    if wanted.is_empty() {
        return Ok(());
    }
    let risks = Risks::of(state, ctx, wanted.clone()).await;
    let unknown = risks.unknown(&wanted);
    if unknown.is_empty() {
        return Ok(());
    }
    let message = if unknown.len() == 1 {
        format!("There is no risk {}.", unknown[0])
    } else {
        format!("There are no risks {}.", unknown.join(", "))
    };
    Err(
        platform::error::ApiError::validation(BTreeMap::from([("risk_ids".to_owned(), message)]))
            .into(),
    )
}

/// The dashboard's function labels and its tallies per risk category
/// (the sum of `by_risk` over the risks of each category, one risk call).
/// Returns false when the risk service did not answer (by_risk_category
/// then stays empty).
pub async fn dashboard(
    state: &AppState,
    ctx: &Ctx,
    d: &mut ipb::IncidentDashboard,
) -> Result<bool, HttpError> {
    let mut l = Lookup::default();
    l.want_functions();
    l.risk_ids = d.by_risk.iter().map(|t| t.key.clone()).collect();
    l.load(state, ctx).await?;
    for t in &mut d.by_function {
        let name = l.function(&t.key);
        if !name.is_empty() {
            t.label = name;
        }
    }
    let found = match &l.risks {
        // No linked risk at all: nothing to sum, nothing unavailable.
        None => return Ok(true),
        Some(Risks::Unavailable) => return Ok(false),
        Some(Risks::Answered(found)) => found,
    };
    d.by_risk_category = by_risk_category(&d.by_risk, found);
    Ok(true)
}

/// `by_risk` summed per risk category (key: category id, label: its name),
/// most incidents first, then by name; risks unknown to the risk service or
/// without a category are left out. Each risk's label is filled on the way.
fn by_risk_category(
    by_risk: &[ipb::IncidentTally],
    risks: &HashMap<String, rpb::Risk>,
) -> Vec<ipb::IncidentTally> {
    let mut sums: BTreeMap<String, ipb::IncidentTally> = BTreeMap::new();
    for t in by_risk {
        let Some(r) = risks.get(&t.key) else { continue };
        let Some(category) = r.category_id.clone().filter(|c| !c.is_empty()) else {
            continue;
        };
        let sum = sums
            .entry(category.clone())
            .or_insert_with(|| ipb::IncidentTally {
                key: category,
                label: r.category_name.clone().unwrap_or_default(),
                ..Default::default()
            });
        sum.count += t.count;
        sum.loss += t.loss;
    }
    let mut out: Vec<_> = sums.into_values().collect();
    out.sort_by(|a, b| b.count.cmp(&a.count).then_with(|| a.label.cmp(&b.label)));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn risk(id: &str, category: Option<&str>) -> rpb::Risk {
        rpb::Risk {
            id: id.into(),
            reference: format!("R-{id}"),
            title: format!("Risk {id}"),
            category_id: category.map(str::to_owned),
            category_name: category.map(|c| format!("Cat {c}")),
            reassessment_due: id == "a",
            ..Default::default()
        }
    }

    fn tally(key: &str, count: u64, loss: f64) -> ipb::IncidentTally {
        ipb::IncidentTally {
            key: key.into(),
            count,
            loss,
            ..Default::default()
        }
    }

    #[test]
    fn a_link_is_found_missing_or_unavailable() {
        let answered = Risks::Answered(HashMap::from([("a".into(), risk("a", Some("c")))]));
        let found = answered.link("a");
        assert_eq!(
            (found.state.as_str(), found.reference.as_str()),
            (FOUND, "R-a")
        );
        assert!(found.reassessment_due);
        assert_eq!(answered.link("gone").state, MISSING);
        assert!(answered.link("gone").title.is_empty());
        assert_eq!(Risks::Unavailable.link("a").state, UNAVAILABLE);
        let ids = vec!["a".to_owned(), "b".to_owned()];
        assert_eq!(answered.unknown(&ids), ["b"]);
        assert!(Risks::Unavailable.unknown(&ids).is_empty());
    }

    #[test]
    fn the_risk_tallies_add_up_per_category() {
        let risks = HashMap::from([
            ("a".to_owned(), risk("a", Some("x"))),
            ("b".to_owned(), risk("b", Some("x"))),
            ("c".to_owned(), risk("c", Some("y"))),
            ("d".to_owned(), risk("d", None)),
        ]);
        let by_risk = [
            tally("a", 2, 10.0),
            tally("b", 1, 5.0),
            tally("c", 1, 1.0),
            tally("d", 4, 0.0),
            tally("gone", 9, 0.0),
        ];
        let out = by_risk_category(&by_risk, &risks);
        assert_eq!(out.len(), 2);
        assert_eq!(
            (out[0].key.as_str(), out[0].label.as_str(), out[0].count),
            ("x", "Cat x", 3)
        );
        assert_eq!(out[0].loss, 15.0);
        assert_eq!((out[1].key.as_str(), out[1].count), ("y", 1));
    }
}
