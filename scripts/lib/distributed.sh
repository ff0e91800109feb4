# The distributed form for scripts: each service as its own process on its own
# port, the gateway reaching them over the network, as an operator would run
# them (docs/operations.md). Sourced by scripts/distributed-smoke.sh and
# scripts/fault-suite.sh. Uses PostgreSQL, Redis and RabbitMQ when
# TEST_DATABASE_URL, TEST_REDIS_URL, TEST_AMQP_URL are set, else SQLite files
# and no bus.
#
#   dist_setup            work dir, run id, service keys, broker users
#   dist_start NAME       starts auth|risk|incident|settings|demo|gateway (again)
#   dist_stop NAME [SIG]  signals it (TERM by default) and waits for it to end
#   dist_cleanup          stops what it started, drops schemas, queues, users
#
# After dist_start of every part: url[NAME] (services), base (the gateway),
# pid[NAME], work (logs in $work/NAME.log), id (names schemas, queues, users).

DIST_SERVICES=(auth risk incident settings demo)

free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }

declare -A url pid amqp
broker_users=""

dist_setup() {
  work=$(mktemp -d)
  id="${DIST_ID_PREFIX:-dist}$RANDOM$RANDOM"
  eval "$(./scripts/service-keys.sh)"
  trusted="gateway=$GATEWAY_PUBLIC_KEY"
  # RabbitMQ: with rabbitmqctl at hand, each process gets its own broker user
  # with only the permissions deploy/rabbitmq/users.sh grants, on a vhost of its own.
  if [ -n "${TEST_AMQP_URL:-}" ]; then
    if command -v rabbitmqctl >/dev/null && rabbitmqctl -q add_vhost "$id" >/dev/null 2>&1; then
      broker_users=1
      local hostport c s var
      hostport=$(printf '%s' "$TEST_AMQP_URL" | sed -E 's#^amqps?://([^@]*@)?([^/]*).*#\2#')
      for c in AUTH RISK INCIDENT SETTINGS DEMO GATEWAY; do export "${c}_AMQP_PASSWORD=$(openssl rand -hex 12)"; done
      USER_PREFIX="$id-" AUDIT_EXCHANGE="audit.$id" AUDIT_QUEUE="settings.$id" REASSESSMENT_QUEUE="risk.reassessment.$id" \
        ./deploy/rabbitmq/users.sh "$id" >/dev/null
      for s in "${DIST_SERVICES[@]}" gateway; do
        var="$(printf '%s' "$s" | tr '[:lower:]' '[:upper:]')_AMQP_PASSWORD"
        amqp[$s]="amqp://$id-$s:${!var}@$hostport/$id"
      done
    else
      for s in "${DIST_SERVICES[@]}" gateway; do amqp[$s]="$TEST_AMQP_URL"; done
    fi
  fi
  # Ports and environments are fixed here, so a restart is the same process again.
  local port s
  for s in "${DIST_SERVICES[@]}"; do
    port=$(free_port)
    url[$s]="http://127.0.0.1:$port"
    dist_env "$s" "GRPC_ADDR=127.0.0.1:$port"
  done
  port=$(free_port)
  base="http://127.0.0.1:$port"
  dist_env gateway "HTTP_ADDR=127.0.0.1:$port" "STATIC_DIR=$work" "SERVICE_KEY=$GATEWAY_SERVICE_KEY" \
    "AUTH_GRPC_URL=${url[auth]}" "RISK_GRPC_URL=${url[risk]}" "INCIDENT_GRPC_URL=${url[incident]}" \
    "SETTINGS_GRPC_URL=${url[settings]}" "DEMO_GRPC_URL=${url[demo]}"
}

# Writes $work/NAME.env: what every part gets, what this one gets, and $@.
dist_env() {
  local s=$1; shift
  local env=(DATA_DIR="$work" RUST_LOG="${DIST_LOG:-warn}" KV_PREFIX="$id:" AUDIT_EXCHANGE="audit.$id"
    DATABASE_SCHEMA="${id}_$s" TRUSTED_CALLERS="$trusted")
  [ -n "${TEST_REDIS_URL:-}" ] && env+=(REDIS_URL="$TEST_REDIS_URL")
  # application_name lets the fault suite find this process's connections.
  [ -n "${TEST_DATABASE_URL:-}" ] && env+=(DATABASE_URL="$TEST_DATABASE_URL?application_name=$id-$s")
  [ -n "${TEST_AMQP_URL:-}" ] && env+=(AMQP_URL="${amqp[$s]}")
  case $s in
    # Auth also answers settings (who may approve risks), which signs as itself.
    auth) env+=(SEED_DEMO_DATA=true TRUSTED_CALLERS="$trusted,settings=$SETTINGS_PUBLIC_KEY") ;;
    # Risk also answers incident (the demo risks its demo incidents link) and
    # consumes the re-assessment requests from its own queue (ADR 0020),
    # declared at its start; incident's demo incidents wait for it to answer.
    risk) env+=(SEED_DEMO_DATA=true TRUSTED_CALLERS="$trusted,incident=$INCIDENT_PUBLIC_KEY"
      REASSESSMENT_QUEUE="risk.reassessment.$id") ;;
    incident) env+=(SEED_DEMO_DATA=true RISK_GRPC_URL="${url[risk]}" SERVICE_KEY="$INCIDENT_SERVICE_KEY") ;;
    settings) env+=(AUDIT_QUEUE="settings.$id" AUTH_GRPC_URL="${url[auth]}" SERVICE_KEY="$SETTINGS_SERVICE_KEY") ;;
  esac
  printf '%q\n' "${env[@]}" "$@" >"$work/$s.env"
}

dist_start() {
  local s=$1 bin
  bin=./target/debug/$s-service
  [ "$s" = gateway ] && bin=./target/debug/gateway
  # Sourced, not passed to env(1): keys and broker passwords stay out of
  # every process's command line (ps).
  (set -a; . "$work/$s.env"; exec "$bin") >>"$work/$s.log" 2>&1 &
  pid[$s]=$!
}

dist_stop() {
  local s=$1 sig=${2:-TERM}
  [ -n "${pid[$s]:-}" ] || return 0
  kill "-$sig" "${pid[$s]}" 2>/dev/null || true
  wait "${pid[$s]}" 2>/dev/null || true
  pid[$s]=""
}

dist_cleanup() {
  local s q
  for s in "${!pid[@]}"; do [ -n "${pid[$s]}" ] && kill "${pid[$s]}" 2>/dev/null; done
  wait 2>/dev/null || true
  if [ -n "${TEST_DATABASE_URL:-}" ]; then
    for s in "${DIST_SERVICES[@]}" gateway; do
      psql -q "$TEST_DATABASE_URL" -c "DROP SCHEMA IF EXISTS ${id}_$s CASCADE" 2>/dev/null || true
    done
  fi
  if [ -n "${TEST_AMQP_URL:-}" ] && command -v rabbitmqctl >/dev/null; then
    for q in "settings.$id" "risk.reassessment.$id"; do
      rabbitmqctl -q delete_queue "$q" >/dev/null 2>&1 || true
      rabbitmqctl -q delete_queue "$q.dead-letter" >/dev/null 2>&1 || true
    done
    if [ -n "$broker_users" ]; then
      rabbitmqctl -q delete_vhost "$id" >/dev/null 2>&1 || true
      for s in "${DIST_SERVICES[@]}" gateway; do rabbitmqctl -q delete_user "$id-$s" >/dev/null 2>&1 || true; done
    fi
  fi
  rm -rf "$work"
}

# Signs in as the demo user NAME (admin, editor, staff) and prints the token,
# asking again while the parts come up.
dist_token() {
  local token=""
  for _ in $(seq 1 60); do
    token=$(curl -s -X POST "$base/api/auth/login" -H 'content-type: application/json' \
      -d "{\"email\":\"$1@demo.com\",\"password\":\"Demo-1234\"}" | python3 -c 'import sys,json
try: print(json.load(sys.stdin)["data"]["token"])
except Exception: print("")')
    [ -n "$token" ] && break; sleep 0.5
  done
  echo "$token"
}
