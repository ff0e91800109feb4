#!/usr/bin/env bash
# Makes the Ed25519 keys with which the gateway, the settings service and the
# incident service sign their gRPC calls (docs/security.md, "How services
# authenticate callers").
# Prints them as environment lines, e.g. for docker-compose's .env:
#
#   scripts/service-keys.sh >> .env
#
# GATEWAY_SERVICE_KEY / SETTINGS_SERVICE_KEY / INCIDENT_SERVICE_KEY are
# secrets (each goes to its component as SERVICE_KEY); the *_PUBLIC_KEY values
# go into the services' TRUSTED_CALLERS: the gateway's into every service's,
# settings' into auth's, incident's into risk's. Needs openssl (1.1.1 or later).
set -euo pipefail

b64url() { base64 -w0 | tr '+/' '-_' | tr -d '='; }

for name in GATEWAY SETTINGS INCIDENT; do
  der=$(mktemp)
  openssl genpkey -algorithm ed25519 -outform DER -out "$der" 2>/dev/null
  # PKCS#8 of an Ed25519 key ends with the 32-byte seed, SPKI with the public key.
  seed=$(tail -c 32 "$der" | b64url)
  public=$(openssl pkey -inform DER -in "$der" -pubout -outform DER | tail -c 32 | b64url)
  rm -f "$der"
  echo "${name}_SERVICE_KEY=$seed"
  echo "${name}_PUBLIC_KEY=$public"
done
