import { optionalInteger, optionalObject, optionalString, stringMap } from './fieldReaders.js';
/**
 * `metadata` of a workload object, each field checked and named on error; the name falls back to generateName (an
 * object being created may have only that). Readers copy these fields into their view one by one, never by spreading:
 * a spread makes the view a slow copy.
 */
export function readObjectMeta(obj) {
    const metadata = optionalObject(obj.metadata, 'metadata') ?? {};
    return {
        namespace: optionalString(metadata.namespace, 'metadata.namespace') ?? '',
        name: optionalString(metadata.name, 'metadata.name') ?? optionalString(metadata.generateName, 'metadata.generateName') ?? '',
        uid: optionalString(metadata.uid, 'metadata.uid'),
        generation: optionalInteger(metadata.generation, 'metadata.generation'),
        resourceVersion: optionalString(metadata.resourceVersion, 'metadata.resourceVersion'),
        labels: stringMap(metadata.labels, 'metadata.labels'),
        annotations: stringMap(metadata.annotations, 'metadata.annotations'),
    };
}
//# sourceMappingURL=objectMeta.js.map