/** The widest line a command's help prints: the width its paragraphs are written to. */
export const HELP_WIDTH = 118

/**
 * Help as printed: a line wider than HELP_WIDTH is broken at spaces, and its rest indented as the line was, or under
 * the description column of an option or table row (`  --flag VALUE    what it does`). A word wider than the room
 * is kept whole.
 */
export function wrapHelp(text: string, width = HELP_WIDTH): string {
  return text.split('\n').map((line) => wrapLine(line, width)).join('\n')
}

function wrapLine(line: string, width: number): string {
  if (line.length <= width) return line
  const column = (/^ +\S+(?: \S+)*? {2,}/.exec(line) ?? /^ */.exec(line)!)[0].length
  const lines: string[] = []
  let rest = line
  while (rest.length > width) {
    let cut = rest.lastIndexOf(' ', width)
    if (cut <= column) cut = rest.indexOf(' ', width)
    if (cut < 0) break
    lines.push(rest.slice(0, cut).trimEnd())
    rest = ' '.repeat(column) + rest.slice(cut + 1).trimStart()
  }
  lines.push(rest)
  return lines.join('\n')
}
