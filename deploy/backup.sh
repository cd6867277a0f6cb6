#!/usr/bin/env bash
# Backs up the portal's database (docs/deploy.md, "Backups and restore").
#
#   deploy/backup.sh postgres OUT.dump        # DATABASE_URL: pg_dump, custom format (consistent while serving)
#   deploy/backup.sh pglite DATA_DIR OUT.tar.gz   # the embedded database: its directory, while no server runs
#
# PostgreSQL: one consistent snapshot of the whole database, taken while the instances serve (pg_dump
# reads in one repeatable-read transaction). Restore with deploy/restore.sh. For point-in-time recovery
# use base backups plus WAL archiving instead (docs/deploy.md).
# PGlite: the data directory is the database; a copy taken while a server writes to it may be torn, so
# this refuses while the directory is in use (the server holds its lock file, db/data-dir-lock.ts).
set -euo pipefail

PG_BIN="${PG_BIN:-/usr/lib/postgresql/15/bin}"
pg_tool() { if [ -x "$PG_BIN/$1" ]; then echo "$PG_BIN/$1"; else command -v "$1"; fi; }

case "${1:-}" in
  postgres)
    out="${2:?usage: $0 postgres OUT.dump}"
    : "${DATABASE_URL:?set DATABASE_URL to the database to back up}"
    "$(pg_tool pg_dump)" --format=custom --compress=6 --no-owner --no-privileges --file="$out.partial" "$DATABASE_URL"
    mv "$out.partial" "$out"
    echo "backup: $(du -h "$out" | cut -f1) written to $out"
    ;;
  pglite)
    dir="${2:?usage: $0 pglite DATA_DIR OUT.tar.gz}"
    out="${3:?usage: $0 pglite DATA_DIR OUT.tar.gz}"
    [ -f "$dir/PG_VERSION" ] || { echo "backup: $dir is not a PGlite data directory" >&2; exit 1; }
    # A running server holds <dir>.lock with its pid (apps/server/src/db/data-dir-lock.ts).
    lock="$(cd "$dir" && pwd).lock"
    if [ -f "$lock" ] && kill -0 "$(cat "$lock")" 2>/dev/null; then
      echo "backup: $dir is in use by process $(cat "$lock"); stop the server first (a copy taken while it writes may be torn)" >&2
      exit 1
    fi
    tar -czf "$out.partial" -C "$dir" .
    mv "$out.partial" "$out"
    echo "backup: $(du -h "$out" | cut -f1) written to $out"
    ;;
  *)
    echo "usage: $0 postgres OUT.dump | $0 pglite DATA_DIR OUT.tar.gz" >&2
    exit 2
    ;;
esac
