#!/usr/bin/env bash
# The whole suite on a fresh machine: install, then lint, types, unit/API and end-to-end tests.
# Plain output for a log (no colour codes, no progress redraws); every temporary file goes into one folder of
# this run, which must be empty again at the end.
# One PostgreSQL serves the whole run: the unit and API tests import the corpus into a template database once,
# and the end-to-end server starts on a copy of it instead of importing the corpus again.
set -euo pipefail
cd "$(dirname "$0")/.."
export NO_COLOR=1 FORCE_COLOR=0
run_tmp="$(mktemp -d "${TMPDIR:-/tmp}/angelicus-suite-XXXXXX")"
chmod 755 "$run_tmp"
export TMPDIR="$run_tmp"
pg_pid=""
finish() {
  local status=$?
  local left
  if [ -n "$pg_pid" ]; then
    kill -TERM "$pg_pid" 2>/dev/null || true
    wait "$pg_pid" 2>/dev/null || true
  fi
  left="$(find "$run_tmp" -mindepth 1 -maxdepth 1 -name 'angelicus-*' -printf '%f\n' 2>/dev/null || true)"
  rm -rf "$run_tmp"
  if [ -n "$left" ]; then
    echo "The suite left temporary folders behind (removed now):" >&2
    echo "$left" >&2
    [ "$status" -eq 0 ] && status=1
  fi
  exit "$status"
}
trap finish EXIT
start=$(date +%s)
phase_start=$start
phase() {
  local now
  now=$(date +%s)
  echo "Phase $1: $(( now - phase_start )) s"
  phase_start=$now
}

bash scripts/install-test-deps.sh
phase install

node --import tsx tests/setup/suite-postgres.ts "$run_tmp/postgres" "$run_tmp/postgres-url" &
pg_pid=$!
for _ in $(seq 1 600); do
  [ -s "$run_tmp/postgres-url" ] && break
  kill -0 "$pg_pid" 2>/dev/null || { echo "PostgreSQL for the suite did not start." >&2; exit 1; }
  sleep 0.5
done
[ -s "$run_tmp/postgres-url" ] || { echo "PostgreSQL for the suite did not start in time." >&2; exit 1; }
export TEST_DATABASE_URL TEST_RUN_ID
TEST_DATABASE_URL="$(cat "$run_tmp/postgres-url")"
TEST_RUN_ID="suite$(date +%s)"

# The corpus template is built while lint and types run; the unit tests wait for it under its lock anyway,
# and this script waits for it before they start.
node --import tsx tests/setup/build-corpus-template.ts "$TEST_DATABASE_URL" "$TEST_RUN_ID" \
  >"$run_tmp/corpus-template.log" 2>&1 &
template_pid=$!
npm run lint
phase lint
npm run typecheck
phase types
if ! wait "$template_pid"; then
  cat "$run_tmp/corpus-template.log" >&2
  echo "The corpus template for the tests could not be built." >&2
  exit 1
fi
tail -n 1 "$run_tmp/corpus-template.log"
phase corpus-template
# The first-paint test's production build of the client is kept for the end-to-end server to serve.
CLIENT_BUILD_DIR="$run_tmp/client-build" npm run test:unit
phase unit-and-api
export E2E_CLIENT_DIR="$run_tmp/client-build"
E2E_DATABASE_URL="$(node --import tsx tests/setup/e2e-database.ts "$TEST_DATABASE_URL" "corpus_$TEST_RUN_ID" e2e)"
export E2E_DATABASE_URL
npm run test:e2e
phase end-to-end
echo "Whole suite: $(( $(date +%s) - start )) s"
