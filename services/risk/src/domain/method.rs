//! The risk method: matrix size, labels, score bands and control-rating
//! bands, and the rules that turn assessments into ratings. An admin edits
//! it; every edit is a new version (see `store::method`).

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

/// One band of a score scale: scores from `min_score` up to the next band.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Band {
    pub name: String,
    pub min_score: u32,
    pub color: String,
    /// Control bands only: steps a control of this rating takes off an axis.
    #[serde(default)]
    pub reduction_steps: u32,
}

/// The configurable part of a method version.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Method {
    pub likelihood_labels: Vec<String>,
    pub impact_labels: Vec<String>,
    pub risk_bands: Vec<Band>,
    pub adequacy_labels: Vec<String>,
    pub effectiveness_labels: Vec<String>,
    pub control_bands: Vec<Band>,
    pub default_appetite: String,
}

/// A method version as stored: the method, its number and who made it.
#[derive(Clone, Debug)]
pub struct Versioned {
    pub version: i32,
    pub method: Method,
    pub created_by: String,
    pub created_at: chrono::DateTime<chrono::Utc>,
}

/// A score placed in its band.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rated {
    pub score: u32,
    pub name: String,
    pub color: String,
    /// 1-based band index.
    pub level: u32,
}

fn band(name: &str, min_score: u32, color: &str, reduction_steps: u32) -> Band {
    Band {
        name: name.into(),
        min_score,
        color: color.into(),
        reduction_steps,
    }
}

fn labels(items: &[&str]) -> Vec<String> {
    items.iter().map(|s| (*s).to_owned()).collect()
}

impl Default for Method {
    /// DOMAIN.md's defaults: 5x5 likelihood x impact banded Minimal..Severe
    /// (spec 9 colours), 4x4 adequacy x effectiveness banded Excellent..Poor.
    fn default() -> Self {
        Self {
            likelihood_labels: labels(&[
                "Rare",
                "Unlikely",
                "Possible",
                "Likely",
                "Almost certain",
            ]),
            impact_labels: labels(&[
                "Insignificant",
                "Minor",
                "Moderate",
                "Major",
                "Catastrophic",
            ]),
            risk_bands: vec![
                band("Minimal", 1, "#28C76F", 0),
                band("Low", 3, "#1E7B4B", 0),
                band("Medium", 6, "#F5C518", 0),
                band("High", 12, "#EA5455", 0),
                band("Severe", 20, "#8B1E1E", 0),
            ],
            adequacy_labels: labels(&[
                "Adequate",
                "Minor improvements",
                "Significant improvements",
                "Inadequate",
            ]),
            effectiveness_labels: labels(&[
                "Satisfactory",
                "Some weaknesses",
                "Major weaknesses",
                "Unsatisfactory",
            ]),
            control_bands: vec![
                band("Excellent", 1, "#1E7B4B", 2),
                band("Good", 2, "#1E7B4B", 1),
                band("Moderate", 3, "#F5C518", 1),
                band("Weak", 5, "#FF9F43", 0),
                band("Poor", 10, "#EA5455", 0),
            ],
            default_appetite: "Medium".into(),
        }
    }
}

/// Field errors of a method that cannot be used, keyed like the JSON.
pub type Problems = BTreeMap<String, String>;

fn check_bands(bands: &[Band], max: u32, key: &str, problems: &mut Problems) {
    if bands.is_empty() {
        problems.insert(key.into(), "At least one band is needed.".into());
        return;
    }
    if bands[0].min_score != 1 {
        problems.insert(
            format!("{key}.0.min_score"),
            "The first band starts at 1.".into(),
        );
    }
    for (i, b) in bands.iter().enumerate() {
        if b.name.trim().is_empty() {
            problems.insert(format!("{key}.{i}.name"), "Required".into());
        }
        if !is_colour(&b.color) {
            problems.insert(format!("{key}.{i}.color"), "A colour like #EA5455.".into());
        }
        if b.min_score > max {
            problems.insert(
                format!("{key}.{i}.min_score"),
                format!("Scores go up to {max}."),
            );
        }
        if i > 0 && b.min_score <= bands[i - 1].min_score {
            problems.insert(format!("{key}.{i}.min_score"), "Bands must rise.".into());
        }
    }
    let mut names: Vec<&str> = bands.iter().map(|b| b.name.trim()).collect();
    names.sort_unstable();
    names.dedup();
    if names.len() != bands.len() {
        problems.insert(key.into(), "Band names must differ.".into());
    }
}

fn is_colour(s: &str) -> bool {
    let hex = s.strip_prefix('#').unwrap_or("");
    (hex.len() == 6 || hex.len() == 3) && hex.chars().all(|c| c.is_ascii_hexdigit())
}

fn check_labels(
    labels: &[String],
    range: std::ops::RangeInclusive<usize>,
    key: &str,
    problems: &mut Problems,
) {
    if !range.contains(&labels.len()) {
        problems.insert(
            key.into(),
            format!("Between {} and {} levels.", range.start(), range.end()),
        );
    }
    for (i, l) in labels.iter().enumerate() {
        if l.trim().is_empty() {
            problems.insert(format!("{key}.{i}"), "Required".into());
        }
    }
}

impl Method {
    /// A method an admin proposes, its labels and names trimmed, or the
    /// field errors that make it unusable.
    pub fn proposal(self) -> Result<Method, super::error::RiskError> {
        let trim = |l: Vec<String>| l.into_iter().map(|s| s.trim().to_owned()).collect();
        let bands = |b: Vec<Band>| {
            b.into_iter()
                .map(|b| Band {
                    name: b.name.trim().to_owned(),
                    color: b.color.trim().to_owned(),
                    ..b
                })
                .collect()
        };
        let m = Method {
            likelihood_labels: trim(self.likelihood_labels),
            impact_labels: trim(self.impact_labels),
            risk_bands: bands(self.risk_bands),
            adequacy_labels: trim(self.adequacy_labels),
            effectiveness_labels: trim(self.effectiveness_labels),
            control_bands: bands(self.control_bands),
            default_appetite: self.default_appetite.trim().to_owned(),
        };
        let problems = m.problems();
        if problems.is_empty() {
            Ok(m)
        } else {
            Err(super::error::RiskError::Invalid(problems))
        }
    }

    /// Every problem that makes the method unusable; empty when it is fine.
    pub fn problems(&self) -> Problems {
        let mut p = Problems::new();
        check_labels(&self.likelihood_labels, 3..=6, "likelihood_labels", &mut p);
        check_labels(&self.impact_labels, 3..=6, "impact_labels", &mut p);
        check_labels(&self.adequacy_labels, 2..=6, "adequacy_labels", &mut p);
        check_labels(
            &self.effectiveness_labels,
            2..=6,
            "effectiveness_labels",
            &mut p,
        );
        check_bands(
            &self.risk_bands,
            self.max_risk_score(),
            "risk_bands",
            &mut p,
        );
        check_bands(
            &self.control_bands,
            self.max_control_score(),
            "control_bands",
            &mut p,
        );
        if !self
            .risk_bands
            .iter()
            .any(|b| b.name == self.default_appetite)
        {
            p.insert(
                "default_appetite".into(),
                "Must be one of the risk bands.".into(),
            );
        }
        p
    }

    pub fn likelihood_levels(&self) -> u32 {
        self.likelihood_labels.len() as u32
    }

    pub fn impact_levels(&self) -> u32 {
        self.impact_labels.len() as u32
    }

    pub fn max_risk_score(&self) -> u32 {
        self.likelihood_levels() * self.impact_levels()
    }

    pub fn max_control_score(&self) -> u32 {
        (self.adequacy_labels.len() * self.effectiveness_labels.len()) as u32
    }

    fn place(bands: &[Band], score: u32) -> Rated {
        let (i, b) = bands
            .iter()
            .enumerate()
            .rev()
            .find(|(_, b)| b.min_score <= score)
            .or_else(|| bands.iter().enumerate().next())
            .expect("a validated method has bands");
        Rated {
            score,
            name: b.name.clone(),
            color: b.color.clone(),
            level: i as u32 + 1,
        }
    }

    /// The risk band of likelihood x impact.
    pub fn rate_risk(&self, likelihood: u32, impact: u32) -> Rated {
        Self::place(&self.risk_bands, likelihood * impact)
    }

    /// The control band of adequacy x effectiveness (1 is best).
    pub fn rate_control(&self, adequacy: u32, effectiveness: u32) -> Rated {
        Self::place(&self.control_bands, adequacy * effectiveness)
    }

    /// The control band of a score (a group's strongest control, say).
    pub fn rate_control_score(&self, score: u32) -> Rated {
        Self::place(&self.control_bands, score)
    }

    fn control_band_of_score(&self, score: u32) -> (Rated, u32) {
        let rated = Self::place(&self.control_bands, score);
        let steps = self.control_bands[rated.level as usize - 1].reduction_steps;
        (rated, steps)
    }

    /// The band level of a rating name (1-based), if the method has it.
    pub fn risk_level_of(&self, name: &str) -> Option<u32> {
        self.risk_bands
            .iter()
            .position(|b| b.name == name)
            .map(|i| i as u32 + 1)
    }

    /// Clamps a likelihood or impact into the matrix (after a size change).
    pub fn clamp(&self, likelihood: u32, impact: u32) -> (u32, u32) {
        (
            likelihood.clamp(1, self.likelihood_levels()),
            impact.clamp(1, self.impact_levels()),
        )
    }
}

/// A control as the net computation sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ControlFactor {
    pub preventive: bool,
    pub in_place: bool,
    /// adequacy x effectiveness.
    pub score: u32,
}

/// The net rating and how it was reached.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NetResult {
    pub preventive: Option<Rated>,
    pub mitigating: Option<Rated>,
    /// All in-place controls together (the risk's control rating).
    pub overall: Option<Rated>,
    pub likelihood_steps: u32,
    pub impact_steps: u32,
    pub computed_likelihood: u32,
    pub computed_impact: u32,
    pub net_likelihood: u32,
    pub net_impact: u32,
    pub overridden: bool,
    pub summary: String,
}

/// The strongest score (1 is best). Not a mean: with a mean, adding a
/// weaker control to a strong one raised net risk (issue 13); the strongest
/// control of a group only gets stronger or stays as controls are added.
fn strongest(scores: &[u32]) -> Option<u32> {
    scores.iter().copied().min()
}

/// Net (residual) risk, docs/risk-method.md: in-place preventive controls
/// take their band's steps off likelihood, detective and corrective ones off
/// impact, each group rated by its strongest control, so adding a control
/// never raises net risk; never below 1, so never above gross. An override
/// replaces the result but may not exceed gross either.
pub fn net(
    method: &Method,
    gross_likelihood: u32,
    gross_impact: u32,
    controls: &[ControlFactor],
    override_to: Option<(u32, u32)>,
) -> NetResult {
    let in_place: Vec<&ControlFactor> = controls.iter().filter(|c| c.in_place).collect();
    let group = |preventive: bool| -> Vec<u32> {
        in_place
            .iter()
            .filter(|c| c.preventive == preventive)
            .map(|c| c.score)
            .collect()
    };
    let rate = |scores: Vec<u32>| strongest(&scores).map(|s| method.control_band_of_score(s));
    let preventive = rate(group(true));
    let mitigating = rate(group(false));
    let overall = strongest(&in_place.iter().map(|c| c.score).collect::<Vec<_>>())
        .map(|s| method.control_band_of_score(s).0);
    let likelihood_steps = preventive.as_ref().map_or(0, |p| p.1);
    let impact_steps = mitigating.as_ref().map_or(0, |m| m.1);
    let computed_likelihood = gross_likelihood.saturating_sub(likelihood_steps).max(1);
    let computed_impact = gross_impact.saturating_sub(impact_steps).max(1);
    let (net_likelihood, net_impact, overridden) = match override_to {
        Some((l, i)) => (l.clamp(1, gross_likelihood), i.clamp(1, gross_impact), true),
        None => (computed_likelihood, computed_impact, false),
    };
    let describe = |r: &Option<(Rated, u32)>, kind: &str, axis: &str| match r {
        Some((rated, steps)) => format!(
            "{kind} controls rate {} (strongest score {}): {steps} step(s) off {axis}.",
            rated.name, rated.score
        ),
        None => format!(
            "No {} controls in place: {axis} unchanged.",
            kind.to_lowercase()
        ),
    };
    let mut summary = format!(
        "Gross {gross_likelihood} x {gross_impact} = {}. {} {} Computed net {computed_likelihood} x {computed_impact} = {}.",
        gross_likelihood * gross_impact,
        describe(&preventive, "Preventive", "likelihood"),
        describe(&mitigating, "Detective and corrective", "impact"),
        computed_likelihood * computed_impact,
    );
    if overridden {
        summary.push_str(&format!(
            " Overridden by the assessor to {net_likelihood} x {net_impact} = {}.",
            net_likelihood * net_impact
        ));
    }
    NetResult {
        preventive: preventive.map(|p| p.0),
        mitigating: mitigating.map(|m| m.0),
        overall,
        likelihood_steps,
        impact_steps,
        computed_likelihood,
        computed_impact,
        net_likelihood,
        net_impact,
        overridden,
        summary,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn m() -> Method {
        Method::default()
    }

    #[test]
    fn the_default_method_is_valid() {
        assert!(m().problems().is_empty(), "{:?}", m().problems());
    }

    #[test]
    fn a_proposal_is_trimmed_and_refused_with_the_fields_that_stop_it() {
        let mut p = m();
        p.likelihood_labels[0] = " Rare ".into();
        p.risk_bands[0].name = format!(" {} ", p.risk_bands[0].name);
        p.default_appetite = format!(" {} ", p.default_appetite);
        let ok = p.proposal().expect("a valid method");
        assert_eq!(ok.likelihood_labels[0], "Rare");
        assert_eq!(ok.risk_bands[0].name, m().risk_bands[0].name);
        assert_eq!(ok.default_appetite, m().default_appetite);

        let mut bad = m();
        bad.impact_labels[1] = "  ".into();
        let Err(super::super::error::RiskError::Invalid(fields)) = bad.proposal() else {
            panic!("a blank label is refused");
        };
        assert_eq!(fields["impact_labels.1"], "Required");
    }

    #[test]
    fn risk_scores_fall_into_the_domain_bands() {
        let names: Vec<String> = [(1, 1), (1, 2), (1, 3), (2, 3), (3, 4), (4, 5), (5, 5)]
            .iter()
            .map(|(l, i)| m().rate_risk(*l, *i).name)
            .collect();
        assert_eq!(
            names,
            [
                "Minimal", "Minimal", "Low", "Medium", "High", "Severe", "Severe"
            ]
        );
        let high = m().rate_risk(3, 4);
        assert_eq!(
            (high.score, high.level, high.color.as_str()),
            (12, 4, "#EA5455")
        );
    }

    #[test]
    fn control_scores_fall_into_the_domain_bands() {
        let names: Vec<String> = [(1, 1), (1, 2), (2, 2), (1, 3), (3, 3), (2, 5), (4, 4)]
            .iter()
            .map(|(a, e)| m().rate_control(*a, *e).name)
            .collect();
        assert_eq!(
            names,
            [
                "Excellent",
                "Good",
                "Moderate",
                "Moderate",
                "Weak",
                "Poor",
                "Poor"
            ]
        );
    }

    #[test]
    fn without_controls_net_equals_gross() {
        let r = net(&m(), 4, 5, &[], None);
        assert_eq!((r.net_likelihood, r.net_impact), (4, 5));
        assert!(r.overall.is_none());
        assert!(r.summary.contains("No preventive controls"));
    }

    #[test]
    fn preventive_controls_lower_likelihood_and_others_impact() {
        let controls = [
            ControlFactor {
                preventive: true,
                in_place: true,
                score: 1,
            },
            ControlFactor {
                preventive: false,
                in_place: true,
                score: 4,
            },
        ];
        let r = net(&m(), 4, 5, &controls, None);
        assert_eq!(r.preventive.as_ref().unwrap().name, "Excellent");
        assert_eq!(r.mitigating.as_ref().unwrap().name, "Moderate");
        assert_eq!((r.likelihood_steps, r.impact_steps), (2, 1));
        assert_eq!((r.net_likelihood, r.net_impact), (2, 4));
        // Overall: the strongest in-place control, 1, Excellent.
        assert_eq!(r.overall.unwrap().name, "Excellent");
    }

    #[test]
    fn proposed_controls_do_not_count_and_weak_ones_take_nothing_off() {
        let controls = [
            ControlFactor {
                preventive: true,
                in_place: false,
                score: 1,
            },
            ControlFactor {
                preventive: true,
                in_place: true,
                score: 9,
            },
        ];
        let r = net(&m(), 3, 3, &controls, None);
        assert_eq!(r.preventive.unwrap().name, "Weak");
        assert_eq!((r.net_likelihood, r.net_impact), (3, 3));
    }

    #[test]
    fn net_never_goes_below_one_or_above_gross() {
        let strong = [ControlFactor {
            preventive: true,
            in_place: true,
            score: 1,
        }];
        let r = net(&m(), 1, 2, &strong, None);
        assert_eq!(r.net_likelihood, 1);
        let r = net(&m(), 2, 2, &[], Some((5, 5)));
        assert_eq!((r.net_likelihood, r.net_impact), (2, 2));
        assert!(r.overridden);
    }

    #[test]
    fn adding_a_weaker_control_never_raises_net_risk() {
        // Issue 13: an Excellent preventive control (score 1) alone gives
        // 3 x 3 -> 1 x 3; a Good one (score 2) added beside it used to
        // average to 2 (one step) and raise net to 2 x 3.
        let excellent = ControlFactor {
            preventive: true,
            in_place: true,
            score: 1,
        };
        let good = ControlFactor {
            score: 2,
            ..excellent
        };
        let alone = net(&m(), 3, 3, &[excellent], None);
        let both = net(&m(), 3, 3, &[excellent, good], None);
        assert_eq!((alone.net_likelihood, alone.net_impact), (1, 3));
        assert_eq!((both.net_likelihood, both.net_impact), (1, 3));
        assert_eq!(both.preventive.unwrap().name, "Excellent");
    }

    #[test]
    fn no_added_control_of_any_kind_or_strength_raises_net_risk() {
        let kinds = [true, false];
        let scores = [1, 2, 3, 4, 6, 9, 12, 16];
        let mut sets: Vec<Vec<ControlFactor>> = vec![vec![]];
        for &preventive in &kinds {
            for &score in &scores {
                let c = ControlFactor {
                    preventive,
                    in_place: true,
                    score,
                };
                let more: Vec<Vec<ControlFactor>> = sets
                    .iter()
                    .filter(|s| s.len() < 3)
                    .map(|s| [s.clone(), vec![c]].concat())
                    .collect();
                sets.extend(more);
            }
        }
        for (gl, gi) in [(5, 5), (3, 4), (2, 2)] {
            for set in &sets {
                let before = net(&m(), gl, gi, set, None);
                for &preventive in &kinds {
                    for &score in &scores {
                        let added = [
                            set.clone(),
                            vec![ControlFactor {
                                preventive,
                                in_place: true,
                                score,
                            }],
                        ]
                        .concat();
                        let after = net(&m(), gl, gi, &added, None);
                        assert!(
                            after.net_likelihood * after.net_impact
                                <= before.net_likelihood * before.net_impact,
                            "adding {preventive}/{score} to {set:?} at {gl}x{gi} raised net risk"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn a_method_with_falling_bands_or_a_bad_size_is_refused() {
        let mut bad = m();
        bad.likelihood_labels.truncate(2);
        bad.risk_bands[2].min_score = 2;
        bad.risk_bands[4].color = "red".into();
        let p = bad.problems();
        assert!(p.contains_key("likelihood_labels"));
        assert!(p.contains_key("risk_bands.2.min_score"));
        assert!(p.contains_key("risk_bands.4.color"));
    }

    #[test]
    fn a_four_by_four_method_rates_within_its_size() {
        let mut four = m();
        four.likelihood_labels.pop();
        four.impact_labels.pop();
        four.risk_bands = vec![
            band("Low", 1, "#28C76F", 0),
            band("Medium", 4, "#F5C518", 0),
            band("High", 9, "#EA5455", 0),
        ];
        assert!(four.problems().is_empty(), "{:?}", four.problems());
        assert_eq!(four.rate_risk(4, 4).name, "High");
        assert_eq!(four.clamp(5, 2), (4, 2));
    }

    /// The cases shared with the SPA's `net-rating.test.ts`.
    mod shared_cases {
        use std::collections::BTreeMap;

        use serde::Deserialize;

        use super::super::*;

        #[derive(Deserialize)]
        struct Fixture {
            methods: BTreeMap<String, Method>,
            cases: Vec<Case>,
        }

        #[derive(Deserialize)]
        struct Axes {
            likelihood: u32,
            impact: u32,
        }

        #[derive(Deserialize)]
        struct Control {
            intention: String,
            state: String,
            adequacy: u32,
            effectiveness: u32,
        }

        #[derive(Deserialize)]
        struct Case {
            name: String,
            method: String,
            gross: Axes,
            controls: Vec<Control>,
            #[serde(rename = "override")]
            override_to: Option<Axes>,
            expected: Expected,
        }

        #[derive(Debug, PartialEq, Deserialize)]
        struct Expected {
            gross_rating: String,
            preventive: Option<String>,
            mitigating: Option<String>,
            likelihood_steps: u32,
            impact_steps: u32,
            computed_likelihood: u32,
            computed_impact: u32,
            net_likelihood: u32,
            net_impact: u32,
            net_score: u32,
            net_rating: String,
            net_level: u32,
            overridden: bool,
        }

        #[test]
        fn every_shared_net_rating_case_gives_the_expected_net() {
            let fixture: Fixture =
                serde_json::from_str(include_str!("../../../../testdata/net-rating-cases.json"))
                    .expect("the shared fixture parses");
            assert!(!fixture.cases.is_empty());
            for case in &fixture.cases {
                let method = &fixture.methods[&case.method];
                assert!(
                    method.problems().is_empty(),
                    "{}: {:?}",
                    case.method,
                    method.problems()
                );
                let controls: Vec<ControlFactor> = case
                    .controls
                    .iter()
                    .map(|c| ControlFactor {
                        preventive: c.intention == "prevent",
                        in_place: c.state == "in_place",
                        score: c.adequacy * c.effectiveness,
                    })
                    .collect();
                let over = case.override_to.as_ref().map(|o| (o.likelihood, o.impact));
                let (gl, gi) = (case.gross.likelihood, case.gross.impact);
                let r = net(method, gl, gi, &controls, over);
                let rated = method.rate_risk(r.net_likelihood, r.net_impact);
                let got = Expected {
                    gross_rating: method.rate_risk(gl, gi).name,
                    preventive: r.preventive.map(|p| p.name),
                    mitigating: r.mitigating.map(|m| m.name),
                    likelihood_steps: r.likelihood_steps,
                    impact_steps: r.impact_steps,
                    computed_likelihood: r.computed_likelihood,
                    computed_impact: r.computed_impact,
                    net_likelihood: r.net_likelihood,
                    net_impact: r.net_impact,
                    net_score: rated.score,
                    net_rating: rated.name,
                    net_level: rated.level,
                    overridden: r.overridden,
                };
                assert_eq!(got, case.expected, "case: {}", case.name);
            }
        }
    }
}
