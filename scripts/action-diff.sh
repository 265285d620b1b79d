#!/usr/bin/env bash
# The diff step of action.yml (and nothing else): predicts every CloneSet update between the base and the head
# checkouts of a pull request and writes GitHub workflow commands (`::error file=…,line=…::…`), which the runner
# shows as annotations on the pull request. Run from the head checkout, so the files it names are the
# repository's own paths.
#
# Inputs (environment, as action.yml passes them):
#   IPG_BASE      the base checkout (required)
#   IPG_HEAD      the head checkout (required)
#   IPG_FAIL_ON   deny (default) or warn
#   IPG_ARGS      more `diff` options, split on spaces (e.g. "--gates InPlaceWorkloadVerticalScaling=true")
#   GITHUB_ACTION_PATH  the action's own folder, with dist/ built by the action's install step
# Exit code: diff's (0 pass, 1 deny or warn under --fail-on warn, 2 bad input).
set -euo pipefail

action_path="${GITHUB_ACTION_PATH:-$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)}"
base="${IPG_BASE:?IPG_BASE: the base checkout is required (input base)}"
head="${IPG_HEAD:?IPG_HEAD: the head checkout is required (input head)}"
fail_on="${IPG_FAIL_ON:-deny}"
read -r -a extra <<<"${IPG_ARGS:-}"

for dir in "$base" "$head"; do
  [[ -d "$dir" ]] || { printf '::error::inplace-guard: %s is not a folder (check the base and head inputs)\n' "$dir"; exit 2; }
done
base="$(cd "$base" && pwd)"

cd "$head"
exec node "$action_path/dist/cli/main.js" diff "$base" . --output github --fail-on "$fail_on" "${extra[@]+"${extra[@]}"}"
