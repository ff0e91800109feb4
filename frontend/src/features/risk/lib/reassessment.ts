// The reason a risk's re-assessment is due, as a sentence: the incident
// service's codes (linked, loss_threshold) by their text, anything else as
// the risk service wrote it.
import type { TFunction } from 'i18next';

export function reassessmentReasonText(t: TFunction, reason: string | undefined): string {
  const code = (reason ?? '').trim();
  if (!code) return t('riskIncidents.reassessment.reasonUnknown');
  if (!/^[a-z_]+$/.test(code)) return code;
  return t(`riskIncidents.reassessment.reasons.${code}`, { defaultValue: code });
}
