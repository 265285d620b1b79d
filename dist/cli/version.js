import { readFileSync } from 'node:fs';
/** The version in package.json (src/cli and dist/cli both sit two folders below it). */
export function packageVersion() {
    const text = readFileSync(new URL('../../package.json', import.meta.url), 'utf8');
    return JSON.parse(text).version;
}
//# sourceMappingURL=version.js.map