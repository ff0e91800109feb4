#!/usr/bin/env bash
# Runs the Playwright end-to-end tests against the real all-in-one server,
# started on a free port with a fresh data directory, stopped afterwards.
set -euo pipefail
cd "$(dirname "$0")/.."

port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
data=$(mktemp -d)
log="$data/server.log"
DATA_DIR="$data" HTTP_ADDR="127.0.0.1:$port" STATIC_DIR="${E2E_STATIC_DIR:-frontend/dist}" RUST_LOG=warn THEME_CUSTOMIZER=on ALLOW_REGISTRATION=true \
  ./target/debug/riskhub >"$log" 2>&1 &
pid=$!
cleanup() {
  kill "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  rm -rf "$data"
}
trap cleanup EXIT

for _ in $(seq 1 120); do
  if curl -fs "http://127.0.0.1:$port/statusz" >/dev/null 2>&1; then break; fi
  if ! kill -0 "$pid" 2>/dev/null; then echo "server exited:"; cat "$log"; exit 1; fi
  sleep 0.5
done
curl -fs "http://127.0.0.1:$port/statusz" >/dev/null || { echo "server not ready:"; cat "$log"; exit 1; }

cd frontend
status=0
# E2E_SERVER_LOG: the account-pages spec reads reset links from it (no SMTP: ADR 23).
BASE_URL="http://127.0.0.1:$port" E2E_SERVER_LOG="$log" npx playwright test "$@" || status=$?
if [ "$status" -ne 0 ]; then
  echo "---- server log ----"; tail -n 80 "$log"
fi
exit "$status"
