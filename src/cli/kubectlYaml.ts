import type { ParseOptions, SchemaOptions, Tags } from 'yaml'

/**
 * YAML read as kubectl reads it (sigs.k8s.io/yaml, on go-yaml v2), so a manifest means here what it means to the
 * apiserver: YAML 1.1 scalars (`defaultMode: 0644` is 420, `readOnly: yes` is true, `1_000` is 1000) and `<<` merge
 * keys, which YAML 1.2 reads as a string, a string and a field named `<<`. Unlike YAML 1.1, go-yaml leaves a date
 * (`2024-01-01`) and base-60 numbers (`1:20`) as strings, and also reads `0o644` as octal.
 */
export const KUBECTL_YAML: ParseOptions & SchemaOptions = {
  schema: 'yaml-1.1',
  customTags: (tags: Tags) => [...tags.filter((tag) => typeof tag === 'string' || !goYamlKeepsAsString(tag)), 'intOct'],
}

function goYamlKeepsAsString(tag: Exclude<Tags[number], string>): boolean {
  return tag.tag === 'tag:yaml.org,2002:timestamp' || ('format' in tag && tag.format === 'TIME')
}
