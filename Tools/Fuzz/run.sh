#!/usr/bin/env bash
# Runs the libFuzzer targets built by Tools/Fuzz/build.sh, each for a bounded time, and prints a
# summary table. Exits 1 when any target crashed (or timed out / ran out of memory on an input),
# 2 on a usage or setup problem.
#
# Usage: Tools/Fuzz/run.sh [--seconds N] [--jobs J] [--replay] [target...]     (default: 30 s, every target)
#   --seconds N   fuzz each target for N seconds (-max_total_time=N)
#   --jobs J      fuzz up to J targets at once (default 1; each libFuzzer process keeps one core busy, so
#                 J = the number of cores ends the run in 1/J of the time; CI passes --jobs "$(nproc)")
#   --replay      instead of fuzzing, run each target once over the inputs in crashers/<target>/
#                 (a fixed crasher must stay fixed; with FUZZ_STRICT=1 known issues count too)
#
# Inputs: corpus/<target>/ (checked-in seeds, read only) and .build/corpus/<target>/ (the working
# corpus libFuzzer grows; kept between local runs, ignored by git), dict/<target>.dict if present.
# Crashes: written to crashers/<target>/ (crash-*, timeout-*, oom-*), named by content hash.
# Environment: FUZZ_ARGS adds libFuzzer flags (e.g. "-jobs=2 -workers=2", "-detect_leaks=1");
#              FUZZ_STRICT=1 makes the harnesses report known, already reported bugs (README.md).
set -uo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
bin="$here/.build/bin"
all_targets="$("$here/build.sh" --list | tr '\n' ' ')"
seconds=30
jobs=1
replay=0
targets=()
while [ $# -gt 0 ]; do
  case "$1" in
    --seconds) seconds="${2:-}"; shift 2 ;;
    --seconds=*) seconds="${1#*=}"; shift ;;
    --jobs) jobs="${2:-}"; shift 2 ;;
    --jobs=*) jobs="${1#*=}"; shift ;;
    --replay) replay=1; shift ;;
    -h | --help) sed -n '2,21p' "$0"; exit 0 ;;
    -*) echo "run.sh: unknown option $1" >&2; exit 2 ;;
    *) targets+=("$1"); shift ;;
  esac
done
[[ "$seconds" =~ ^[0-9]+$ ]] && [ "$seconds" -gt 0 ] || { echo "run.sh: --seconds needs a positive integer" >&2; exit 2; }
[[ "$jobs" =~ ^[0-9]+$ ]] && [ "$jobs" -gt 0 ] || { echo "run.sh: --jobs needs a positive integer" >&2; exit 2; }
[ ${#targets[@]} -gt 0 ] || read -r -a targets <<<"$all_targets"

# The Swift runtime's own crash backtracer would stop libFuzzer from writing its report (and can
# hang on the pipe); libFuzzer and ASan print the stack. Leak checking is off by default: the Swift
# runtime's caches look like leaks at exit.
export SWIFT_BACKTRACE="enable=no"
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0:allocator_may_return_null=1}"
extra=(${FUZZ_ARGS:-})

logs="$here/.build/logs"
mkdir -p "$logs"
for t in "${targets[@]}"; do
  case " $all_targets " in *" $t "*) ;; *) echo "run.sh: unknown target '$t' (known: $all_targets)" >&2; exit 2 ;; esac
  [ -x "$bin/$t" ] || { echo "run.sh: $bin/$t is missing; run Tools/Fuzz/build.sh $t first" >&2; exit 2; }
done

if [ "$replay" -eq 1 ]; then
  status=0
  for t in "${targets[@]}"; do
    mapfile -t inputs < <(find "$here/crashers/$t" -type f ! -name '*.md' ! -name '.*' 2>/dev/null | LC_ALL=C sort)
    if [ ${#inputs[@]} -eq 0 ]; then echo "$t: no crashers"; continue; fi
    if "$bin/$t" "${extra[@]}" "${inputs[@]}" >"$logs/$t.replay.log" 2>&1; then
      echo "$t: ${#inputs[@]} crasher(s) replayed, none crashes"
    else
      echo "$t: a crasher still crashes (see $logs/$t.replay.log):"; grep -E "Fatal error|ERROR:|Running:" "$logs/$t.replay.log" | tail -5
      status=1
    fi
  done
  exit "$status"
fi

# Last value of `key: N` on libFuzzer's status lines ("#123 pulse cov: 1 ft: 2 corp: 3/4b exec/s: 5").
field() { grep -E '^#[0-9]+' "$1" | tail -1 | grep -oE "$2: [0-9]+" | grep -oE '[0-9]+' || echo "-"; }

# One target: fuzzes it and writes its table row to $logs/$t.row; exits 1 on a crash.
fuzz_one() {
  local t="$1" work crashers args dirs before t0 rc elapsed after crashes execs rate corpus
  work="$here/.build/corpus/$t"
  crashers="$here/crashers/$t"
  mkdir -p "$work" "$crashers"
  args=(-max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$crashers/")
  [ -f "$here/dict/$t.dict" ] && args+=(-dict="$here/dict/$t.dict")
  dirs=("$work")
  [ -d "$here/corpus/$t" ] && dirs+=("$here/corpus/$t")
  before=$(find "$crashers" -type f \( -name 'crash-*' -o -name 'timeout-*' -o -name 'oom-*' -o -name 'leak-*' \) | wc -l)
  echo "==> $t: ${seconds}s"
  t0=$(date +%s)
  "$bin/$t" "${args[@]}" "${extra[@]}" "${dirs[@]}" >"$logs/$t.log" 2>&1
  rc=$?
  elapsed=$(($(date +%s) - t0))
  after=$(find "$crashers" -type f \( -name 'crash-*' -o -name 'timeout-*' -o -name 'oom-*' -o -name 'leak-*' \) | wc -l)
  crashes=$((after - before))
  if [ "$rc" -ne 0 ] && [ "$crashes" -eq 0 ]; then crashes=1; fi
  execs=$(grep -oE 'stat::number_of_executed_units: [0-9]+' "$logs/$t.log" | grep -oE '[0-9]+$' || true)
  [ -n "$execs" ] || execs=$(grep -E '^#[0-9]+' "$logs/$t.log" | tail -1 | grep -oE '^#[0-9]+' | tr -d '#' || true)
  rate=$(grep -oE 'stat::average_exec_per_sec: [0-9]+' "$logs/$t.log" | grep -oE '[0-9]+$' || true)
  [ -n "$rate" ] || rate=$(field "$logs/$t.log" "exec/s")
  corpus=$(field "$logs/$t.log" "corp")
  echo "$t|$elapsed|${execs:--}|${rate:--}|$(field "$logs/$t.log" cov)|$(field "$logs/$t.log" ft)|$corpus|$crashes" >"$logs/$t.row"
  if [ "$crashes" -gt 0 ]; then
    echo "    $t: CRASH (exit $rc): log $logs/$t.log"
    grep -E "Fatal error|ERROR: (AddressSanitizer|libFuzzer)|SUMMARY|Test unit written" "$logs/$t.log" | head -6 | sed 's/^/    /'
    return 1
  fi
  return 0
}

rows=()
status=0
start=$(date +%s)
for t in "${targets[@]}"; do
  rm -f "$logs/$t.row"
  # At most $jobs at once: wait for one to end before starting the next.
  while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do wait -n || true; done
  fuzz_one "$t" &
done
wait
# The status comes from the rows (the crash count each target wrote), not from the background jobs' exits.
for t in "${targets[@]}"; do
  if [ -s "$logs/$t.row" ]; then rows+=("$(cat "$logs/$t.row")"); else rows+=("$t|-|-|-|-|-|-|missing"); status=1; fi
  [ "$(cut -d'|' -f8 <<<"${rows[-1]}")" = 0 ] || status=1
done

echo
printf '%-13s %7s %11s %8s %6s %7s %7s %8s\n' target seconds executions exec/s cov ft corpus crashes
for row in "${rows[@]}"; do
  IFS='|' read -r t s e r c f k x <<<"$row"
  printf '%-13s %7s %11s %8s %6s %7s %7s %8s\n' "$t" "$s" "$e" "$r" "$c" "$f" "$k" "$x"
done
echo "total: $(($(date +%s) - start)) s; logs in $logs"
if [ "$status" -ne 0 ]; then
  echo "FAILED: crash inputs are in Tools/Fuzz/crashers/<target>/ — reproduce with Tools/Fuzz/.build/bin/<target> <file> (README.md)"
fi
exit "$status"
