// "How the net rating was computed", shown once: the control groups'
// ratings, the steps taken off each axis and any override with its
// justification, as translated steps. (The server's English one-line
// summary said the same again and is not shown.)
import { IconCalculator } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Risk } from '../../api/types';
import { NetBreakdown } from '../risk-form/net-breakdown';
import { SectionCard } from '@/components/ui/section-card';

export function NetExplanationCard({ risk }: { risk: Risk }) {
  const { t } = useTranslation();
  const explanation = risk.net_explanation;
  return (
    <SectionCard title={t('risk.detail.howNet')} icon={IconCalculator} id="risk-net">
      <NetBreakdown
        value={{
          gross: risk.gross_risk,
          gross_likelihood: risk.gross_likelihood,
          gross_impact: risk.gross_impact,
          preventive: explanation.preventive_controls,
          mitigating: explanation.mitigating_controls,
          likelihood_steps: explanation.likelihood_steps,
          impact_steps: explanation.impact_steps,
          computed_likelihood: explanation.computed_likelihood,
          computed_impact: explanation.computed_impact,
          net: risk.net_risk,
          net_likelihood: risk.net_likelihood,
          net_impact: risk.net_impact,
          overridden: explanation.overridden,
          justification: explanation.justification,
        }}
      />
    </SectionCard>
  );
}
