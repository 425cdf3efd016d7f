#!/usr/bin/env bash
# Runs one package's window tests as N processes at once, each under its own
# virtual display, so both cores are busy: one app's game loop keeps about one
# core, and a package's tests share that one loop (scenes/app_test.go).
# The top-level tests are split by their cost, measured and kept in
# scripts/window-tests.cost (seconds; a test not listed counts 5), the most
# costly first, each to the process with the least so far.
#
# Usage: scripts/window-tests.sh PACKAGE N [go test flags for the binary...]
# The environment (CARDTABLE_SCREENSHOTS…) reaches every process.
set -euo pipefail
cd "$(dirname "$0")/.."
pkg=${1:?package}
n=${2:?processes}
shift 2
go=${GO:-go}
xvfb=(xvfb-run -a -s "-screen 0 1280x720x24")

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
bin="$work/pkg.test"
"$go" test -c -o "$bin" "./$pkg"

# The list runs TestMain too, so it needs a display.
(cd "$pkg" && "${xvfb[@]}" "$bin" -test.list '^Test') | grep '^Test' >"$work/tests"
[ -s "$work/tests" ] || { echo "window-tests: no tests in $pkg" >&2; exit 1; }

awk -v n="$n" -v out="$work/shard" '
  FNR == NR { if ($1 !~ /^#/ && NF == 2) cost[$1] = $2; next }
  { c = ($1 in cost) ? cost[$1] : 5; print c, $1 }
' scripts/window-tests.cost "$work/tests" | sort -k1,1nr -k2 |
  awk -v n="$n" -v out="$work/shard" '
  {
    best = 0
    for (i = 1; i < n; i++) if (load[i] < load[best]) best = i
    load[best] += $1
    names[best] = names[best] (names[best] == "" ? "" : "|") $2
  }
  END { for (i = 0; i < n; i++) if (names[i] != "") print "^(" names[i] ")$" > (out i) }
'

pids=()
for f in "$work"/shard*; do
  i=${f##*shard}
  (
    rc=0
    cd "$pkg" && "${xvfb[@]}" "$bin" -test.run "$(cat "$f")" "$@" >"$work/log$i" 2>&1 || rc=$?
    echo "$rc" >"$work/rc$i"
  ) &
  pids+=($!)
  sleep 2 # xvfb-run -a picks a free display by looking: two at once may pick the same
done
wait "${pids[@]}" || true

status=0
for f in "$work"/shard*; do
  i=${f##*shard}
  echo "=== $pkg, process $((i + 1)) of $n: $(tr '|' ' ' <"$f" | tr -d '^()$' | wc -w) tests"
  cat "$work/log$i"
  rc=$(cat "$work/rc$i" 2>/dev/null || echo 1)
  [ "$rc" -eq 0 ] || status=$rc
done
if [ "$status" -eq 0 ]; then
  echo "ok  	cardtable/$pkg	(window tests in $n processes)"
else
  echo "FAIL	cardtable/$pkg	(window tests in $n processes)"
fi
exit "$status"
