#!/usr/bin/env bash
# The PostgreSQL, Redis and RabbitMQ a test target was pointed at with
# TEST_DATABASE_URL, TEST_REDIS_URL and TEST_AMQP_URL: each is checked, the
# database is created when it does not exist yet, and one line says what was
# found (or exactly what is missing, and the command that starts it). With
# none of the variables set, the tests use SQLite and in-process stand-ins.
set -euo pipefail

found=()
missing=()

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  server=${TEST_DATABASE_URL%/*}
  db=${TEST_DATABASE_URL##*/}
  db=${db%%\?*}
  if ! [[ "$db" =~ ^[A-Za-z_][A-Za-z0-9_]*$ ]]; then
    echo "backends: TEST_DATABASE_URL names the database '$db'; use letters, digits and '_'"
    exit 1
  fi
  if ! pg_isready -q -d "$server/postgres"; then
    missing+=("PostgreSQL at $server (start it: pg_ctlcluster --skip-systemctl-redirect \$(ls /etc/postgresql) main start)")
  elif [ "$(psql -qAt "$server/postgres" -c "SELECT 1 FROM pg_database WHERE datname = '$db'")" = 1 ]; then
    found+=("PostgreSQL database $db")
  else
    psql -q "$server/postgres" -c "CREATE DATABASE \"$db\""
    found+=("PostgreSQL database $db (created)")
  fi
fi

if [ -n "${TEST_REDIS_URL:-}" ]; then
  if [ "$(redis-cli -u "$TEST_REDIS_URL" ping 2>/dev/null)" = PONG ]; then
    found+=("Redis")
  else
    missing+=("Redis at $TEST_REDIS_URL (start it: redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save \"\" --appendonly no)")
  fi
fi

if [ -n "${TEST_AMQP_URL:-}" ]; then
  hostport=${TEST_AMQP_URL#*://}
  hostport=${hostport#*@}
  hostport=${hostport%%/*}
  host=${hostport%:*}
  port=${hostport##*:}
  [ "$port" = "$hostport" ] && port=5672
  if timeout 3 bash -c "exec 3<>/dev/tcp/$host/$port" 2>/dev/null; then
    found+=("RabbitMQ")
  else
    missing+=("RabbitMQ at $host:$port (start it: rabbitmq-server -detached)")
  fi
fi

if [ "${#missing[@]}" -gt 0 ]; then
  echo "backends: missing $(IFS=';'; echo "${missing[*]}")"
  exit 1
fi
if [ "${#found[@]}" -eq 0 ]; then
  echo "backends: none set (SQLite and in-process stand-ins)"
else
  echo "backends: $(IFS=','; echo "${found[*]}" | sed 's/,/, /g') ready"
fi
