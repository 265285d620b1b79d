#!/usr/bin/env bash
# Writes src/engine/kruise/podSchema.<k8s.io/api version>.ts and podLayout.<version>.ts for every Kruise release this wrapper module pins
# (go.mod, go.v*.mod): `npm run generate:pod-schema`. With --check, writes nothing and fails when a committed file
# differs from what the generator writes. Test tooling only.
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
MODULE="$(dirname "$HERE")"
OUT="$(cd "$MODULE/../.." && pwd)/src/engine/kruise"
check=0
[[ "${1:-}" == "--check" ]] && check=1
status=0
cd "$MODULE"
# podSchema.<version>.ts (JSON field tree, ./podschema) and podLayout.<version>.ts (Go layout for ComputeHash, ./gostruct).
for modfile in go.mod go.v*.mod; do
  for generator in podschema:podSchema gostruct:podLayout; do
    tmp="$(mktemp)"
    nice go run -modfile="$modfile" "./${generator%%:*}" >"$tmp"
    version="$(sed -n 's/^.*k8s\.io\/api \(v[0-9.]*\)).*$/\1/p;1q' "$tmp")"
    [[ -n "$version" ]] || { echo "${generator%%:*}: no k8s.io/api version in the output for $modfile" >&2; exit 1; }
    target="$OUT/${generator##*:}.$version.ts"
    if ((check)); then
      if ! cmp -s "$tmp" "$target"; then echo "${generator%%:*}: $target differs from the generator's output ($modfile)" >&2; status=1; fi
      rm -f "$tmp"
    else
      mv "$tmp" "$target"
      echo "$target ($modfile)"
    fi
  done
done
exit "$status"
