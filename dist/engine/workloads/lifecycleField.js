import { optionalBoolean, optionalObject, optionalStringArray, stringMap } from './fieldReaders.js';
/** `spec.lifecycle` (Kruise's appspub.Lifecycle): the hooks the controller honours around an update. */
export function readLifecycle(value) {
    const lifecycle = optionalObject(value, 'spec.lifecycle');
    if (!lifecycle)
        return undefined;
    const result = {};
    for (const key of ['preDelete', 'inPlaceUpdate', 'preNormal']) {
        const at = `spec.lifecycle.${key}`;
        const hook = optionalObject(lifecycle[key], at);
        if (!hook)
            continue;
        result[key] = {
            labelsHandler: hook.labelsHandler === undefined ? undefined : stringMap(hook.labelsHandler, `${at}.labelsHandler`),
            finalizersHandler: optionalStringArray(hook.finalizersHandler, `${at}.finalizersHandler`),
            markPodNotReady: optionalBoolean(hook.markPodNotReady, `${at}.markPodNotReady`),
        };
    }
    return result;
}
//# sourceMappingURL=lifecycleField.js.map