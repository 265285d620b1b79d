/** A plain-text table: a header row, a rule, and rows; numbers right-aligned, text left-aligned. */
export function formatTable(headers: string[], rows: (string | number)[][]): string {
  const cells = rows.map((row) => row.map((cell) => String(cell)))
  const widths = headers.map((header, i) => Math.max(header.length, ...cells.map((row) => (row[i] ?? '').length)))
  const numeric = headers.map((_, i) => rows.length > 0 && rows.every((row) => typeof row[i] === 'number' || /^[\d.,+-]+( ?[a-zA-Z%µ/]+)?$/.test(String(row[i]))))
  const line = (row: string[]) => row.map((cell, i) => (numeric[i] ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!))).join('  ').trimEnd()
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.map(line)].join('\n')
}

/** 12345.6 -> "12,346". */
export function integer(value: number): string {
  return Number.isFinite(value) ? Math.round(value).toLocaleString('en-US') : 'n/a'
}

export function fixed(value: number, digits: number): string {
  return Number.isFinite(value) ? value.toFixed(digits) : 'n/a'
}
