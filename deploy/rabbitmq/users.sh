#!/usr/bin/env bash
# One RabbitMQ user per RiskHub component, each with only what it needs
# (docs/security.md, "Broker users"). Run it where rabbitmqctl reaches the
# broker (inside its container, or a host with the Erlang cookie):
#
#   AUTH_AMQP_PASSWORD=… RISK_AMQP_PASSWORD=… INCIDENT_AMQP_PASSWORD=… \
#   SETTINGS_AMQP_PASSWORD=… DEMO_AMQP_PASSWORD=… GATEWAY_AMQP_PASSWORD=… \
#     deploy/rabbitmq/users.sh [vhost]
#
# Optional: AUDIT_EXCHANGE (default audit), AUDIT_QUEUE (default
# settings.audit-store), USER_PREFIX (default riskhub-). Re-running it resets
# passwords and permissions to these.
#
#   component               configure                 write                               read
#   auth risk incident      the audit exchange        the audit exchange                  nothing
#   demo gateway            (declares it)             (publishes events)
#   settings                exchange, its queue and   exchange (its own events), its      exchange, its queue
#                           its dead-letter queue     queues (bind), amq.default (parks    and dead-letter queue
#                                                     unreadable messages)                 (bind, consume)
set -euo pipefail

vhost=${1:-/}
prefix=${USER_PREFIX:-riskhub-}
escape() { printf '%s' "$1" | sed 's/[.^$*+?()[{\\|]/\\&/g'; }
exchange=$(escape "${AUDIT_EXCHANGE:-audit}")
queue=$(escape "${AUDIT_QUEUE:-settings.audit-store}")

user() { # name, password, configure, write, read
  rabbitmqctl -q add_user "$1" "$2" >/dev/null 2>&1 || rabbitmqctl -q change_password "$1" "$2" >/dev/null
  rabbitmqctl -q set_permissions -p "$vhost" "$1" "$3" "$4" "$5" >/dev/null
  echo "  $1: configure '$3' write '$4' read '$5'"
}

password() { # COMPONENT
  local var="${1}_AMQP_PASSWORD"
  [ -n "${!var:-}" ] || { echo "set $var" >&2; exit 2; }
  printf '%s' "${!var}"
}

echo "RabbitMQ users on vhost $vhost:"
for c in AUTH RISK INCIDENT DEMO GATEWAY; do
  name="$prefix$(printf '%s' "$c" | tr '[:upper:]' '[:lower:]')"
  user "$name" "$(password "$c")" "^$exchange\$" "^$exchange\$" '^$'
done
user "${prefix}settings" "$(password SETTINGS)" \
  "^($exchange|$queue|$queue\\.dead-letter)\$" \
  "^($exchange|$queue|$queue\\.dead-letter|amq\\.default)\$" \
  "^($exchange|$queue|$queue\\.dead-letter)\$"
