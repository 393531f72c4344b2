#!/usr/bin/env bash
# Builds the libFuzzer targets in Tools/Fuzz/<target>/main.swift.
#
# Usage: Tools/Fuzz/build.sh <target|all>...      (targets: see TARGETS below, or `--list`)
#
# Each target is compiled together with the sources of the module it fuzzes (globbed from
# Modules/<Module>/**/*.swift) as ONE Swift module carrying that module's name, so the harness
# sees internal API (DTOs, parsers) without `@testable`. The modules those sources import
# (found from their `import` lines, e.g. Networking -> Observability) are compiled first as
# separate instrumented static libraries under Tools/Fuzz/.build/ (ignored by git).
#
# Environment: FUZZ_SANITIZERS (default "fuzzer,address"; "fuzzer" if ASan is a problem),
#              FUZZ_OPT (default "-O"), SWIFTC (default "swiftc").
# Exits 2 with a clear message when the toolchain cannot build libFuzzer binaries.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
swiftc="${SWIFTC:-swiftc}"
sanitizers="${FUZZ_SANITIZERS:-fuzzer,address}"
opt="${FUZZ_OPT:--O}"
build="$here/.build"
mods="$build/modules"
bin="$build/bin"

# target -> the module its harness is compiled into.
TARGETS="deeplink apijson wav localization networklog"
module_of() {
  case "$1" in
    deeplink) echo DeepLink ;;
    apijson) echo ChatterboxAPILive ;;
    wav) echo AudioCapture ;;
    localization) echo Localization ;;
    networklog) echo NetworkLog ;;
    *) return 1 ;;
  esac
}

# Extra files compiled into a target (paths from the repo root): independent checkers the tests own.
extras_of() {
  case "$1" in
    deeplink) echo "Tests/DeepLinkTests/Fuzz/AcceptedShapeOracle.swift" ;;
  esac
}

# The same language settings as Package.swift gives every target, and one package name for all of them, as
# SwiftPM passes (without it, `package` declarations are visible in their own file only).
swift_flags=(-swift-version 6 -enable-upcoming-feature ExistentialAny -enable-upcoming-feature InferIsolatedConformances
  -package-name chatterbox -parse-as-library "$opt" -gline-tables-only -sanitize="$sanitizers")

die() { echo "fuzz build: $*" >&2; exit 2; }

sources_of() { find "$root/Modules/$1" -name '*.swift' -type f | LC_ALL=C sort; }

# Project modules that module $1 imports directly (only those with a Modules/<name> folder).
direct_deps() {
  sources_of "$1" | xargs grep -hoE '^[[:space:]]*(@testable[[:space:]]+|@_exported[[:space:]]+|@_implementationOnly[[:space:]]+|public[[:space:]]+|internal[[:space:]]+)?import[[:space:]]+[A-Za-z_][A-Za-z0-9_]*' 2>/dev/null \
    | awk '{print $NF}' | LC_ALL=C sort -u | while read -r dep; do
      [ "$dep" != "$1" ] && [ -d "$root/Modules/$dep" ] && echo "$dep"
    done
}

# All project modules below $1, dependencies first.
ordered_deps() {
  local -a out=()
  visit() {
    local m d
    for d in $(direct_deps "$1"); do visit "$d"; done
    for m in "${out[@]:-}"; do [ "$m" = "$1" ] && return 0; done
    out+=("$1")
  }
  local d
  for d in $(direct_deps "$1"); do visit "$d"; done
  [ ${#out[@]} -gt 0 ] && printf '%s\n' "${out[@]}"
  return 0
}

# Fails clearly if swiftc cannot produce a libFuzzer binary with the chosen sanitizers.
probe() {
  mkdir -p "$build/probe"
  local marker
  marker="$build/probe/ok-$(printf '%s %s' "$(command -v "$swiftc")" "$("$swiftc" --version 2>&1 | head -1)" | cksum | cut -d' ' -f1)-$sanitizers"
  [ -f "$marker" ] && return 0
  cat >"$build/probe/probe.swift" <<'EOF'
@_cdecl("LLVMFuzzerTestOneInput") public func probe(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt { 0 }
EOF
  if ! "$swiftc" -parse-as-library -sanitize="$sanitizers" "$build/probe/probe.swift" -o "$build/probe/probe" \
    >"$build/probe/log" 2>&1; then
    cat "$build/probe/log" >&2
    die "'$swiftc -sanitize=$sanitizers' cannot link a libFuzzer binary with this toolchain ($("$swiftc" --version 2>&1 | head -1)). libFuzzer needs a Swift toolchain for Linux built with compiler-rt (swift.org builds are); Xcode's toolchain does not ship it. Try FUZZ_SANITIZERS=fuzzer if only ASan is missing."
  fi
  "$build/probe/probe" -runs=1 >"$build/probe/run.log" 2>&1 || { cat "$build/probe/run.log" >&2; die "the probe fuzzer does not run"; }
  touch "$marker"
}

# True when $1 is missing or older than any file in the rest of the arguments.
stale() {
  local out="$1"; shift
  [ -e "$out" ] || return 0
  local f
  for f in "$@"; do [ "$f" -nt "$out" ] && return 0; done
  return 1
}

# Runs swiftc with the common flags; prints its output minus the linker's noise (it warns about
# every ASan check symbol it "cannot export") and fails with the step's name.
compile() {
  local what="$1"; shift
  local log="$build/last-compile.log" rc=0
  "$swiftc" "${swift_flags[@]}" "$@" >"$log" 2>&1 || rc=$?
  grep -v -E "ld(\.gold)?: warning: Cannot export local symbol" "$log" || true
  [ "$rc" -eq 0 ] || die "$what failed (swiftc exit $rc)"
}

# A C target (CLibcurl): its .c files into a static library, and a module map that swiftc finds
# through an -I added to every later compile.
build_c_dependency() {
  local m="$1" dir="$root/Modules/$1"
  local maps="$mods/c-modules/$m" lib="$mods/lib$m.a"
  mkdir -p "$maps"
  printf 'module %s {\n  header "%s"\n  export *\n}\n' "$m" "$dir/include/$m.h" >"$maps/module.modulemap"
  swift_flags+=(-I "$maps")
  local -a csrcs
  mapfile -t csrcs < <(find "$dir" -maxdepth 1 -name '*.c' | sort)
  if ! stale "$lib" "${csrcs[@]}" "$dir/include/$m.h" "$0"; then return 0; fi
  echo "  module $m (C, ${#csrcs[@]} files)"
  local cc objs=() c
  cc="$(dirname "$(command -v "$swiftc")")/clang"
  [ -x "$cc" ] || cc=clang
  for c in "${csrcs[@]}"; do
    "$cc" -c -O1 -fPIC -I "$dir/include" "$c" -o "$maps/$(basename "$c" .c).o" || die "compiling $c failed"
    objs+=("$maps/$(basename "$c" .c).o")
  done
  rm -f "$lib"
  ar rcs "$lib" "${objs[@]}" || die "archiving $lib failed"
}

build_dependency() {
  local m="$1"
  if [ -d "$root/Modules/$m/include" ]; then build_c_dependency "$m"; return 0; fi
  local -a srcs
  mapfile -t srcs < <(sources_of "$m")
  [ ${#srcs[@]} -gt 0 ] || die "Modules/$m has no Swift sources"
  local lib="$mods/lib$m.a"
  if ! stale "$lib" "${srcs[@]}" "$0"; then return 0; fi
  echo "  module $m (${#srcs[@]} files)"
  compile "compiling module $m" -module-name "$m" -wmo -I "$mods" \
    -emit-module -emit-module-path "$mods/$m.swiftmodule" -emit-library -static -o "$lib" "${srcs[@]}"
}

build_target() {
  local t="$1" m
  m="$(module_of "$t")" || die "unknown target '$t' (known: $TARGETS)"
  local harness="$here/$t/main.swift"
  [ -f "$harness" ] || die "missing $harness"
  if [ ! -d "$root/Modules/$m" ] || [ -z "$(sources_of "$m")" ]; then
    die "target $t needs Modules/$m, which is not in this checkout yet"
  fi
  local -a deps=() libs=() srcs=()
  mapfile -t deps < <(ordered_deps "$m")
  local d
  for d in "${deps[@]}"; do
    [ -n "$d" ] || continue
    build_dependency "$d"
    libs+=("$mods/lib$d.a")
  done
  mapfile -t srcs < <(sources_of "$m")
  local x
  # Copied without their `import <Module>` line: here they are part of that module.
  mkdir -p "$build/extras/$t"
  for x in $(extras_of "$t"); do
    [ -f "$root/$x" ] || die "target $t needs $x, which is missing"
    local copy="$build/extras/$t/$(basename "$x")"
    if stale "$copy" "$root/$x"; then grep -v -E "^import $m\$" "$root/$x" >"$copy"; fi
    srcs+=("$copy")
  done
  # SwiftPM generates `Bundle.module` for a target with resources; stand in for it here.
  if grep -q "Bundle\.module" "${srcs[@]}" && [ -d "$root/Modules/$m/Resources" ]; then
    local shim="$build/extras/$t/BundleModule.swift"
    printf 'import Foundation\n\nextension Foundation.Bundle {\n  static let module: Bundle = Bundle(path: "%s") ?? .main\n}\n' \
      "$root/Modules/$m/Resources" >"$shim"
    srcs+=("$shim")
  fi
  local out="$bin/$t"
  if ! stale "$out" "${srcs[@]}" "$harness" ${libs[@]+"${libs[@]}"} "$0"; then
    echo "  $t: up to date ($out)"
    return 0
  fi
  echo "  $t: $m (${#srcs[@]} files)${deps[0]:+ + ${deps[*]}}"
  # Library order: dependents before their dependencies for the static linker.
  local -a linklibs=()
  local i
  for ((i = ${#libs[@]} - 1; i >= 0; i--)); do linklibs+=("${libs[$i]}"); done
  compile "building target $t" -module-name "$m" -wmo -I "$mods" "${srcs[@]}" "$harness" ${linklibs[@]+"${linklibs[@]}"} -o "$out"
}

[ $# -gt 0 ] || { echo "usage: $0 <target|all>... (targets: $TARGETS)" >&2; exit 64; }
if [ "$1" = "--list" ]; then echo "$TARGETS" | tr ' ' '\n'; exit 0; fi

wanted=()
for arg in "$@"; do
  if [ "$arg" = all ]; then wanted+=($TARGETS); else wanted+=("$arg"); fi
done

command -v "$swiftc" >/dev/null || die "swiftc not found (set SWIFTC or put a Swift toolchain on PATH)"
mkdir -p "$mods" "$bin"
start=$(date +%s)
echo "==> Fuzz build ($("$swiftc" --version 2>&1 | head -1); -sanitize=$sanitizers $opt)"
probe
for t in "${wanted[@]}"; do build_target "$t"; done
echo "==> Built ${wanted[*]} in $(($(date +%s) - start)) s -> $bin"
