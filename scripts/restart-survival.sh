#!/usr/bin/env bash
# Mail and chat survive a restart (issue 15): starts the server as `make run`
# does (embedded SQLite under a data directory), lets Playwright send a mail
# and a chat message between two users in the browser, stops the server with
# Ctrl-C (SIGINT), starts it again on the same data directory and port, and
# lets Playwright find both as the recipient.
set -euo pipefail
cd "$(dirname "$0")/.."

port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
data=$(mktemp -d)
pid=""
start() {
  DATA_DIR="$data" HTTP_ADDR="127.0.0.1:$port" STATIC_DIR="${E2E_STATIC_DIR:-frontend/dist}" RUST_LOG=warn \
    ./target/debug/riskhub >>"$data/server.log" 2>&1 &
  pid=$!
  for _ in $(seq 1 120); do
    curl -fs "http://127.0.0.1:$port/statusz" >/dev/null 2>&1 && return 0
    kill -0 "$pid" 2>/dev/null || { echo "server exited:"; cat "$data/server.log"; return 1; }
    sleep 0.5
  done
  echo "server not ready:"; cat "$data/server.log"; return 1
}
stop() { # as Ctrl-C in `make run` does
  [ -n "$pid" ] || return 0
  kill -INT "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  pid=""
}
cleanup() {
  [ -n "$pid" ] && kill "$pid" 2>/dev/null
  wait 2>/dev/null || true
  rm -rf "$data"
}
trap cleanup EXIT

phase() {
  (cd frontend && BASE_URL="http://127.0.0.1:$port" RESTART_PHASE="$1" RESTART_MARK="$mark" \
    npx playwright test e2e/restart/ --reporter=line "${@:2}") || {
    echo "---- server log ----"; tail -n 60 "$data/server.log"; return 1; }
}

mark="$(date +%s)-$$"
start
phase before "$@"
stop
echo "restart: the server stopped (SIGINT); starting it again on the same data"
start
phase after "$@"
stop
echo "restart survival: mail and chat message found after the restart"
