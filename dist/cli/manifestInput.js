import { resolve } from 'node:path';
import { GuardError } from '../errors.js';
import { parseManifests, readBounded, readManifestText } from './manifests.js';
/** How a file argument is named in reports: `-` is standard input. */
export const STDIN_LABEL = '<stdin>';
/** The objects of a file argument (a path relative to the working directory, or `-` for standard input). */
export async function readManifestInput(file, io, limits) {
    if (file === '-') {
        if (!io.stdin)
            throw new GuardError('IPG_ERR_INPUT_FILE', `${STDIN_LABEL}: standard input is not available`);
        return parseManifests(await readBounded(io.stdin, STDIN_LABEL, limits), STDIN_LABEL);
    }
    return parseManifests(await readManifestText(resolve(io.cwd, file), file, limits), file);
}
//# sourceMappingURL=manifestInput.js.map