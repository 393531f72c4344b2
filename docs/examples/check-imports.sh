#!/usr/bin/env bash
# Each example names exactly ONE product of the root package and imports nothing else from it.
# SwiftPM's --explicit-target-dependency-import-check does not see modules that arrive through a
# product (Upload brings Networking, Storage and Observability along), so this checks the sources:
# an example <X>Example may import the toolchain's modules, its product X and the examples' own
# toolchain-only helper (LoopbackHTTP, which itself may import only the toolchain's modules).
set -euo pipefail
cd "$(dirname "$0")"
toolchain="Foundation FoundationNetworking FoundationEssentials Dispatch Glibc Darwin Testing XCTest"

# The manifest: every <X>Example depends on the product X of package Chatterbox and on nothing else
# from any package; a second example of X is named <Variant><X>Example (OAuth2SessionExample).
# Prints "<target> <product>" for each example.
products=$(swift package dump-package | python3 -c '
import json, sys
package = json.load(sys.stdin)
bad = []
for target in package["targets"]:
    products = [d["product"] for d in target.get("dependencies", []) if "product" in d]
    name = target["name"]
    if name.endswith("Example"):
        pairs = [(p[0], p[1]) for p in products]
        if len(pairs) != 1 or pairs[0][1] != "Chatterbox" or not name.endswith(pairs[0][0] + "Example"):
            bad.append(f"{name} depends on products {pairs}, expected exactly one, (X, \"Chatterbox\"), with {name} ending in XExample")
        else:
            print(name, pairs[0][0])
    elif products:
        bad.append(f"helper target {name} depends on a product: {products}")
if bad:
    print("\n".join(bad), file=sys.stderr); sys.exit(1)
')

status=0
for dir in Sources/*/; do
  target=$(basename "$dir")
  allowed="$toolchain"
  if [[ "$target" == *Example ]]; then
    allowed="$toolchain $(awk -v target="$target" '$1 == target { print $2 }' <<<"$products") LoopbackHTTP"
  fi
  while IFS=: read -r file line text; do
    module=$(sed -E 's/^[[:space:]]*(@[A-Za-z_]+([(][^)]*[)])?[[:space:]]+)*import[[:space:]]+((typealias|struct|class|enum|protocol|let|var|func)[[:space:]]+)?([A-Za-z_][A-Za-z0-9_]*).*/\5/' <<<"$text")
    if [[ " $allowed " != *" $module "* ]]; then
      echo "$file:$line: imports $module; $target may import only: $allowed"
      status=1
    fi
  done < <(grep -rnE '^[[:space:]]*(@[A-Za-z_]+([(][^)]*[)])?[[:space:]]+)*import[[:space:]]' --include='*.swift' "$dir" || true)
done
exit $status
