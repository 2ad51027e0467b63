#!/usr/bin/env bash
# Starts (or stops) a throw-away PostgreSQL 15 from Debian's packages for tests:
# `eval "$(bash scripts/ci-postgres.sh start)"` exports FLICK_PG_URL.
# Runs as the postgres user in a scratch directory on 127.0.0.1; fsync is off (test data only).
set -euo pipefail
bin=/usr/lib/postgresql/15/bin
dir=${FLICK_PG_DIR:-/tmp/flick-pg}
port=${FLICK_PG_PORT:-55432}
as_pg() { if [[ $(id -u) -eq 0 ]]; then runuser -u postgres -- "$@"; else "$@"; fi; }

case "${1:-start}" in
  start)
    # Already running from an earlier call of this run (same directory): reuse it. Otherwise start
    # from an empty cluster: a directory left by an earlier run holds databases migrated by other code.
    if ! { [[ -f "$dir/data/PG_VERSION" ]] && as_pg "$bin/pg_ctl" -D "$dir/data" status >/dev/null 2>&1; }; then
      rm -rf "$dir"; mkdir -p "$dir"
      [[ $(id -u) -eq 0 ]] && chown postgres:postgres "$dir"
      pwfile=$(mktemp); echo flick > "$pwfile"; chmod 644 "$pwfile"
      as_pg "$bin/initdb" -D "$dir/data" -U flick --pwfile="$pwfile" -A scram-sha-256 >/dev/null
      rm -f "$pwfile"
    fi
    if ! as_pg "$bin/pg_ctl" -D "$dir/data" status >/dev/null 2>&1; then
      as_pg "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" -w \
        -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
        start >/dev/null || { echo "PostgreSQL did not start; its log: $dir/log" >&2; exit 1; }
    fi
    echo "export FLICK_PG_URL=postgres://flick:flick@127.0.0.1:$port/postgres"
    ;;
  stop)
    as_pg "$bin/pg_ctl" -D "$dir/data" -m fast stop >/dev/null 2>&1 || true
    ;;
esac
