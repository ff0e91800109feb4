//! The rating rule of a risk: from its gross position, its controls, an
//! optional override and its appetite to every derived rating the register
//! stores (gross and net band, control rating, over-appetite).

use super::method::{ControlFactor, Method, NetResult, Rated, net};

/// What the assessor gives of a risk.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RiskPosition<'a> {
    pub gross_likelihood: u32,
    pub gross_impact: u32,
    /// The assessor's own net position, if any.
    pub override_to: Option<(u32, u32)>,
    /// The appetite band's name; the method's default when unknown.
    pub appetite: &'a str,
}

/// Every rating derived from a [`RiskPosition`], the controls and the method.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Assessment {
    /// Gross likelihood and impact, clamped into the method's matrix.
    pub gross_likelihood: u32,
    pub gross_impact: u32,
    pub gross: Rated,
    pub net: Rated,
    pub over_appetite: bool,
    /// How the net was reached (control rating, steps, override).
    pub explanation: NetResult,
}

/// Rates a risk by the method (docs/risk-method.md): gross is clamped into the
/// matrix, net follows [`net`], and a net band above the appetite's (or the
/// method's default appetite's) is over appetite.
pub fn assess(
    method: &Method,
    position: RiskPosition<'_>,
    controls: &[ControlFactor],
) -> Assessment {
    let (gl, gi) = method.clamp(position.gross_likelihood, position.gross_impact);
    let n = net(method, gl, gi, controls, position.override_to);
    let gross = method.rate_risk(gl, gi);
    let net_rated = method.rate_risk(n.net_likelihood, n.net_impact);
    let appetite_level = method
        .risk_level_of(position.appetite)
        .or_else(|| method.risk_level_of(&method.default_appetite))
        .unwrap_or(u32::MAX);
    Assessment {
        gross_likelihood: gl,
        gross_impact: gi,
        gross,
        over_appetite: net_rated.level > appetite_level,
        net: net_rated,
        explanation: n,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn position(l: u32, i: u32, appetite: &str) -> RiskPosition<'_> {
        RiskPosition {
            gross_likelihood: l,
            gross_impact: i,
            override_to: None,
            appetite,
        }
    }

    #[test]
    fn gross_outside_the_matrix_is_clamped_into_it() {
        let a = assess(&Method::default(), position(9, 0, "Medium"), &[]);
        assert_eq!((a.gross_likelihood, a.gross_impact), (5, 1));
        assert_eq!(a.gross.score, 5);
    }

    #[test]
    fn a_net_band_above_the_appetite_is_over_appetite() {
        let m = Method::default();
        assert!(assess(&m, position(4, 4, "Medium"), &[]).over_appetite);
        assert!(!assess(&m, position(4, 4, "High"), &[]).over_appetite);
    }

    #[test]
    fn an_unknown_appetite_falls_back_to_the_default_one() {
        let m = Method::default();
        assert!(assess(&m, position(4, 4, "Nonsense"), &[]).over_appetite);
        assert!(!assess(&m, position(2, 3, "Nonsense"), &[]).over_appetite);
    }
}
