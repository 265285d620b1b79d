#!/usr/bin/env bash
# The diff step of action.yml (and nothing else): predicts every CloneSet update between the base and the head
# checkouts of a pull request and writes GitHub workflow commands (`::error file=…,line=…::…`), which the runner
# shows as annotations on the pull request, at paths relative to the repository on both sides; and, when the runner
# gives a step summary file, the markdown report into it. Run from the head checkout.
#
# Inputs (environment, as action.yml passes them):
#   IPG_BASE       the base checkout (required)
#   IPG_HEAD       the head checkout (required)
#   IPG_FAIL_ON    deny (default) or warn
#   IPG_KUSTOMIZE  true: render every kustomization root with `kubectl kustomize` (diff --kustomize)
#   IPG_ARGS       more `diff` options, one argument per line, or a flag and its value on one line; quotes group
#                  words and are removed, nothing is expanded: --exclude '**/templates/**'
#   GITHUB_STEP_SUMMARY  the runner's step summary file (the markdown report is appended to it)
#   GITHUB_ACTION_PATH   the action's own folder, with dist/ built (or restored) by the action's install step
# Exit code: diff's (0 pass, 1 deny or warn under --fail-on warn, 2 bad input).
set -euo pipefail

action_path="${GITHUB_ACTION_PATH:-$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)}"
base="${IPG_BASE:?IPG_BASE: the base checkout is required (input base)}"
head="${IPG_HEAD:?IPG_HEAD: the head checkout is required (input head)}"
fail_on="${IPG_FAIL_ON:-deny}"

# The args input, word by word: xargs splits a line as a shell would (quotes, backslashes) without expanding
# anything (no globs, no variables, no commands).
extra=()
while IFS= read -r line || [[ -n "$line" ]]; do
  [[ -n "${line//[[:space:]]/}" ]] || continue
  if ! words="$(printf '%s\n' "$line" | xargs printf '%s\n' 2>/dev/null)"; then
    printf '::error::inplace-guard: the args input has an unmatched quote in: %s\n' "$line"
    exit 2
  fi
  while IFS= read -r word; do extra+=("$word"); done <<<"$words"
done <<<"${IPG_ARGS:-}"

for dir in "$base" "$head"; do
  [[ -d "$dir" ]] || { printf '::error::inplace-guard: %s is not a folder (check the base and head inputs)\n' "$dir"; exit 2; }
done
base="$(cd "$base" && pwd)"

options=(--output github --fail-on "$fail_on" --relative-paths)
[[ "${IPG_KUSTOMIZE:-false}" == "true" ]] && options+=(--kustomize)
[[ -n "${GITHUB_STEP_SUMMARY:-}" ]] && options+=(--markdown-summary "$GITHUB_STEP_SUMMARY")

cd "$head"
exec node "$action_path/dist/cli/main.js" diff "$base" . "${options[@]}" "${extra[@]+"${extra[@]}"}"
