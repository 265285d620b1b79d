import pino, { type Logger } from 'pino'
import type { DecisionRecord } from '../admission/validation.js'

/**
 * The `admission decision` line, one per review, written straight to the logger's destination in pino's own format:
 * pino's level prefix, time and bindings, the record's fields in their order (an absent errorCode left out), the
 * message, pino's line end.
 *
 * Why not `logger.info(fields, msg)`: measured inside the running server (README, Benchmark), pino's generic path
 * (a for...in over the fields, a type switch, serializer and stringifier lookups per value) cost 20–30 µs per review,
 * more than anything else after the JSON parse; this fixed sequence costs a few. Every other line goes through pino,
 * and so does this one whenever the logger is set up in a way this sequence would not reproduce (a mixin, redaction,
 * a message prefix, a write hook, a destination that wants pino's metadata).
 */
export type DecisionLogger = (webhook: string, record: DecisionRecord, durationMs: number) => void

export const DECISION_MESSAGE = 'admission decision'
const MESSAGE_FIELD = `,"msg":${JSON.stringify(DECISION_MESSAGE)}`

interface PinoInternals {
  stream: { write(line: string): unknown }
  levelPrefix: string
  time: () => string
  end: string
}

export function decisionLogger(logger: Logger): DecisionLogger {
  const parts = internals(logger)
  if (parts === undefined) {
    return (webhook, record, durationMs) => logger.info(decisionLogFields(webhook, record, durationMs), DECISION_MESSAGE)
  }
  const fields = logger as unknown as Record<symbol, string>
  return (webhook, record, durationMs) => {
    // The level and the bindings are read each time: pino lets both change after creation.
    if (!logger.isLevelEnabled('info')) return
    parts.stream.write(decisionLine(parts, fields[chindingsSym]!, webhook, record, durationMs))
  }
}

function decisionLine(parts: PinoInternals, bindings: string, webhook: string, record: DecisionRecord, durationMs: number): string {
  let line = parts.levelPrefix + parts.time() + bindings
  line += ',"webhook":' + JSON.stringify(webhook)
  line += ',"uid":' + JSON.stringify(record.uid)
  line += ',"kind":' + JSON.stringify(record.kind)
  line += ',"namespace":' + JSON.stringify(record.namespace)
  line += ',"name":' + JSON.stringify(record.name)
  line += ',"operation":' + JSON.stringify(record.operation)
  line += ',"dryRun":' + (record.dryRun === true)
  line += ',"outcome":' + JSON.stringify(record.outcome)
  line += ',"decision":' + JSON.stringify(record.decision)
  if (record.errorCode !== undefined) line += ',"errorCode":' + JSON.stringify(record.errorCode)
  line += ',"durationMs":' + roundedMs(durationMs)
  return line + MESSAGE_FIELD + parts.end
}

/**
 * The record's fields for a log line, in the record's order, spelled out: an object rest (`{ internalError, ...fields }`)
 * is a slow runtime copy in V8. pino leaves out undefined values, so an absent errorCode is absent from the line.
 */
export function decisionLogFields(webhook: string, record: DecisionRecord, durationMs: number) {
  return {
    webhook,
    uid: record.uid,
    kind: record.kind,
    namespace: record.namespace,
    name: record.name,
    operation: record.operation,
    dryRun: record.dryRun,
    outcome: record.outcome,
    decision: record.decision,
    errorCode: record.errorCode,
    durationMs: roundedMs(durationMs),
  }
}

function roundedMs(durationMs: number): number {
  const rounded = Math.round(durationMs * 1000) / 1000
  return Number.isFinite(rounded) ? rounded : 0
}

const { streamSym, lsCacheSym, timeSym, chindingsSym, endSym, mixinSym, hooksSym, stringifiersSym, messageKeySym, formattersSym, needsMetadataGsym } = pino.symbols
// Missing from pino's type declarations, present in pino.symbols.
const msgPrefixSym = (pino.symbols as unknown as Record<string, symbol>).msgPrefixSym!

/** pino's parts for a line, or undefined when the logger is configured in a way the fixed line would not honour. */
function internals(logger: Logger): PinoInternals | undefined {
  const fields = logger as unknown as Record<symbol, unknown>
  const stream = fields[streamSym] as (PinoInternals['stream'] & Record<symbol, unknown>) | undefined
  const levelPrefix = (fields[lsCacheSym] as Record<number, string> | undefined)?.[logger.levels.values.info!]
  const time = fields[timeSym]
  const bindings = fields[chindingsSym]
  const end = fields[endSym]
  const hooks = fields[hooksSym] as { streamWrite?: unknown } | undefined
  const formatters = fields[formattersSym] as { log?: unknown } | undefined
  const stringifiers = fields[stringifiersSym] as object | undefined
  if (typeof stream?.write !== 'function' || stream[needsMetadataGsym] === true) return undefined
  if (typeof levelPrefix !== 'string' || typeof time !== 'function' || typeof bindings !== 'string' || typeof end !== 'string') return undefined
  if (fields[mixinSym] || hooks?.streamWrite || formatters?.log || fields[msgPrefixSym] || fields[messageKeySym] !== 'msg') return undefined
  if (stringifiers !== undefined && Reflect.ownKeys(stringifiers).length > 0) return undefined
  return { stream, levelPrefix, time: time as () => string, end }
}
