// The default risk method (DOMAIN.md; the server's Method::default) for tests.
import type { RiskMethod } from '../api/types';

export const TEST_METHOD: RiskMethod = {
  version: 1,
  likelihood_labels: ['Rare', 'Unlikely', 'Possible', 'Likely', 'Almost certain'],
  impact_labels: ['Insignificant', 'Minor', 'Moderate', 'Major', 'Catastrophic'],
  risk_bands: [
    { name: 'Minimal', min_score: 1, color: '#28C76F', reduction_steps: 0 },
    { name: 'Low', min_score: 3, color: '#1E7B4B', reduction_steps: 0 },
    { name: 'Medium', min_score: 6, color: '#F5C518', reduction_steps: 0 },
    { name: 'High', min_score: 12, color: '#EA5455', reduction_steps: 0 },
    { name: 'Severe', min_score: 20, color: '#8B1E1E', reduction_steps: 0 },
  ],
  adequacy_labels: ['Adequate', 'Minor improvements', 'Significant improvements', 'Inadequate'],
  effectiveness_labels: ['Satisfactory', 'Some weaknesses', 'Major weaknesses', 'Unsatisfactory'],
  control_bands: [
    { name: 'Excellent', min_score: 1, color: '#1E7B4B', reduction_steps: 2 },
    { name: 'Good', min_score: 2, color: '#1E7B4B', reduction_steps: 1 },
    { name: 'Moderate', min_score: 3, color: '#F5C518', reduction_steps: 1 },
    { name: 'Weak', min_score: 5, color: '#FF9F43', reduction_steps: 0 },
    { name: 'Poor', min_score: 10, color: '#EA5455', reduction_steps: 0 },
  ],
  default_appetite: 'Medium',
  created_at: '2026-01-01T00:00:00Z',
  created_by: 'system',
};
