#!/usr/bin/env bash
# The test command N times in a row (default 3) beside two CPU-bound busy loops, as a busy
# two-core CI machine runs it: a test that waits for the wrong thing fails here, not in CI.
# Stops at the first red run; the busy loops end with the script, however it ends.
set -euo pipefail

runs=${1:-3}
busy_loops=()
trap 'kill "${busy_loops[@]}" 2>/dev/null || true' EXIT
trap 'exit 130' INT TERM

for _ in 1 2; do
  sh -c 'while :; do :; done' &
  busy_loops+=("$!")
done

for ((run = 1; run <= runs; run++)); do
  echo "loaded check: run $run of $runs, beside ${#busy_loops[@]} busy loops"
  SECONDS=0
  pnpm test
  echo "loaded check: run $run of $runs passed in $((SECONDS / 60)) min $((SECONDS % 60)) s"
done
