//! Names of people for the risk module's answers: the risk service stores
//! user ids, the auth service knows the names. One batched call per answer
//! for the ids not seen in the last [`NAME_TTL`] (a renamed person shows
//! their new name within that time).

use std::{
    collections::{BTreeSet, HashMap},
    sync::{Arc, Mutex},
    time::{Duration, Instant},
};

use proto::{auth::v1 as apb, risk::v1 as pb};

use crate::{context::Ctx, error::HttpError, state::AppState};

pub const NAME_TTL: Duration = Duration::from_secs(60);
const MAX_NAMES: usize = 10_000;

/// Recently looked-up names, shared by all requests of this gateway.
#[derive(Clone, Default)]
pub struct NameCache {
    inner: Arc<Mutex<HashMap<String, (Instant, String)>>>,
}

impl NameCache {
    /// The known names of `ids`, and the ids still to ask for.
    fn split(&self, ids: &BTreeSet<String>) -> (HashMap<String, String>, Vec<String>) {
        let map = self.inner.lock().expect("name cache");
        let mut known = HashMap::new();
        let mut missing = vec![];
        for id in ids {
            match map.get(id).filter(|(at, _)| at.elapsed() < NAME_TTL) {
                Some((_, name)) => {
                    known.insert(id.clone(), name.clone());
                }
                None => missing.push(id.clone()),
            }
        }
        (known, missing)
    }

    fn remember(&self, names: &HashMap<String, String>) {
        let mut map = self.inner.lock().expect("name cache");
        if map.len() + names.len() > MAX_NAMES {
            map.clear();
        }
        let now = Instant::now();
        for (id, name) in names {
            map.insert(id.clone(), (now, name.clone()));
        }
    }
}

/// Collects user ids, then fills the matching name fields.
#[derive(Default)]
pub struct Names {
    ids: BTreeSet<String>,
    names: HashMap<String, String>,
}

impl Names {
    pub fn want(&mut self, id: &Option<String>) {
        if let Some(id) = id.as_ref().filter(|i| !i.is_empty()) {
            self.ids.insert(id.clone());
        }
    }

    pub fn want_risk(&mut self, r: &pb::Risk) {
        self.want(&r.owner_id);
    }

    pub fn want_control(&mut self, c: &pb::Control) {
        self.want(&c.owner_id);
    }

    pub fn want_plan(&mut self, p: &pb::ActionPlan) {
        self.want(&p.owner_id);
    }

    pub fn want_activity(&mut self, a: &pb::ControlActivity) {
        self.want(&a.owner_id);
    }

    pub async fn load(&mut self, state: &AppState, ctx: &Ctx) -> Result<(), HttpError> {
        let (known, missing) = state.names.split(&self.ids);
        self.names = known;
        if missing.is_empty() {
            return Ok(());
        }
        let fetched = state
            .clients
            .auth_as(ctx)
            .user_names(apb::UserNamesRequest { ids: missing })
            .await?
            .into_inner()
            .names;
        state.names.remember(&fetched);
        self.names.extend(fetched);
        Ok(())
    }

    /// The loaded name of one user id.
    pub fn get(&self, id: &str) -> Option<&str> {
        self.names.get(id).map(String::as_str)
    }

    fn of(&self, id: &Option<String>) -> Option<String> {
        id.as_ref().and_then(|i| self.names.get(i).cloned())
    }

    pub fn risk(&self, r: &mut pb::Risk) {
        r.owner_name = self.of(&r.owner_id);
    }

    pub fn control(&self, c: &mut pb::Control) {
        c.owner_name = self.of(&c.owner_id);
    }

    pub fn plan(&self, p: &mut pb::ActionPlan) {
        p.owner_name = self.of(&p.owner_id);
    }

    pub fn activity(&self, a: &mut pb::ControlActivity) {
        a.owner_name = self.of(&a.owner_id);
    }
}

/// Fills owner names in any of the risk module's answers.
pub trait WithNames {
    fn want(&self, n: &mut Names);
    fn fill(&mut self, n: &Names);
}

impl WithNames for pb::Risk {
    fn want(&self, n: &mut Names) {
        n.want_risk(self)
    }
    fn fill(&mut self, n: &Names) {
        n.risk(self)
    }
}

impl WithNames for pb::Control {
    fn want(&self, n: &mut Names) {
        n.want_control(self)
    }
    fn fill(&mut self, n: &Names) {
        n.control(self)
    }
}

impl WithNames for pb::ActionPlan {
    fn want(&self, n: &mut Names) {
        n.want_plan(self)
    }
    fn fill(&mut self, n: &Names) {
        n.plan(self)
    }
}

impl WithNames for pb::ControlActivity {
    fn want(&self, n: &mut Names) {
        n.want_activity(self)
    }
    fn fill(&mut self, n: &Names) {
        n.activity(self)
    }
}

impl<T: WithNames> WithNames for Vec<T> {
    fn want(&self, n: &mut Names) {
        self.iter().for_each(|x| x.want(n))
    }
    fn fill(&mut self, n: &Names) {
        self.iter_mut().for_each(|x| x.fill(n))
    }
}

impl<T: WithNames> WithNames for Option<T> {
    fn want(&self, n: &mut Names) {
        if let Some(x) = self {
            x.want(n)
        }
    }
    fn fill(&mut self, n: &Names) {
        if let Some(x) = self {
            x.fill(n)
        }
    }
}

impl WithNames for pb::RiskDetail {
    fn want(&self, n: &mut Names) {
        self.risk.want(n);
        self.controls.want(n);
        self.action_plans.want(n);
    }
    fn fill(&mut self, n: &Names) {
        self.risk.fill(n);
        self.controls.fill(n);
        self.action_plans.fill(n);
    }
}

impl WithNames for pb::ControlDetail {
    fn want(&self, n: &mut Names) {
        self.control.want(n);
        self.activities.want(n);
        self.risks.want(n);
        self.action_plans.want(n);
    }
    fn fill(&mut self, n: &Names) {
        self.control.fill(n);
        self.activities.fill(n);
        self.risks.fill(n);
        self.action_plans.fill(n);
    }
}

impl WithNames for pb::RiskDashboard {
    fn want(&self, n: &mut Names) {
        self.top_risks.want(n);
        self.over_appetite.want(n);
        self.overdue_activities.want(n);
        self.overdue_action_plans.want(n);
        self.overdue_review_risks.want(n);
    }
    fn fill(&mut self, n: &Names) {
        self.top_risks.fill(n);
        self.over_appetite.fill(n);
        self.overdue_activities.fill(n);
        self.overdue_action_plans.fill(n);
        self.overdue_review_risks.fill(n);
    }
}

/// `value` with its owner names filled in.
pub async fn named<T: WithNames>(
    state: &AppState,
    ctx: &Ctx,
    mut value: T,
) -> Result<T, HttpError> {
    let mut n = Names::default();
    value.want(&mut n);
    n.load(state, ctx).await?;
    value.fill(&n);
    Ok(value)
}
