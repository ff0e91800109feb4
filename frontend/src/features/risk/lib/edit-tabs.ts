// The tabs of the edit dialog and which one holds each field (so the server's
// 422 field errors open the right tab).
export type EditTab = 'details' | 'assessment' | 'controls' | 'net';
export const EDIT_TABS: EditTab[] = ['details', 'assessment', 'controls', 'net'];

const ASSESSMENT = new Set([
  'gross_likelihood',
  'gross_impact',
  'response',
  'appetite',
  'key_risk_indicator',
  'kri_level',
  'status',
  'acceptance_justification',
  'acceptance_expires_on',
  'next_review_on',
]);

/** The tab holding a field key. */
export function tabOfField(key: string): EditTab {
  if (key === 'control_ids') return 'controls';
  if (key.startsWith('net_override')) return 'net';
  if (ASSESSMENT.has(key)) return 'assessment';
  return 'details';
}
