import { changeNotes, findings } from '../findings.js';
import { summaryLine } from './text.js';
/**
 * GitHub Actions workflow commands: one `::error`/`::warning`/`::notice` per finding, which GitHub shows as an
 * annotation on the file and line of the pull request (a `::notice` too for each allowed change of Pods); then a
 * one-line summary.
 * Escaping follows @actions/core: `%`, CR and LF in data; also `:` and `,` in properties.
 */
export function formatGithub(run) {
    const lines = [...findings(run), ...changeNotes(run)].map(command);
    lines.push(`inplace-guard: ${summaryLine(run)}`);
    return `${lines.join('\n')}\n`;
}
const LEVEL = { error: 'error', warning: 'warning', note: 'notice' };
function command(f) {
    const properties = [
        f.file ? `file=${escapeProperty(f.file)}` : '',
        f.line !== undefined ? `line=${f.line}` : '',
        `title=${escapeProperty(f.title)}`,
    ].filter(Boolean).join(',');
    return `::${LEVEL[f.level]} ${properties}::${escapeData(f.message)}`;
}
export function escapeData(text) {
    return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
export function escapeProperty(text) {
    return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
//# sourceMappingURL=github.js.map