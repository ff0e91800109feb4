// The reason a risk's re-assessment is due, as a sentence. The risk service
// stores `<reason>:<incident reference>` (linked:INC-0042,
// loss_threshold:INC-0042); the known reasons read by their text with the
// incident's reference, anything else as the service wrote it.
import type { TFunction } from 'i18next';

export function reassessmentReasonText(t: TFunction, stored: string | undefined): string {
  const text = (stored ?? '').trim();
  if (!text) return t('riskIncidents.reassessment.reasonUnknown');
  const split = text.indexOf(':');
  const code = split < 0 ? text : text.slice(0, split);
  const reference = split < 0 ? '' : text.slice(split + 1).trim();
  if (!/^[a-z_]+$/.test(code)) return text;
  const key = `riskIncidents.reassessment.${reference ? 'reasonsWithReference' : 'reasons'}.${code}`;
  return t(key, { reference, defaultValue: text });
}
