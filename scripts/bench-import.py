#!/usr/bin/env python3
"""Times the bulk import (issue 13) of 10,000 risks and 10,000 controls,
CSV and XLSX, against a running server: a dry run, then the import itself
(one request each; the figures are the server's whole answer time, the
upload on loopback included).

    scripts/bench-import.sh            # starts target/release/riskhub (or BIN=...)
    python3 scripts/bench-import.py http://127.0.0.1:8080   # any running server
"""
import importlib.util
import io
import json
import os
import sys
import tempfile
import time
import urllib.request

BASE = sys.argv[1] if len(sys.argv) > 1 else "http://127.0.0.1:8080"
N = int(os.environ.get("ROWS", "10000"))
HERE = os.path.dirname(os.path.abspath(__file__))

# The e2e fixture writer makes the XLSX files (inline strings, one sheet).
spec = importlib.util.spec_from_file_location(
    "fixtures", os.path.join(HERE, "..", "frontend", "e2e", "fixtures", "make-import-xlsx.py"))


def xlsx(rows):
    src = open(spec.origin).read().split("\nwrite(\"risks-with-errors.xlsx\"")[0]
    ns = {"__file__": spec.origin}
    exec(compile(src, spec.origin, "exec"), ns)
    with tempfile.TemporaryDirectory() as d:
        ns["HERE"] = d
        ns["write"]("bench.xlsx", rows)
        return open(os.path.join(d, "bench.xlsx"), "rb").read()


def csv(rows):
    out = io.StringIO()
    for r in rows:
        out.write(",".join('"' + str(c).replace('"', '""') + '"' for c in r) + "\n")
    return out.getvalue().encode()


def call(method, path, token=None, body=None, ctype="application/json"):
    req = urllib.request.Request(BASE + path, data=body, method=method)
    req.add_header("Content-Type", ctype)
    if token:
        req.add_header("Authorization", "Bearer " + token)
    try:
        with urllib.request.urlopen(req, timeout=600) as res:
            return res.status, json.loads(res.read() or b"null")
    except urllib.error.HTTPError as e:
        return e.code, json.loads(e.read() or b"null")


_, login = call("POST", "/api/auth/login", body=json.dumps(
    {"email": "editor@demo.com", "password": "Demo-1234"}).encode())
token = login["data"]["token"]
_, page = call("GET", "/api/v1/risks?per_page=2", token)
refs = [r["reference"] for r in page["data"]]

risk_rows = [["title *", "description", "category *", "function *", "owner_email *",
              "gross_likelihood *", "gross_impact *", "response"]] + [
    [f"Bench risk {i}", f"Row {i}", "Third parties", "Information Technology", "editor@demo.com",
     i % 5 + 1, (i // 5) % 5 + 1, "monitor"] for i in range(N)]
control_rows = [["title *", "description", "intention *", "criticality *", "owner", "function", "state",
                 "adequacy *", "effectiveness *", "risks"]] + [
    [f"Bench control {i}", f"Row {i}", ["prevent", "detect", "correct"][i % 3], ["High", "Medium", "Low"][i % 3],
     "editor@demo.com" if i % 2 else "Emma Clarke", "Information Technology", ["proposed", "in_place"][i % 2],
     i % 2 + 1, i % 3 + 1, "; ".join(refs) if i % 100 == 0 else ""] for i in range(N)]

print(f"{N} rows each, server {BASE}")
for kind, rows in (("risks", risk_rows), ("controls", control_rows)):
    for fmt, body in (("csv", csv(rows)), ("xlsx", xlsx(rows))):
        for dry in ("true", "false"):
            t = time.perf_counter()
            status, res = call("POST", f"/api/v1/{kind}/import?file_name=bench.{fmt}&dry_run={dry}",
                               token, body, "application/octet-stream")
            took = time.perf_counter() - t
            what = "dry run" if dry == "true" else "import "
            print(f"{kind:8} {fmt:4} {len(body) / 1e6:5.2f} MB {what} {status} "
                  f"rows={res.get('rows')} imported={res.get('imported')} "
                  f"problems={len(res.get('problems', []))} {took:6.2f} s", flush=True)
