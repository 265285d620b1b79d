/**
 * How the apiserver names an object created with metadata.generateName (names.SimpleNameGenerator in
 * k8s.io/apiserver/pkg/storage/names): the prefix cut to 58 characters, then 5 random letters and digits, so a
 * generated name is at most 63 characters however long the prefix.
 */
import { LABEL_VALUE_MAX } from './nameSyntax.js'

export const GENERATED_SUFFIX_LENGTH = 5
const GENERATED_BASE_MAX = LABEL_VALUE_MAX - GENERATED_SUFFIX_LENGTH

/** The part of `generateName` the apiserver keeps. */
export function generatedNameBase(generateName: string): string {
  return generateName.length > GENERATED_BASE_MAX ? generateName.slice(0, GENERATED_BASE_MAX) : generateName
}

/** The name generated from `generateName` with `suffix` (GENERATED_SUFFIX_LENGTH characters) as its random part. */
export function generatedName(generateName: string, suffix: string): string {
  return `${generatedNameBase(generateName)}${suffix}`
}
