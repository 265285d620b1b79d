import { readFileSync } from 'node:fs'
import { predictCreate, predictUpdate, type Prediction } from '../../src/engine/inplace/prediction.js'

export const SECRET = 'pl4nted-S3CRET-value-7f3a9c'

export function fixture(name: string): Record<string, any> {
  return JSON.parse(readFileSync(new URL(`../fixtures/admission/${name}`, import.meta.url), 'utf8'))
}

/** The engine's real prediction for a review fixture. */
export function predictionOf(name: string): Prediction {
  const { request } = fixture(name)
  return request.operation === 'UPDATE' ? predictUpdate(request.oldObject, request.object) : predictCreate(request.object)
}

export function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value))
}
