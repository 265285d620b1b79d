#!/usr/bin/env bash
# Writes src/engine/kruise/podSchema.<k8s.io/api version>.ts, podLayout.<version>.ts and subsetTemplateLayout.<Kruise version>.ts
# for every Kruise release this wrapper module pins
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
# podSchema.<k8s.io/api version>.ts (JSON field tree, ./podschema), podLayout.<k8s.io/api version>.ts (Go layout for
# ComputeHash, ./gostruct) and subsetTemplateLayout.<Kruise version>.ts (a UnitedDeployment's child templates, ./gostruct
# -root subsetTemplate).
for modfile in go.mod go.v*.mod; do
  for generator in "podschema podSchema api" "gostruct podLayout api" "gostruct -root=subsetTemplate subsetTemplateLayout kruise"; do
    read -r -a words <<<"$generator"
    keyed="${words[-1]}" prefix="${words[-2]}"
    tmp="$(mktemp)"
    nice go run -modfile="$modfile" "./${words[0]}" "${words[@]:1:${#words[@]}-3}" >"$tmp"
    if [[ "$keyed" == kruise ]]; then
      version="$(sed -n 's/^.*Kruise \(v[0-9.]*\),.*$/\1/p;1q' "$tmp")"
    else
      version="$(sed -n 's/^.*k8s\.io\/api \(v[0-9.]*\)).*$/\1/p;1q' "$tmp")"
    fi
    [[ -n "$version" ]] || { echo "${words[0]}: no $keyed version in the output for $modfile" >&2; exit 1; }
    target="$OUT/$prefix.$version.ts"
    if ((check)); then
      if ! cmp -s "$tmp" "$target"; then echo "${words[0]}: $target differs from the generator's output ($modfile)" >&2; status=1; fi
      rm -f "$tmp"
    else
      mv "$tmp" "$target"
      echo "$target ($modfile)"
    fi
  done
done
exit "$status"
