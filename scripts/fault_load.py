#!/usr/bin/env python3
"""Load for the fault suite (scripts/fault-suite.sh): audited creates of four
kinds (risk, control, user, incident) through the gateway from CLIENTS
threads, until the file STOP exists. Every answer is kept: its kind, status,
whether a 503 said Retry-After, and the id of what a 2xx created, written to
OUT as JSON for the suite's checks.

    TOKEN=... fault_load.py BASE RUN CLIENTS STOP OUT

The bearer token comes from the environment, not the command line (ps).
"""

import http.client
import json
import os
import sys
import threading
import time
from urllib.parse import urlparse

base, run, clients, stop, out = sys.argv[1:6]
token = os.environ["TOKEN"]
clients = int(clients)
target = urlparse(base)

KINDS = ["risk", "control", "user", "incident"]


def body(kind: str, n: int) -> tuple[str, dict]:
    title = f"Fault {run} {kind} {n}"
    if kind == "risk":
        return "/api/v1/risks", {
            "risk": {"title": title, "category_id": "cat-tech-cyber", "function_id": "fn-it",
                     "owner_id": "usr-staff", "gross_likelihood": n % 5 + 1, "gross_impact": n * 7 % 5 + 1},
            "submit": False,
        }
    if kind == "control":
        return "/api/v1/controls", {
            "title": title, "intention": "prevent", "criticality": "High",
            "state": ("proposed", "in_place")[n % 2], "adequacy": n % 3 + 1, "effectiveness": n % 3 + 1,
        }
    if kind == "user":
        return "/api/v1/users", {
            "name": title, "email": f"fault-{run}-{n}@example.com", "role": "staff",
            "function_id": "fn-finance", "password": f"Fault-pass-{n}",
        }
    return "/api/v1/incidents", {
        "incident": {
            "title": title, "description": "Recorded by the fault suite", "category_id": "inc-outage",
            "risk_ids": [], "function_id": "fn-it", "location": "Data centre",
            "occurred_on": "2026-01-14", "reported_on": "2026-01-15", "reported_by": "Fault suite",
            "reporter_type": "employee", "detection_method": "Monitoring", "source": "email",
            "cause_category": "systems", "experience_type": "near_miss", "estimated_loss": 0,
            "max_potential_loss": 1000, "escalation_level": "management", "manager_id": "usr-editor",
            "breach": False,
        },
        "actions": [], "submit": False,
    }


answers: list[dict] = []
lock = threading.Lock()
counter = iter(range(10**9))


def client() -> None:
    conn = None
    while not os.path.exists(stop):
        with lock:
            n = next(counter)
        kind = KINDS[n % len(KINDS)]
        path, payload = body(kind, n)
        answer = {"kind": kind, "n": n, "status": 0, "retry_after": False, "id": ""}
        try:
            if conn is None:
                conn = http.client.HTTPConnection(target.hostname, target.port, timeout=30)
            conn.request("POST", path, json.dumps(payload),
                         {"Authorization": f"Bearer {token}", "Content-Type": "application/json"})
            resp = conn.getresponse()
            data = resp.read()
            answer["status"] = resp.status
            answer["retry_after"] = resp.getheader("Retry-After") is not None
            if 200 <= resp.status < 300:
                answer["id"] = json.loads(data).get("id", "")
            elif resp.status >= 500 and resp.status not in (503, 504):
                answer["body"] = data[:300].decode("utf-8", "replace")
        except (OSError, http.client.HTTPException) as e:
            # No answer at all (the gateway itself was killed): the client
            # cannot know, so the suite only asks that nothing be duplicated.
            answer["error"] = type(e).__name__
            if conn is not None:
                conn.close()
            conn = None
            time.sleep(0.2)
        with lock:
            answers.append(answer)


threads = [threading.Thread(target=client) for _ in range(clients)]
for t in threads:
    t.start()
for t in threads:
    t.join()
with open(out, "w") as f:
    json.dump(answers, f)
