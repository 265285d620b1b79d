export function warning(code, text, path) {
    return path === undefined ? { code, severity: 'warning', text } : { code, path, severity: 'warning', text };
}
//# sourceMappingURL=warning.js.map