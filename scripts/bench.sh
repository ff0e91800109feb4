#!/usr/bin/env bash
# Load benchmark of the gateway with a real load generator (wrk), against the
# release all-in-one server on loopback. Prints throughput and latency
# percentiles; record the figures in docs/benchmarks.md.
# Usage: scripts/bench.sh [duration-seconds] [connections]
set -euo pipefail
cd "$(dirname "$0")/.."
duration=${1:-15}
conns=${2:-32}

command -v wrk >/dev/null 2>&1 || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk >/dev/null; }
cargo build --release -p all-in-one --bin riskhub

port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
data=$(mktemp -d)
DATA_DIR="$data" HTTP_ADDR="127.0.0.1:$port" RUST_LOG=warn LOGIN_MAX_FAILURES_PER_IP=1000000 \
  ./target/release/riskhub >"$data/server.log" 2>&1 &
pid=$!
trap 'kill $pid 2>/dev/null; wait $pid 2>/dev/null; rm -rf "$data"' EXIT
base="http://127.0.0.1:$port"
for _ in $(seq 1 120); do curl -fs "$base/readyz" >/dev/null 2>&1 && break; sleep 0.5; done

token=$(curl -fs -X POST "$base/api/auth/login" -H 'content-type: application/json' \
  -d '{"email":"admin@demo.com","password":"Demo-1234"}' | python3 -c 'import sys,json; print(json.load(sys.stdin)["data"]["token"])')

run() {
  echo "== $1"
  shift
  wrk -t2 -c"$conns" -d"${duration}s" --latency "$@" | grep -E "Requests/sec|Latency|50%|90%|99%|Non-2xx|requests in"
}
# Steady state: the same requests for 5 s first, not measured (each pooled
# database connection prepares a new query shape on first use; a cold first
# run is reported separately in docs/benchmarks.md).
warm_run() {
  local label=$1
  shift
  wrk -t2 -c"$conns" -d5s "$@" >/dev/null
  run "$label" "$@"
}
echo "wrk -t2 -c$conns -d${duration}s, release build, $(nproc) cores, $(date -u +%F)"
run "GET /healthz (no auth, no gRPC)" "$base/healthz"
run "GET /api/app/user (JWT check + permission cache + gRPC GetUser)" -H "Authorization: Bearer $token" "$base/api/app/user"
run "GET /api/v1/risk-categories (permission check + gRPC + SQLite page)" -H "Authorization: Bearer $token" "$base/api/v1/risk-categories?per_page=20"

# The register with 100,000 risks in PostgreSQL (issue 4's target: first page
# of 50, sorted and filtered, p99 under 50 ms at 32 connections).
pg_url=${BENCH_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/riskhub_bench}
pg_admin=${pg_url%/*}/postgres
if ! psql "$pg_admin" -qtc 'select 1' >/dev/null 2>&1; then
  echo "== PostgreSQL not reachable at $pg_admin: register benchmark skipped"
  exit 0
fi
kill $pid 2>/dev/null; wait $pid 2>/dev/null || true
db=${pg_url##*/}
psql "$pg_admin" -qc "DROP DATABASE IF EXISTS $db" -c "CREATE DATABASE $db" >/dev/null
DATABASE_URL="$pg_url" DATA_DIR="$data" HTTP_ADDR="127.0.0.1:$port" RUST_LOG=warn LOGIN_MAX_FAILURES_PER_IP=1000000 \
  ./target/release/riskhub >"$data/server-pg.log" 2>&1 &
pid=$!
for _ in $(seq 1 240); do curl -fs "$base/readyz" >/dev/null 2>&1 && break; sleep 0.5; done
psql "$pg_url" -q -f scripts/bench-risks.sql >/dev/null
# Flush the 100 000 new rows now rather than during a measurement.
psql "$pg_url" -qc "CHECKPOINT" >/dev/null
token=$(curl -fs -X POST "$base/api/auth/login" -H 'content-type: application/json' \
  -d '{"email":"admin@demo.com","password":"Demo-1234"}' | python3 -c 'import sys,json; print(json.load(sys.stdin)["data"]["token"])')
total=$(curl -fs -H "Authorization: Bearer $token" "$base/api/v1/risks?per_page=1" | python3 -c 'import sys,json; print(json.load(sys.stdin)["total"])')
echo "== PostgreSQL register: $total risks"
# Warm-up, not measured: the database pool opens its connections and
# prepares its statements on first use (a cold start is a different question).
wrk -t2 -c"$conns" -d10s -H "Authorization: Bearer $token" \
  "$base/api/v1/risks?per_page=50&sort=-updated_at&status=active" >/dev/null
warm_run "GET /api/v1/risks first page: 50 rows, sorted by net score, filtered (function, approved)" \
  -H "Authorization: Bearer $token" "$base/api/v1/risks?per_page=50&sort=-net_score&function_id=fn-it&approval_status=approved"
warm_run "GET /api/v1/risks first page: 50 rows, sorted by reference, filtered (rating High)" \
  -H "Authorization: Bearer $token" "$base/api/v1/risks?per_page=50&sort=reference&rating=High"
