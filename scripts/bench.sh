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
echo "wrk -t2 -c$conns -d${duration}s, release build, $(nproc) cores, $(date -u +%F)"
run "GET /healthz (no auth, no gRPC)" "$base/healthz"
run "GET /api/app/user (JWT check + permission cache + gRPC GetUser)" -H "Authorization: Bearer $token" "$base/api/app/user"
run "GET /api/v1/risk-categories (permission check + gRPC + SQLite page)" -H "Authorization: Bearer $token" "$base/api/v1/risk-categories?per_page=20"
