#!/usr/bin/env python3
"""The fault suite's verdict (scripts/fault-suite.sh): waits until the audit
pipeline has drained (every created record has its event, every outbox is
empty; at most FAULT_DRAIN_LIMIT seconds, default 180), then prints the counts and exits 1 on
anything lost or duplicated:

  - every 2xx answer's record is stored (an answered create was kept);
  - every stored record of the run has exactly one "created" audit event
    (none lost, none twice), whether or not its client heard the answer;
  - no answer was a 5xx other than 503/504, and every 503 said Retry-After.

    fault_check.py DATABASE_URL ID RUN ANSWERS.json
"""

import json
import os
import subprocess
import sys
import time
from collections import Counter

db, dist_id, run, answers_file = sys.argv[1:5]
DRAIN_LIMIT = float(os.environ.get("FAULT_DRAIN_LIMIT", 180))

with open(answers_file) as f:
    answers = json.load(f)

# Where each kind is stored and how the run's rows are known.
STORED = {
    "risk": (f'"{dist_id}_risk".risks', f"title LIKE 'Fault {run} risk %'"),
    "control": (f'"{dist_id}_risk".controls', f"title LIKE 'Fault {run} control %'"),
    "user": (f'"{dist_id}_auth".users', f"email LIKE 'fault-{run}-%'"),
    "incident": (f'"{dist_id}_incident".incidents', f"title LIKE 'Fault {run} incident %'"),
}
OUTBOXES = [f'"{dist_id}_{s}".outbox' for s in ("auth", "risk", "incident", "settings", "demo", "gateway")]


def query(sql: str) -> list[list[str]]:
    out = subprocess.run(["psql", "-qAt", "-F", "\t", db, "-c", sql], check=True,
                         capture_output=True, text=True).stdout
    return [line.split("\t") for line in out.splitlines() if line]


def snapshot() -> tuple[dict, dict, int]:
    stored, events = {}, {}
    for kind, (table, where) in STORED.items():
        stored[kind] = {r[0] for r in query(f"SELECT id FROM {table} WHERE {where}")}
        events[kind] = Counter({r[0]: int(r[1]) for r in query(
            f"SELECT entity_id, count(*) FROM \"{dist_id}_settings\".audit_events "
            f"WHERE entity_type = '{kind}' AND action = 'created' GROUP BY entity_id")})
    waiting = sum(int(query(f"SELECT count(*) FROM {t} WHERE published_at IS NULL")[0][0]) for t in OUTBOXES)
    return stored, events, waiting


def drained(stored: dict, events: dict, waiting: int) -> bool:
    return waiting == 0 and all(ids <= set(events[k]) for k, ids in stored.items())


started = time.monotonic()
while True:
    stored, events, waiting = snapshot()
    if drained(stored, events, waiting) or time.monotonic() - started > DRAIN_LIMIT:
        break
    time.sleep(0.5)
drain = time.monotonic() - started

statuses = Counter(a["status"] for a in answers)
ok = [a for a in answers if 200 <= a["status"] < 300]
server_errors = [a for a in answers if a["status"] >= 500 and a["status"] not in (503, 504)]
no_retry_after = sum(1 for a in answers if a["status"] == 503 and not a["retry_after"])


failures = []
print(f"mutations sent: {len(answers)}; answered 2xx: {len(ok)}; "
      f"statuses: {dict(sorted(statuses.items()))} (0 = no answer: the gateway was killed)")
total_stored = total_events = total_lost = total_dups = 0
for kind in STORED:
    ids = stored[kind]
    answered = {a["id"] for a in ok if a["kind"] == kind}
    missing = answered - ids
    lost = [i for i in ids if events[kind][i] == 0]
    dups = sum(events[kind][i] - 1 for i in ids if events[kind][i] > 1)
    n_events = sum(events[kind][i] for i in ids)
    total_stored += len(ids)
    total_events += n_events
    total_lost += len(lost) + len(missing)
    total_dups += dups
    print(f"  {kind:9} answered 2xx {len(answered):5}  stored {len(ids):5}  events {n_events:5}  "
          f"lost {len(lost) + len(missing)}  duplicated {dups}")
    if missing:
        failures.append(f"{len(missing)} {kind} creates answered 2xx are not stored: {sorted(missing)[:5]}")
    if lost:
        failures.append(f"{len(lost)} stored {kind}s have no audit event: {lost[:5]}")
    if dups:
        failures.append(f"{dups} duplicate {kind} audit events")
print(f"mutations {total_stored}, events {total_events}, lost {total_lost}, duplicates {total_dups}, "
      f"outbox rows waiting {waiting}, drain time {drain:.1f} s")
if waiting:
    failures.append(f"{waiting} outbox rows still unpublished after {DRAIN_LIMIT} s")
if server_errors:
    failures.append(f"{len(server_errors)} answers were 5xx other than 503/504: {server_errors[:3]}")
if no_retry_after:
    failures.append(f"{no_retry_after} answers were 503 without Retry-After")
if len(ok) < 1500:
    failures.append(f"only {len(ok)} creates answered 2xx; the suite wants thousands of mutations")
for f in failures:
    print(f"FAIL {f}")
sys.exit(1 if failures else 0)
