#!/usr/bin/env bash
# Restores a backup made by deploy/backup.sh (docs/deploy.md, "Backups and restore").
#
#   deploy/restore.sh postgres IN.dump TARGET_DATABASE_URL    # into an empty database (created when missing)
#   deploy/restore.sh pglite IN.tar.gz DATA_DIR               # into an empty or absent directory
#
# The target must be empty: restoring over live data is refused rather than merged. The restore runs in
# one transaction (all or nothing). Afterwards start the server on it as usual: it migrates a dump taken
# before an upgrade to the current schema, and /ready answers 200 once it serves.
set -euo pipefail

PG_BIN="${PG_BIN:-/usr/lib/postgresql/15/bin}"
pg_tool() { if [ -x "$PG_BIN/$1" ]; then echo "$PG_BIN/$1"; else command -v "$1"; fi; }

case "${1:-}" in
  postgres)
    in="${2:?usage: $0 postgres IN.dump TARGET_DATABASE_URL}"
    target="${3:?usage: $0 postgres IN.dump TARGET_DATABASE_URL}"
    # Create the database when it does not exist (connecting to the cluster's maintenance database).
    db="$(node -e 'console.log(decodeURIComponent(new URL(process.argv[1]).pathname.slice(1)) || "postgres")' "$target")"
    admin="$(node -e 'const u = new URL(process.argv[1]); u.pathname = "/postgres"; console.log(u.href)' "$target")"
    exists="$("$(pg_tool psql)" "$admin" -Atc "SELECT 1 FROM pg_database WHERE datname = '${db//\'/\'\'}'")"
    [ "$exists" = 1 ] || "$(pg_tool createdb)" --maintenance-db="$admin" "$db"
    tables="$("$(pg_tool psql)" "$target" -Atc "SELECT count(*) FROM pg_tables WHERE schemaname = 'public'")"
    if [ "$tables" != 0 ]; then
      echo "restore: the target database already holds $tables tables; restore into an empty database" >&2
      exit 1
    fi
    "$(pg_tool pg_restore)" --exit-on-error --single-transaction --no-owner --no-privileges --dbname="$target" "$in"
    echo "restore: $in restored into $db"
    ;;
  pglite)
    in="${2:?usage: $0 pglite IN.tar.gz DATA_DIR}"
    dir="${3:?usage: $0 pglite IN.tar.gz DATA_DIR}"
    if [ -e "$dir" ] && [ -n "$(ls -A "$dir")" ]; then
      echo "restore: $dir is not empty; restore into an empty or new directory" >&2
      exit 1
    fi
    mkdir -p "$dir"
    tar -xzf "$in" -C "$dir"
    echo "restore: $in restored into $dir"
    ;;
  *)
    echo "usage: $0 postgres IN.dump TARGET_DATABASE_URL | $0 pglite IN.tar.gz DATA_DIR" >&2
    exit 2
    ;;
esac
