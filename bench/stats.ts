/** Order statistics over samples: the bench quotes medians and percentiles, never means, because the machine is shared. */

/** The value below which `p` (0..1) of the samples fall (nearest rank on the sorted samples). NaN for no samples. */
export function percentile(samples: ArrayLike<number>, p: number): number {
  if (samples.length === 0) return Number.NaN
  const sorted = Float64Array.from(samples).sort()
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))
  return sorted[rank]!
}

export function median(samples: ArrayLike<number>): number {
  if (samples.length === 0) return Number.NaN
  const sorted = Float64Array.from(samples).sort()
  const mid = sorted.length >> 1
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

/** Spread of repeated runs as (max - min) / median, to show the noise next to a median. */
export function relativeSpread(samples: ArrayLike<number>): number {
  if (samples.length === 0) return Number.NaN
  const values = Array.from(samples)
  return (Math.max(...values) - Math.min(...values)) / median(values)
}

export function maximum(samples: ArrayLike<number>): number {
  let max = Number.NEGATIVE_INFINITY
  for (let i = 0; i < samples.length; i++) max = Math.max(max, samples[i]!)
  return samples.length === 0 ? Number.NaN : max
}
