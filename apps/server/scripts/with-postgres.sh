#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL 15 cluster:
#   bash scripts/with-postgres.sh npx vitest run
# Starts a cluster in a temp dir (as the postgres OS user when run as root: initdb refuses root),
# exports TEST_DATABASE_URL (and DATABASE_URL for the server), runs the command, then stops the
# cluster and removes the directory whatever happens.
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: $0 COMMAND [ARGS...]" >&2
  exit 2
fi

PG_BIN="${PG_BIN:-/usr/lib/postgresql/15/bin}"
DIR="$(mktemp -d "${TMPDIR:-/tmp}/portal-pg.XXXXXX")"
# A free port: let the OS choose one.
PORT="${PGPORT_OVERRIDE:-$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")}"

as_pg() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

cleanup() {
  local status=$?
  as_pg "$PG_BIN/pg_ctl" -D "$DIR/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$DIR"
  exit "$status"
}
trap cleanup EXIT INT TERM

if [ "$(id -u)" -eq 0 ]; then chown postgres "$DIR"; fi
as_pg "$PG_BIN/initdb" -D "$DIR/data" --auth=trust --username=postgres --encoding=UTF8 --locale=C.UTF-8 >"$DIR/initdb.log" 2>&1 \
  || { cat "$DIR/initdb.log" >&2; exit 1; }
PG_OPTS="-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
as_pg "$PG_BIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -o "$PG_OPTS" -w start >/dev/null \
  || { cat "$DIR/server.log" >&2; exit 1; }

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
export DATABASE_URL="${DATABASE_URL:-$TEST_DATABASE_URL}"
# For the fault tests (test/faults.test.ts), which stop and start this cluster.
export PORTAL_PG_BIN="$PG_BIN" PORTAL_PG_DATA="$DIR/data" PORTAL_PG_LOG="$DIR/server.log" PORTAL_PG_OPTS="$PG_OPTS"
echo "with-postgres: PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on port $PORT" >&2

"$@"
