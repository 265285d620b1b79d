/** A v1alpha1 CloneSet under InPlaceOnly with one container and one env value, as JSON text (a manifest file). */
export function inPlaceOnlyCloneSet(o: { name?: string; env: string; image?: string }): string {
  return JSON.stringify({
    apiVersion: 'apps.kruise.io/v1alpha1',
    kind: 'CloneSet',
    metadata: { name: o.name ?? 'web' },
    spec: {
      replicas: 2,
      selector: { matchLabels: { app: 'web' } },
      updateStrategy: { type: 'InPlaceOnly' },
      template: { metadata: { labels: { app: 'web' } }, spec: { containers: [{ name: 'app', image: o.image ?? 'nginx:1.25', env: [{ name: 'LEVEL', value: o.env }] }] } },
    },
  })
}
