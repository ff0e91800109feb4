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
# settings.audit-store), REASSESSMENT_QUEUE (default risk.reassessment),
# USER_PREFIX (default riskhub-). Re-running it resets passwords and
# permissions to these.
#
#   component               configure                 write                               read
#   auth incident           the audit exchange        the audit exchange                  nothing
#   demo gateway            (declares it)             (publishes events)
#   gateway, besides        <exchange>.live and its   the same (publishes notices,        the same (binds,
#                           <exchange>.live.<hex>     binds its queue)                     consumes)
#   risk (REASSESSMENT_     exchange, its queue and   exchange (its own events), its      exchange, its queue
#     QUEUE), settings      its dead-letter queue     queues (bind), amq.default (parks    and dead-letter queue
#     (AUDIT_QUEUE)         (declares them)           unreadable messages)                 (bind, consume)
#
# Binding a queue to the exchange needs write on the queue and read on the
# exchange; consuming needs read on the queue; parking a message in the
# dead-letter queue publishes it through the default exchange (amq.default).
set -euo pipefail

vhost=${1:-/}
prefix=${USER_PREFIX:-riskhub-}
escape() { printf '%s' "$1" | sed 's/[.^$*+?()[{\\|]/\\&/g'; }
exchange=$(escape "${AUDIT_EXCHANGE:-audit}")
queue=$(escape "${AUDIT_QUEUE:-settings.audit-store}")
reassessment=$(escape "${REASSESSMENT_QUEUE:-risk.reassessment}")

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

consumer() { # name, password, queue (escaped): its queue and dead-letter queue
  user "$1" "$2" \
    "^($exchange|$3|$3\\.dead-letter)\$" \
    "^($exchange|$3|$3\\.dead-letter|amq\\.default)\$" \
    "^($exchange|$3|$3\\.dead-letter)\$"
}

echo "RabbitMQ users on vhost $vhost:"
for c in AUTH INCIDENT DEMO; do
  name="$prefix$(printf '%s' "$c" | tr '[:upper:]' '[:lower:]')"
  user "$name" "$(password "$c")" "^$exchange\$" "^$exchange\$" '^$'
done
# The gateway also fans out the chat's live notices: the fanout exchange
# <audit exchange>.live and one exclusive queue per replica named after it.
live="$exchange\\.live"
user "${prefix}gateway" "$(password GATEWAY)" \
  "^($exchange|$live|$live\\.[0-9a-f]+)\$" \
  "^($exchange|$live|$live\\.[0-9a-f]+)\$" \
  "^($live|$live\\.[0-9a-f]+)\$"
consumer "${prefix}risk" "$(password RISK)" "$reassessment"
# Last: compose's health check waits for this user.
consumer "${prefix}settings" "$(password SETTINGS)" "$queue"
