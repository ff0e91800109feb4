-- Fills the register with 100,000 risks for the register benchmark
-- (scripts/bench.sh): spread over the demo categories, functions and owners,
-- every likelihood x impact, a mix of approval statuses. Each column cycles
-- with its own period (10, 6, 4, 13, 6 of g/6) so filters do not correlate.
-- The levels are computed here rather than by an UPDATE afterwards, which
-- left every index with a dead entry per row (3x their size, issue 12).
CREATE FUNCTION pg_temp.lvl(score integer) RETURNS integer LANGUAGE sql IMMUTABLE AS
  $$ SELECT CASE WHEN score >= 20 THEN 5 WHEN score >= 12 THEN 4 WHEN score >= 6 THEN 3
                 WHEN score >= 3 THEN 2 ELSE 1 END $$;
INSERT INTO risk.risks (
  id, reference, title, description, risk_event, causes, effects,
  category_id, function_id, owner_id, status, approval_status,
  gross_likelihood, gross_impact, gross_score, gross_level, control_score,
  net_likelihood, net_impact, net_score, net_level, net_rating,
  override_likelihood, override_impact, override_justification,
  response, appetite, over_appetite, trend, key_risk_indicator, kri_level,
  method_version, version, changed_by, created_by, created_at, updated_at, deleted_at)
SELECT
  'bench-' || g, 'B-' || lpad(g::text, 6, '0'),
  'Benchmark risk ' || g || ' ' || md5(g::text), 'Generated for the benchmark.', '', '', '',
  (ARRAY['cat-tech-cyber','cat-tech-availability','cat-comp-privacy','cat-comp-aml','cat-ops-third',
         'cat-ops-process','cat-ops-people','cat-fin-credit','cat-fin-liquidity','cat-strategic'])[1 + g % 10],
  (ARRAY['fn-executive','fn-finance','fn-compliance','fn-operations','fn-it','fn-hr'])[1 + g % 6],
  (ARRAY['usr-admin','usr-editor','usr-staff','usr-demo'])[1 + g % 4],
  CASE WHEN g % 13 = 0 THEN 'inactive' ELSE 'active' END,
  (ARRAY['approved','approved','approved','pending','proposed','rejected'])[1 + (g / 6) % 6],
  gl, gi, gl * gi, pg_temp.lvl(gl * gi), NULL,
  nl, gi, nl * gi, pg_temp.lvl(nl * gi),
  CASE WHEN nl * gi >= 20 THEN 'Severe' WHEN nl * gi >= 12 THEN 'High' WHEN nl * gi >= 6 THEN 'Medium'
       WHEN nl * gi >= 3 THEN 'Low' ELSE 'Minimal' END,
  NULL, NULL, '', 'monitor', 'Medium', nl * gi >= 6, 0, '', '',
  1, 1, 'usr-editor', 'usr-editor', now() - (g % 365) * interval '1 day', now(), NULL
FROM (
  SELECT g, 1 + (g * 7) % 5 AS gl, 1 + (g * 3) % 5 AS gi, GREATEST(1, 1 + (g * 7) % 5 - g % 2) AS nl
  FROM generate_series(1, 100000) AS g
) s;
DROP FUNCTION pg_temp.lvl(integer);
VACUUM ANALYZE risk.risks;
