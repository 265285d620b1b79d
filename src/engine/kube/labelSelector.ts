
/** metav1.LabelSelector semantics: every matchLabels pair and every matchExpressions requirement must hold. */
export function matchesSelector(selector: LabelSelector | undefined, labels: Record<string, string>): boolean {
  if (!selector) return false
  for (const [key, value] of Object.entries(selector.matchLabels ?? {})) {
    if (labels[key] !== value) return false
  }
  return matchesExpressions(selector, labels)
}

/** matchesSelector with the selector read once, for testing many label sets against it. */
export function selectorMatcher(selector: LabelSelector | undefined): (labels: Record<string, string>) => boolean {
  if (!selector) return () => false
  const pairs = Object.entries(selector.matchLabels ?? {})
  const expressions = (selector.matchExpressions ?? []).length > 0
  return (labels) => {
    for (let i = 0; i < pairs.length; i++) if (labels[pairs[i][0]] !== pairs[i][1]) return false
    return !expressions || matchesExpressions(selector, labels)
  }
}

function matchesExpressions(selector: LabelSelector, labels: Record<string, string>): boolean {
  for (const req of selector.matchExpressions ?? []) {
    const has = Object.prototype.hasOwnProperty.call(labels, req.key)
    const values = req.values ?? []
    switch (req.operator) {
      case 'In': if (!has || !values.includes(labels[req.key])) return false; break
      case 'NotIn': if (has && values.includes(labels[req.key])) return false; break
      case 'Exists': if (!has) return false; break
      case 'DoesNotExist': if (has) return false; break
      default: return false
    }
  }
  return true
}

/** True when the selector selects nothing-in-particular (no terms), which Kubernetes treats as "match everything". */
export function isEmptySelector(selector: LabelSelector | undefined): boolean {
  return !selector || (Object.keys(selector.matchLabels ?? {}).length === 0 && (selector.matchExpressions ?? []).length === 0)
}

/** Kubernetes' semantic equality of two selectors: an empty list or map is the same as none. */
export function sameSelector(a: LabelSelector, b: LabelSelector): boolean {
  const labelsA = Object.entries(a.matchLabels ?? {})
  const labelsB = b.matchLabels ?? {}
  if (labelsA.length !== Object.keys(labelsB).length || labelsA.some(([k, v]) => labelsB[k] !== v)) return false
  const expressionsA = a.matchExpressions ?? []
  const expressionsB = b.matchExpressions ?? []
  return expressionsA.length === expressionsB.length && expressionsA.every((x, i) => {
    const y = expressionsB[i]!
    const valuesA = x.values ?? []
    const valuesB = y.values ?? []
    return x.key === y.key && x.operator === y.operator && valuesA.length === valuesB.length && valuesA.every((v, j) => v === valuesB[j])
  })
}

/** The `labelSelector` query string for matchLabels/matchExpressions (list calls and CloneSet status). */
export function selectorString(selector: LabelSelector): string {
  const parts = Object.entries(selector.matchLabels ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([k, v]) => `${k}=${v}`)
  for (const req of selector.matchExpressions ?? []) {
    const values = [...(req.values ?? [])].sort().join(',')
    if (req.operator === 'In') parts.push(`${req.key} in (${values})`)
    else if (req.operator === 'NotIn') parts.push(`${req.key} notin (${values})`)
    else if (req.operator === 'Exists') parts.push(req.key)
    else if (req.operator === 'DoesNotExist') parts.push(`!${req.key}`)
  }
  return parts.join(',')
}

export interface LabelSelectorRequirement {
  key: string
  operator: string
  values?: string[]
}

export interface LabelSelector {
  matchLabels?: Record<string, string>
  matchExpressions?: LabelSelectorRequirement[]
}
