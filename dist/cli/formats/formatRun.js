import { formatGithub } from './github.js';
import { formatJson } from './json.js';
import { formatJunit } from './junit.js';
import { formatMarkdown } from './markdown.js';
import { formatSarif } from './sarif.js';
import { formatText } from './text.js';
export function formatRun(run, format, options = {}) {
    switch (format) {
        case 'text': return formatText(run, options);
        case 'json': return formatJson(run);
        case 'junit': return formatJunit(run);
        case 'sarif': return formatSarif(run);
        case 'github': return formatGithub(run);
        case 'markdown': return formatMarkdown(run);
    }
}
//# sourceMappingURL=formatRun.js.map