#!/usr/bin/env bash
# Smoke test of the distributed form: each service as its own process on its
# own port, the gateway reaching them over the network. Uses PostgreSQL, Redis
# and RabbitMQ when TEST_DATABASE_URL, TEST_REDIS_URL, TEST_AMQP_URL are set
# (CI), else SQLite files and no bus. Prints "N passed, N failed".
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build -q --bins

. scripts/lib/distributed.sh
DIST_ID_PREFIX=smoke
dist_setup
trap dist_cleanup EXIT
for s in "${DIST_SERVICES[@]}" gateway; do dist_start "$s"; done

passed=0; failed=0
check() { # name, expected, actual
  if [ "$2" = "$3" ]; then passed=$((passed+1)); echo "  ok   $1";
  else failed=$((failed+1)); echo "  FAIL $1: expected $2, got $3"; fi
}

# /statusz: every service and Redis up (/readyz only says the gateway serves).
for _ in $(seq 1 120); do curl -fs "$base/statusz" >/dev/null 2>&1 && break; sleep 0.5; done
echo "distributed form: 5 services + gateway as separate processes ($([ -n "${TEST_DATABASE_URL:-}" ] && echo PostgreSQL || echo SQLite))"
check "statusz: every part up" 200 "$(curl -s -o /dev/null -w '%{http_code}' "$base/statusz")"
token=$(dist_token admin)
check "sign-in through the gateway" 1 "$([ -n "$token" ] && echo 1 || echo 0)"
check "current user" 200 "$(curl -s -o /dev/null -w '%{http_code}' -H "Authorization: Bearer $token" "$base/api/app/user")"
check "risk categories from the risk process" 200 "$(curl -s -o /dev/null -w '%{http_code}' -H "Authorization: Bearer $token" "$base/api/v1/risk-categories")"
if [ -n "${TEST_AMQP_URL:-}" ]; then
  events=0
  for _ in $(seq 1 40); do
    events=$(curl -s -H "Authorization: Bearer $token" "$base/api/v1/audit-events?action=login_succeeded" | python3 -c 'import sys,json; print(json.load(sys.stdin)["total"])')
    [ "$events" -ge 1 ] && break; sleep 0.5
  done
  check "sign-in event crossed RabbitMQ to the settings process${broker_users:+ (own broker users)}" 1 "$events"
  staff=$(dist_token staff)
  check "staff is refused the users list" 403 \
    "$(curl -s -o /dev/null -w '%{http_code}' -H "Authorization: Bearer $staff" "$base/api/v1/users")"
  denied=0
  for _ in $(seq 1 40); do
    denied=$(curl -s -H "Authorization: Bearer $token" "$base/api/v1/audit-events?action=access_denied" | python3 -c 'import sys,json; print(json.load(sys.stdin)["total"])')
    [ "$denied" -ge 1 ] && break; sleep 0.5
  done
  check "the gateway's access-denied event crossed RabbitMQ from its outbox" 1 "$denied"
fi

# A gRPC call straight to a service, past the gateway: an empty ListRisks
# message (a 5-byte gRPC frame) over HTTP/2. The answer's grpc-status tells.
# The service refuses before it reads the body, so now and then curl loses the
# race with the stream's reset and prints no status at all: it asks again (up
# to three times) when it saw none, never when it saw a wrong one.
grpc_status() { # url, extra curl args...
  local url=$1; shift
  local status=""
  for _ in 1 2 3; do
    status=$(printf '\0\0\0\0\0' | curl -s --http2-prior-knowledge -o /dev/null -D - -X POST \
      -H 'content-type: application/grpc' -H 'te: trailers' "$@" --data-binary @- "$url" \
      | tr -d '\r' | awk -F': ' 'tolower($1)=="grpc-status" {print $2; exit}')
    [ -n "$status" ] && break
    sleep 0.2
  done
  echo "$status"
}
check "direct gRPC call without the gateway's assertion: UNAUTHENTICATED" 16 \
  "$(grpc_status "${url[risk]}/risk.v1.RiskService/ListRisks")"
check "direct gRPC call with forged identity metadata: UNAUTHENTICATED" 16 \
  "$(grpc_status "${url[auth]}/auth.v1.AuthService/ListUsers" -H 'x-user-id: usr-admin' -H 'x-user-role: admin')"
check "direct gRPC call with a made-up assertion: UNAUTHENTICATED" 16 \
  "$(grpc_status "${url[auth]}/auth.v1.AuthService/ListUsers" -H 'x-caller-assertion: v1.e30.AAAA')"
check "the normal path still works: the register through the gateway" 200 \
  "$(curl -s -o /dev/null -w '%{http_code}' -H "Authorization: Bearer $token" "$base/api/v1/risks")"

# The incident module across processes: the gateway asks incident and risk,
# incident asks risk (signed with its own key), and a link asks risk for a
# re-assessment over RabbitMQ (ADR 0020).
api() { # method, path, [json body] -> prints "status body"
  local out body=()
  [ $# -ge 3 ] && body=(-H 'content-type: application/json' --data-binary "$3")
  out=$(curl -s -w '\n%{http_code}' -X "$1" -H "Authorization: Bearer $token" "${body[@]}" "$base$2")
  printf '%s %s' "$(tail -n1 <<<"$out")" "$(sed '$d' <<<"$out")"
}
field() { # python expression over d (the JSON body), from "status body" on stdin
  python3 -c 'import sys,json
s=sys.stdin.read().split(" ",1)
try: d=json.loads(s[1]); print('"$1"')
except Exception: print("")'
}
status_of() { head -c3; }
check "incident categories from the incident process" 200 \
  "$(curl -s -o /dev/null -w '%{http_code}' -H "Authorization: Bearer $token" "$base/api/v1/incident-categories")"
linked=""
for _ in $(seq 1 120); do
  linked=$(api GET "/api/v1/incidents?per_page=50" | field 'sum(1 for i in d["data"] for l in i["linked_risks"] if l["state"]=="found")>0')
  [ "$linked" = True ] && break; sleep 0.5
done
check "demo incidents link demo risks (incident calls risk with its own key)" True "$linked"

category=$(api GET /api/v1/risk-categories | field '[c["id"] for c in d["data"] if c["id"]=="cat-tech-cyber"][0]')
function=$(api GET /api/v1/functions | field 'd["data"][0]["id"]')
[ -n "$function" ] || function=$(api POST /api/v1/functions '{"name":"Smoke"}' | field 'd["id"]')
risk_body() { printf '{"risk":{"title":"%s","category_id":"%s","function_id":"%s","owner_id":"usr-staff","gross_likelihood":4,"gross_impact":5},"submit":false}' "$1" "$category" "$function"; }
incident_body() { printf '{"incident":{"title":"%s","description":"What happened","category_id":"inc-outage","risk_ids":["%s"],"function_id":"%s","location":"Data centre","occurred_on":"2026-01-14","reported_on":"2026-01-15","reported_by":"Sam Patel","reporter_type":"employee","detection_method":"Monitoring","source":"email","cause_category":"systems","experience_type":"near_miss","estimated_loss":0,"max_potential_loss":1000,"escalation_level":"management","manager_id":"usr-editor","breach":false},"actions":[],"submit":false}' "$1" "$2" "$function"; }
reassessment_due() { api GET "/api/v1/risks/$1" | field 'd["risk"]["reassessment_due"]'; }
wait_flag() { # risk id: True once flagged (up to 30 s)
  local due=""
  for _ in $(seq 1 60); do due=$(reassessment_due "$1"); [ "$due" = True ] && break; sleep 0.5; done
  echo "$due"
}

created=$(api POST /api/v1/risks "$(risk_body 'Smoke: data centre power loss')")
check "a risk through the gateway" 201 "$(status_of <<<"$created")"
first=$(field 'd["id"]' <<<"$created")
created=$(api POST /api/v1/incidents "$(incident_body 'Smoke: power dip' "$first")")
check "an incident linking it" 201 "$(status_of <<<"$created")"
if [ -n "${TEST_AMQP_URL:-}" ]; then
  check "re-assessment flag crossed RabbitMQ to the risk process" True "$(wait_flag "$first")"
fi

# With the risk service stopped, the incident screens still work (linked
# risks shown as unavailable) and nothing is lost; when it is back the flag
# arrives.
second=$(api POST /api/v1/risks "$(risk_body 'Smoke: cooling failure')" | field 'd["id"]')
check "a second risk" 1 "$([ -n "$second" ] && echo 1 || echo 0)"
dist_stop risk
created=$(api POST /api/v1/incidents "$(incident_body 'Smoke: overheating' "$second")")
check "risk down: an incident linking the second risk is accepted" 201 "$(status_of <<<"$created")"
incident=$(field 'd["id"]' <<<"$created")
page=$(api GET "/api/v1/incidents/$incident")
check "risk down: the incident page" 200 "$(status_of <<<"$page")"
check "risk down: its linked risk is unavailable" unavailable "$(field 'd["incident"]["linked_risks"][0]["state"]' <<<"$page")"
check "risk down: the incident list" 200 "$(api GET /api/v1/incidents | status_of)"
check "risk down: the incident dashboard" 200 "$(api GET /api/v1/incident-reports/dashboard | status_of)"
dist_start risk
back=""
for _ in $(seq 1 120); do
  back=$(curl -s -o /dev/null -w '%{http_code}' -H "Authorization: Bearer $token" "$base/api/v1/risk-categories")
  [ "$back" = 200 ] && break; sleep 0.5
done
check "risk back: its routes answer again" 200 "$back"
if [ -n "${TEST_AMQP_URL:-}" ]; then
  check "flag arrives after the risk service is back" True "$(wait_flag "$second")"
fi

# The demo apps across processes (issue 15, ADR 0021): the gateway asks the
# demo process; a mail crosses between users there; a chat message reaches
# the recipient's open stream through the gateway's live fanout on RabbitMQ.
check "data list from the demo process: the first 4 products" 4 \
  "$(api GET /api/datalist/data | field 'len(d["data"])')"
editor=$(dist_token editor)
as_editor() { curl -s -H "Authorization: Bearer $editor" "$base$1"; }
subject="Smoke mail $$"
check "admin mails editor" 201 "$(api POST /api/email/send "{\"to\":[\"editor@demo.com\"],\"cc\":[],\"bcc\":[],\"subject\":\"$subject\",\"message\":\"<p>Hello</p>\"}" | status_of)"
check "editor finds it in the inbox" True "$(as_editor "/api/email/mails?filter=inbox" | python3 -c "import sys,json; print(any(m['subject']=='$subject' for m in json.load(sys.stdin)))")"
ticket=$(curl -s -X POST -H "Authorization: Bearer $editor" "$base/api/app/chat/stream-ticket" | python3 -c 'import sys,json; print(json.load(sys.stdin)["ticket"])' 2>/dev/null || true)
timeout 15 curl -s -N "$base/api/app/chat/stream?ticket=$ticket" >"$work/stream.txt" 2>/dev/null &
stream=$!
for _ in $(seq 1 20); do grep -q "event: ready" "$work/stream.txt" 2>/dev/null && break; sleep 0.5; done
said="Smoke chat $$"
check "admin sends editor a chat message" 200 "$(api POST /api/app/chat/send-message "{\"contactId\":\"usr-editor\",\"message\":\"$said\",\"isPinned\":false}" | status_of)"
got=0
for _ in $(seq 1 20); do grep -q "$said" "$work/stream.txt" 2>/dev/null && { got=1; break; }; sleep 0.5; done
kill "$stream" 2>/dev/null || true
check "editor's open stream receives it${TEST_AMQP_URL:+ (over RabbitMQ)}" 1 "$got"

dist_stop risk   # the risk service goes away
sleep 1
down=$(curl -s -o /dev/null -D - -H "Authorization: Bearer $token" "$base/api/v1/risk-categories")
check "risk down: its route is 503" 503 "$(printf '%s' "$down" | awk 'NR==1{print $2}')"
check "risk down: the 503 says when to retry" 1 "$(printf '%s' "$down" | tr -d '\r' | awk -F': ' 'tolower($1)=="retry-after"{print $2}')"
check "risk down: the rest still works" 200 "$(curl -s -o /dev/null -w '%{http_code}' -H "Authorization: Bearer $token" "$base/api/app/user")"
check "risk down: the gateway stays ready" 200 "$(curl -s -o /dev/null -w '%{http_code}' "$base/readyz")"
check "risk down: statusz says so" '"risk":"down"' "$(curl -s "$base/statusz" | grep -o '"risk":"[a-z]*"')"

if [ "$failed" -ne 0 ]; then
  for f in "$work"/*.log; do echo "---- $f"; tail -n 20 "$f"; done
fi
echo "distributed smoke: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
