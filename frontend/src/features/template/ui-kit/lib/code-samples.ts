// The code the syntax highlighter page shows: one sample per language and a
// small project of files for the tabs (code is not translated).

export type CodeSample = { language: string; fileName: string; code: string };

export const SAMPLES: Record<'tsx' | 'rust' | 'json' | 'bash' | 'sql', CodeSample> = {
  tsx: {
    language: 'tsx',
    fileName: 'RiskBadge.tsx',
    code: `import { Badge } from '@mantine/core';

type Props = { score: number };

// A risk score as a coloured badge.
export function RiskBadge({ score }: Props) {
  const color = score >= 15 ? 'danger' : score >= 8 ? 'warning' : 'success';
  return <Badge color={color}>{score}</Badge>;
}`,
  },
  rust: {
    language: 'rust',
    fileName: 'score.rs',
    code: `/// The inherent score of a risk: likelihood times impact.
pub fn score(likelihood: u8, impact: u8) -> u16 {
    u16::from(likelihood) * u16::from(impact)
}

#[cfg(test)]
mod tests {
    #[test]
    fn multiplies() {
        assert_eq!(super::score(3, 4), 12);
    }
}`,
  },
  json: {
    language: 'json',
    fileName: 'risk.json',
    code: `{
  "id": "R-101",
  "title": "Supplier outage",
  "likelihood": 3,
  "impact": 4,
  "owner": "admin@demo.com",
  "tags": ["operations", "vendor"],
  "closed": false
}`,
  },
  bash: {
    language: 'bash',
    fileName: 'deploy.sh',
    code: `#!/usr/bin/env bash
set -euo pipefail

# Build the SPA and start the server.
cd frontend && npm ci && npm run build
cd .. && cargo run --release --bin riskhub -- --port "\${PORT:-8080}"`,
  },
  sql: {
    language: 'sql',
    fileName: 'top-risks.sql',
    code: `-- The ten highest-scoring open risks.
SELECT id, title, likelihood * impact AS score
FROM risks
WHERE closed_at IS NULL
ORDER BY score DESC
LIMIT 10;`,
  },
};

/** The number of lines of a code sample (for the line-number gutter). */
export function lineCount(code: string): number {
  return code.trim().split('\n').length;
}

/** A longer query for the expandable block. */
export const LONG_SQL = `${SAMPLES.sql.code}

-- Open risks per owner, with their average score.
SELECT u.email, COUNT(r.id) AS open_risks, AVG(r.likelihood * r.impact) AS avg_score
FROM users u
JOIN risks r ON r.owner_id = u.id
WHERE r.closed_at IS NULL
GROUP BY u.email
HAVING COUNT(r.id) > 2
ORDER BY avg_score DESC;`;
