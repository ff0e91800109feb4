-- Fills the incident register with 100,000 incidents for the incident list
-- benchmark (issue 14; scripts/bench.sh, after scripts/bench-risks.sql,
-- whose risks 'bench-1'..'bench-100000' the incidents link). In the
-- all-in-one server on PostgreSQL every service has its own schema of one
-- database, so the tables are addressed as incident.<table> (as
-- bench-risks.sql addresses risk.risks).
--
-- Every column is drawn by its own hash of the row number (pg_temp.r), so
-- filters do not correlate; the incidents are consistent with what the
-- service would have stored: references continue the counter, open/total
-- actions match the actions, status is closed exactly when there are
-- actions and all are complete, actual_loss is the actual losses less the
-- recoveries, the version matches the approval history, proposed and
-- pending ones have their maker, deleted ones are approval_status 'deleted'.
-- Three sub-categories are added under the installed ones. Set-based: one
-- INSERT ... SELECT per table, about 10-20 s.

-- A deterministic pseudo-random integer in [0, m) for row g and column salt.
CREATE FUNCTION pg_temp.r(g integer, salt integer, m integer) RETURNS integer
  LANGUAGE sql IMMUTABLE AS
  $$ SELECT ((hashint8((g::bigint << 8) | salt) & 2147483647) % m)::integer $$;

INSERT INTO incident.incident_categories (id, name, parent_id, description, notification_hours, loss_threshold)
VALUES
  ('inc-fraud-card', 'Card fraud', 'inc-fraud', 'Fraudulent card payments', 0, 5000.0),
  ('inc-data-phishing', 'Phishing', 'inc-data', 'Credentials or data given away to a phishing attack', 72, 0.0),
  ('inc-outage-network', 'Network outage', 'inc-outage', 'Loss of network connectivity', 0, 25000.0)
ON CONFLICT (id) DO NOTHING;

CREATE TEMP TABLE bench_incident AS
SELECT
  g,
  'bench-inc-' || g AS id,
  n,
  CASE WHEN n < 10000 THEN 'INC-' || lpad(n::text, 4, '0') ELSE 'INC-' || n END AS reference,
  subject || ' ' || event || ' - case ' || g AS title,
  category_id, function_id, location,
  occurred, reported,
  experience_type, escalation_level, approval_status, breach,
  total_actions, open_actions,
  total_actions > 0 AND open_actions = 0 AS closed,
  gross, recovery,
  maker, approver, manager_id, reported_by, reporter_type, detection_method, source, cause_category,
  risks,
  (reported + time '10:00') AT TIME ZONE 'UTC' AS created_at,
  -- Notified (categories with a reporting clock only): most of them, within four days.
  CASE WHEN category_id IN ('inc-data', 'inc-data-phishing') AND pg_temp.r(g, 20, 100) < 85
       THEN LEAST(now(), (reported + time '10:00') AT TIME ZONE 'UTC' + pg_temp.r(g, 21, 96) * interval '1 hour')
  END AS notified_at,
  LEAST(now() - interval '1 hour',
        (reported + time '15:00') AT TIME ZONE 'UTC' + (5 + pg_temp.r(g, 22, 40)) * interval '1 day') AS done_at
FROM (
  SELECT
    g,
    start + g AS n,
    (ARRAY['Customer data', 'Payment file', 'Laptop', 'Server', 'Supplier invoice', 'Access badge',
           'Firewall rule', 'Payroll run', 'Cash drawer', 'Mobile app', 'Warehouse stock', 'Email',
           'Backup tape', 'Contract', 'Vehicle', 'Card terminal', 'Database', 'Forklift', 'Website',
           'Trading limit'])[1 + pg_temp.r(g, 1, 20)] AS subject,
    (ARRAY['lost', 'stolen', 'misdirected', 'leaked', 'delayed', 'duplicated', 'failed', 'forged',
           'damaged', 'exposed', 'overridden', 'unavailable'])[1 + pg_temp.r(g, 2, 12)] AS event,
    (ARRAY['inc-fraud', 'inc-outage', 'inc-data', 'inc-safety', 'inc-complaint', 'inc-regulatory',
           'inc-supplier', 'inc-fraud-card', 'inc-data-phishing', 'inc-outage-network'])[1 + pg_temp.r(g, 3, 10)] AS category_id,
    (ARRAY['fn-executive', 'fn-finance', 'fn-compliance', 'fn-operations', 'fn-it', 'fn-hr'])[1 + pg_temp.r(g, 4, 6)] AS function_id,
    (ARRAY['London head office', 'Paris branch', 'Lisbon data centre', 'Berlin warehouse',
           'Madrid call centre', 'Dublin office', 'Frankfurt data centre', 'Porto branch', 'Lyon plant',
           'Munich office', 'Online banking', 'Mobile channel', 'Remote work', 'Supplier site',
           'Customer premises', 'Plant room'])[1 + pg_temp.r(g, 5, 16)] AS location,
    -- Three years up to yesterday; reported 0-5 days later, not after yesterday.
    current_date - 1 - pg_temp.r(g, 6, 1095) AS occurred,
    LEAST(current_date - 1, current_date - 1 - pg_temp.r(g, 6, 1095) + pg_temp.r(g, 7, 6)) AS reported,
    CASE WHEN pg_temp.r(g, 8, 20) < 7 THEN 'near_miss' WHEN pg_temp.r(g, 8, 20) < 10 THEN 'opportunity_cost'
         WHEN pg_temp.r(g, 8, 20) < 14 THEN 'indirect_loss' ELSE 'direct_financial_loss' END AS experience_type,
    CASE WHEN pg_temp.r(g, 9, 10) < 6 THEN 'management' WHEN pg_temp.r(g, 9, 10) < 9 THEN 'executive'
         ELSE 'board' END AS escalation_level,
    CASE WHEN pg_temp.r(g, 10, 100) < 70 THEN 'approved' WHEN pg_temp.r(g, 10, 100) < 82 THEN 'pending'
         WHEN pg_temp.r(g, 10, 100) < 92 THEN 'proposed' WHEN pg_temp.r(g, 10, 100) < 99 THEN 'rejected'
         ELSE 'deleted' END AS approval_status,
    pg_temp.r(g, 11, 100) < 15 AS breach,
    -- Half have 1-3 actions; of those, older incidents are mostly done.
    total_actions,
    CASE WHEN total_actions = 0 THEN 0
         WHEN pg_temp.r(g, 13, 4) > 0 AND pg_temp.r(g, 6, 1095) > 120 THEN 0
         WHEN pg_temp.r(g, 13, 3) = 0 THEN 0
         ELSE 1 + pg_temp.r(g, 14, total_actions) END AS open_actions,
    -- Loss before recoveries (direct and indirect losses only), a fifth recovered by 30%.
    CASE WHEN pg_temp.r(g, 8, 20) >= 10
         THEN (1 + pg_temp.r(g, 15, 500)) * 100.0 * CASE WHEN pg_temp.r(g, 16, 50) = 0 THEN 20 ELSE 1 END
         ELSE 0.0 END AS gross,
    pg_temp.r(g, 8, 20) >= 10 AND pg_temp.r(g, 17, 5) = 0 AS recovery,
    u[1 + pg_temp.r(g, 18, 4)] AS maker,
    u[1 + (pg_temp.r(g, 18, 4) + 1 + pg_temp.r(g, 19, 3)) % 4] AS approver,
    u[1 + pg_temp.r(g, 23, 4)] AS manager_id,
    (ARRAY['Emma Clarke', 'Sam Patel', 'Dana Lee', 'Alex Morgan', 'Priya Shah', 'Jonas Weber',
           'Marie Dubois', 'Rui Costa'])[1 + pg_temp.r(g, 24, 8)] AS reported_by,
    (ARRAY['employee', 'agent', 'supplier', 'customer', 'public'])[1 + pg_temp.r(g, 25, 5)] AS reporter_type,
    (ARRAY['Reconciliation', 'Monitoring alert', 'Customer call', 'Line manager', 'Complaint log',
           'Internal audit', 'Supplier report', 'Site inspection', 'Employee report', 'Service desk'])[1 + pg_temp.r(g, 26, 10)] AS detection_method,
    (ARRAY['email', 'phone', 'in_person', 'social_media', 'media'])[1 + pg_temp.r(g, 27, 5)] AS source,
    (ARRAY['people', 'systems', 'processes', 'external_events'])[1 + pg_temp.r(g, 28, 4)] AS cause_category,
    -- 0-3 linked risks among scripts/bench-risks.sql's (distinct).
    ARRAY(SELECT DISTINCT 'bench-' || (1 + pg_temp.r(g, 30 + k, 100000))
          FROM generate_series(1, pg_temp.r(g, 29, 4)) AS k) AS risks
  FROM (SELECT g, CASE WHEN pg_temp.r(g, 12, 2) = 0 THEN 0 ELSE 1 + pg_temp.r(g, 31, 3) END AS total_actions
        FROM generate_series(1, 100000) AS g) gs,
       (SELECT value AS start FROM incident.incident_sequences WHERE name = 'incident') seq,
       (SELECT ARRAY['usr-admin', 'usr-editor', 'usr-staff', 'usr-demo'] AS u) users
) s;

INSERT INTO incident.incidents (
  id, reference, title, description, category_id, function_id, location, occurred_on, reported_on,
  reported_by, reporter_type, detection_method, source, cause_category, experience_type,
  actual_loss, estimated_loss, max_potential_loss, escalation_level, manager_id, approval_status,
  breach, status, closed_at, notified_at, control_id, open_actions, total_actions, version,
  changed_by, created_by, created_at, updated_at, deleted)
SELECT
  id, reference, title, 'Generated for the benchmark: ' || lower(title) || ' at ' || location || '.',
  category_id, function_id, location, to_char(occurred, 'YYYY-MM-DD'), to_char(reported, 'YYYY-MM-DD'),
  reported_by, reporter_type, detection_method, source, cause_category, experience_type,
  CASE WHEN recovery THEN round(gross * 0.7) ELSE gross END,
  CASE WHEN gross > 0 THEN gross * 1.5 ELSE (1 + pg_temp.r(g, 40, 200)) * 50.0 END,
  CASE WHEN gross > 0 THEN gross * 1.5 ELSE (1 + pg_temp.r(g, 40, 200)) * 50.0 END * (2 + pg_temp.r(g, 41, 8)),
  escalation_level, manager_id, approval_status, breach,
  CASE WHEN closed THEN 'closed' ELSE 'open' END,
  CASE WHEN closed THEN done_at END,
  notified_at, '', open_actions, total_actions,
  CASE approval_status WHEN 'proposed' THEN 1 WHEN 'pending' THEN 2 WHEN 'deleted' THEN 4 ELSE 3 END,
  CASE WHEN approval_status IN ('approved', 'rejected', 'deleted') THEN approver ELSE maker END,
  maker, created_at,
  GREATEST(created_at + interval '6 hours', CASE WHEN closed THEN done_at END, notified_at),
  approval_status = 'deleted'
FROM bench_incident;

INSERT INTO incident.incident_risks (incident_id, risk_id)
SELECT id, unnest(risks) FROM bench_incident;

INSERT INTO incident.incident_makers (incident_id, user_id)
SELECT id, maker FROM bench_incident WHERE approval_status IN ('proposed', 'pending');

-- The first open_actions actions are incomplete, the others complete.
INSERT INTO incident.incident_actions (id, incident_id, title, owner_id, due_on, status, completed_at, created_by, created_at)
SELECT
  id || '-act-' || k, id,
  (ARRAY['Contain the immediate impact', 'Find the root cause', 'Fix the control that failed',
         'Notify the affected customers', 'Recover the loss'])[1 + (pg_temp.r(g, 42, 5) + k) % 5],
  (ARRAY['usr-admin', 'usr-editor', 'usr-staff', 'usr-demo'])[1 + pg_temp.r(g, 43 + k, 4)],
  to_char(reported + 14 * k, 'YYYY-MM-DD'),
  CASE WHEN k <= open_actions THEN 'incomplete' ELSE 'complete' END,
  CASE WHEN k > open_actions THEN LEAST(done_at, created_at + k * interval '3 days') END,
  maker, created_at
FROM bench_incident, generate_series(1, total_actions) AS k
WHERE total_actions > 0;

-- Losses: the gross actual loss, and a recovery of 30% for a fifth of them.
INSERT INTO incident.incident_losses (id, incident_id, kind, amount, booked_on, note, created_by, created_at)
SELECT id || '-loss-1', id, 'actual', gross, to_char(reported + 1, 'YYYY-MM-DD'), 'Direct cost', maker,
       created_at + interval '2 hours'
FROM bench_incident WHERE gross > 0
UNION ALL
SELECT id || '-loss-2', id, 'recovery', gross - round(gross * 0.7), to_char(reported + 20, 'YYYY-MM-DD'),
       'Insurance recovery', maker, created_at + interval '3 hours'
FROM bench_incident WHERE recovery;

-- A lesson for half of the closed incidents.
INSERT INTO incident.incident_lessons (id, incident_id, text, risk_id, action_plan_id, created_by, created_at)
SELECT id || '-lesson-1', id, 'Check the ' || lower(split_part(title, ' - ', 1)) || ' procedure at ' || location || '.',
       '', '', maker, done_at
FROM bench_incident WHERE closed AND pg_temp.r(g, 50, 2) = 0;

-- The approval history: create (v1), submit (v2), approve or reject (v3), delete (v4).
INSERT INTO incident.incident_approvals (id, incident_id, action, from_status, to_status, actor_id, actor_name, comment, version, at)
SELECT
  id || '-ap-' || v, id, step.action, step.from_status, step.to_status, step.actor,
  CASE step.actor WHEN 'usr-admin' THEN 'Alex Morgan' WHEN 'usr-editor' THEN 'Emma Clarke'
                  WHEN 'usr-staff' THEN 'Sam Patel' ELSE 'Dana Lee' END,
  CASE WHEN step.action = 'reject' THEN 'Needs the loss figures' ELSE '' END,
  v, created_at + (v - 1) * interval '2 hours'
FROM bench_incident,
  LATERAL (VALUES
    (1, 'create', '', 'proposed', maker),
    (2, 'submit', 'proposed', 'pending', maker),
    (3, CASE WHEN approval_status = 'rejected' THEN 'reject' ELSE 'approve' END, 'pending',
        CASE WHEN approval_status = 'rejected' THEN 'rejected' ELSE 'approved' END, approver),
    (4, 'delete', 'approved', 'deleted', approver)
  ) AS step(v, action, from_status, to_status, actor)
WHERE v <= CASE approval_status WHEN 'proposed' THEN 1 WHEN 'pending' THEN 2 WHEN 'deleted' THEN 4 ELSE 3 END;

UPDATE incident.incident_sequences SET value = value + 100000 WHERE name = 'incident';

DROP TABLE bench_incident;
DROP FUNCTION pg_temp.r(integer, integer, integer);
VACUUM ANALYZE incident.incidents;
VACUUM ANALYZE incident.incident_risks;
VACUUM ANALYZE incident.incident_actions;
VACUUM ANALYZE incident.incident_losses;
VACUUM ANALYZE incident.incident_makers;
VACUUM ANALYZE incident.incident_lessons;
VACUUM ANALYZE incident.incident_approvals;
VACUUM ANALYZE incident.incident_categories;
