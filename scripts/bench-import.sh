#!/usr/bin/env bash
# Times the bulk import of 10,000 risks and 10,000 controls (CSV and XLSX,
# dry run and import) against a fresh all-in-one server on SQLite:
#   scripts/bench-import.sh                          # target/release/riskhub
#   BIN=target/debug/riskhub scripts/bench-import.sh # a debug build
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${BIN:-target/release/riskhub}
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
data=$(mktemp -d)
DATA_DIR="$data" HTTP_ADDR="127.0.0.1:$port" RUST_LOG=warn "$bin" >"$data/server.log" 2>&1 &
pid=$!
trap 'kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; rm -rf "$data"' EXIT
for _ in $(seq 1 120); do
  curl -fs "http://127.0.0.1:$port/statusz" >/dev/null 2>&1 && break
  sleep 0.5
done
python3 scripts/bench-import.py "http://127.0.0.1:$port"
