#!/usr/bin/env bash
# docker-compose's RabbitMQ: the image's own start, plus the per-component
# users of users.sh once the node is up (re-applied at every start).
set -euo pipefail
(
  until rabbitmqctl -q await_startup >/dev/null 2>&1; do sleep 2; done
  /riskhub/rabbitmq/users.sh / || echo "riskhub: creating the broker users failed" >&2
) &
exec docker-entrypoint.sh rabbitmq-server
