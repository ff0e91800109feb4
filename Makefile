# RiskHub: `make run` starts everything on http://localhost:8080; `make test` runs every test.
# Both install what they need on a fresh machine (npm packages, Debian's Chromium).

SHELL := /bin/bash
CARGO ?= cargo
NPM ?= npm
FRONTEND := frontend
DIST := $(FRONTEND)/dist/index.html
NODE_STAMP := $(FRONTEND)/node_modules/.package-lock.json
FRONTEND_SRC := $(shell find $(FRONTEND)/src $(FRONTEND)/public $(FRONTEND)/index.html $(FRONTEND)/vite.config.ts -type f 2>/dev/null)

.PHONY: run serve test test-rust test-fuzz test-faults test-deploy test-frontend test-e2e lint fmt build frontend chromium bench dev clean help

help:
	@echo "make run    - the whole system in one process on http://localhost:8080 (SQLite under ./data, demo accounts)"
	@echo "make test   - Rust unit + integration tests, API fuzzing, frontend unit tests, Playwright end-to-end tests"
	@echo "make test-faults - the fault suite on PostgreSQL, Redis and RabbitMQ (kill -9, outages, SIGTERM; nothing lost)"
	@echo "make test-fuzz - schemathesis against /api/openapi.json (no 5xx, every answer as documented)"
	@echo "make lint   - cargo fmt --check, clippy -D warnings, tsc --noEmit, ESLint"
	@echo "make bench  - load benchmark of the gateway (see docs/benchmarks.md)"

## ---- set-up -------------------------------------------------------------

$(NODE_STAMP): $(FRONTEND)/package.json $(FRONTEND)/package-lock.json
	cd $(FRONTEND) && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 $(NPM) ci --no-audit --no-fund
	@touch $@

$(DIST): $(NODE_STAMP) $(FRONTEND_SRC)
	cd $(FRONTEND) && $(NPM) run build

frontend: $(DIST)

# Browsers cannot be downloaded here: the tests use Debian's Chromium.
chromium:
	@command -v chromium >/dev/null 2>&1 || { \
		echo "Installing Debian's chromium for browser tests"; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; }

build: frontend
	$(CARGO) build -p all-in-one --bin riskhub

## ---- run ----------------------------------------------------------------

# The demo offers the theme customizer (off by default, spec section 2).
run: build
	@$(MAKE) --no-print-directory serve

# What `make run` starts, once built. Self-registration stays off unless asked
# for (ALLOW_REGISTRATION=true), and then the server listens on loopback only
# unless HTTP_ADDR says otherwise: a stranger on the network makes no account.
RISKHUB ?= ./target/debug/riskhub
serve:
	@registration=$${ALLOW_REGISTRATION:-false}; addr=$${HTTP_ADDR:-}; \
	if [ "$$registration" = true ] && [ -z "$$addr" ]; then \
		addr=127.0.0.1:8080; \
		echo "Self-registration is on: listening on $$addr only (set HTTP_ADDR to open it to the network)"; \
	fi; \
	exec env STATIC_DIR=$(FRONTEND)/dist THEME_CUSTOMIZER=$${THEME_CUSTOMIZER:-on} \
		ALLOW_REGISTRATION=$$registration $${addr:+HTTP_ADDR=$$addr} $(RISKHUB)

# Backend plus Vite's dev server with hot reload on http://localhost:5173.
dev: $(NODE_STAMP)
	$(CARGO) build -p all-in-one --bin riskhub
	./target/debug/riskhub & trap 'kill $$!' EXIT; cd $(FRONTEND) && $(NPM) run dev

## ---- test ---------------------------------------------------------------

test: test-rust test-fuzz test-deploy test-frontend test-e2e

test-rust:
	./scripts/check-backends.sh
	@if command -v cargo-nextest >/dev/null 2>&1; then \
		$(CARGO) nextest run --workspace --no-fail-fast; \
	else \
		$(CARGO) test --workspace; \
	fi
	./scripts/distributed-smoke.sh

# API fuzzing (ADR 26): schemathesis, pinned, in its own venv made on first use.
FUZZ_VENV := .venv-fuzz
$(FUZZ_VENV)/.installed: requirements-fuzz.txt
	python3 -m venv $(FUZZ_VENV) || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-venv >/dev/null && python3 -m venv $(FUZZ_VENV); }
	$(FUZZ_VENV)/bin/pip install -q --disable-pip-version-check -r requirements-fuzz.txt
	@touch $@

test-fuzz: $(FUZZ_VENV)/.installed
	$(CARGO) build -p all-in-one --bin riskhub
	./scripts/fuzz-api.sh

# The fault suite (issue 17): the distributed form on PostgreSQL, Redis and
# RabbitMQ under kill -9, broker, Redis and PostgreSQL faults and a SIGTERM;
# zero audit events lost or duplicated. .ci/run runs it after `make test`.
test-faults:
	./scripts/fault-suite.sh

# Validates docker-compose.yml without a Docker engine (Debian's docker-compose).
test-deploy:
	@command -v docker-compose >/dev/null 2>&1 || { \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq docker-compose >/dev/null; }
	docker-compose -f docker-compose.yml config -q && echo "docker-compose.yml: valid"

test-frontend: $(NODE_STAMP)
	cd $(FRONTEND) && $(NPM) run typecheck && $(NPM) run lint && $(NPM) test

test-e2e: frontend chromium
	$(CARGO) build -p all-in-one --bin riskhub
	./scripts/e2e.sh
	./scripts/restart-survival.sh

lint: $(NODE_STAMP)
	$(CARGO) fmt --all --check
	$(CARGO) clippy --workspace --all-targets -- -D warnings
	cd $(FRONTEND) && $(NPM) run typecheck && $(NPM) run lint

fmt:
	$(CARGO) fmt --all

bench:
	./scripts/bench.sh

clean:
	rm -rf target $(FRONTEND)/dist $(FRONTEND)/node_modules
