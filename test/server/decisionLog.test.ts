import t from 'tap'
import { Writable } from 'node:stream'
import pino, { type LoggerOptions } from 'pino'
import type { DecisionRecord } from '../../src/admission/validation.js'
import { DECISION_MESSAGE, decisionLogFields, decisionLogger } from '../../src/server/decisionLog.js'

/**
 * The decision line written without pino's generic path must be the line pino writes for the same fields (the time
 * aside), for any record, on plain loggers and child loggers; loggers set up in ways the fixed line would not honour
 * go through pino itself.
 */
function capture(options: LoggerOptions = {}) {
  const lines: string[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter((line) => line !== ''))
      done()
    },
  })
  return { logger: pino({ level: 'info', ...options }, stream), lines }
}

const flushed = () => new Promise((resolve) => setImmediate(resolve))
const withoutTime = (line: string) => line.replace(/,"time":\d+/, '')

const base: DecisionRecord = { uid: 'a1b2', kind: 'CloneSet', namespace: 'shop', name: 'checkout', operation: 'UPDATE', dryRun: false, outcome: 'InPlace', decision: 'allow' }
const records: [string, DecisionRecord, number][] = [
  ['a plain decision', base, 0.1234567],
  ['with an error code', { ...base, outcome: 'Error', decision: 'warn', errorCode: 'IPG_ERR_ENGINE' }, 2],
  ['a dry run, denied', { ...base, dryRun: true, outcome: 'Recreate', decision: 'deny' }, 0],
  ['quotes, backslashes, control characters', { ...base, uid: 'u"\\\n\t\u0001', name: '</script>\u2028\u2029' }, 1e-7],
  ['non-ASCII', { ...base, namespace: 'café-名前', name: '🚀' }, 12345.6789],
  ['empty strings', { ...base, uid: '', namespace: '', name: '', kind: '' }, 0.5],
  ['an absurd duration', base, Number.NaN],
]

t.test('the line is the line pino writes for the same fields, the time aside (table)', async (t) => {
  for (const [name, record, durationMs] of records) {
    const fast = capture()
    const reference = capture()
    decisionLogger(fast.logger)('validate', record, durationMs)
    reference.logger.info(decisionLogFields('validate', record, durationMs), DECISION_MESSAGE)
    await flushed()
    t.equal(fast.lines.length, 1, name)
    t.equal(withoutTime(fast.lines[0]!), withoutTime(reference.lines[0]!), name)
    t.match(JSON.parse(fast.lines[0]!), { level: 30, time: Number, msg: DECISION_MESSAGE, uid: record.uid }, `${name}: valid JSON`)
  }
})

t.test('a lone surrogate is kept, escaped (pino writes it raw, and it reaches the log as U+FFFD)', async (t) => {
  const { logger, lines } = capture()
  decisionLogger(logger)('validate', { ...base, name: 'x\ud800y' }, 1)
  await flushed()
  t.match(lines[0], /"name":"x\\ud800y"/)
  t.equal(JSON.parse(lines[0]!).name, 'x\ud800y')
})

t.test('a plain pino logger is written to directly; child bindings and level changes are honoured', async (t) => {
  const { logger, lines } = capture()
  logger.info = () => {
    throw new Error('pino\'s info was called')
  }
  const log = decisionLogger(logger)
  log('mutate', base, 1)
  logger.setBindings({ replica: 'r1' })
  log('mutate', base, 1)
  logger.level = 'warn'
  log('mutate', base, 1)
  await flushed()
  t.equal(lines.length, 2, 'nothing below the level')
  t.notOk('replica' in JSON.parse(lines[0]!))
  t.equal(JSON.parse(lines[1]!).replica, 'r1')

  const child = capture().logger.child({ component: 'admission' })
  const childLines: string[] = []
  ;(child as unknown as Record<symbol, unknown>)[pino.symbols.streamSym] = { write: (line: string) => childLines.push(line) }
  decisionLogger(child)('validate', base, 1)
  t.equal(JSON.parse(childLines[0]!).component, 'admission', 'a child logger\'s bindings are on the line')
})

t.test('loggers set up in ways the fixed line would not honour go through pino', async (t) => {
  const rows: [string, LoggerOptions, (line: Record<string, unknown>) => boolean][] = [
    ['a mixin', { mixin: () => ({ tenant: 't1' }) }, (line) => line.tenant === 't1'],
    ['redaction', { redact: ['uid'] }, (line) => line.uid === '[Redacted]'],
    ['a log formatter', { formatters: { log: (fields) => ({ ...fields, formatted: true }) } }, (line) => line.formatted === true],
    ['a message key', { messageKey: 'message' }, (line) => line.message === DECISION_MESSAGE],
    ['a message prefix', { msgPrefix: '[guard] ' }, (line) => line.msg === `[guard] ${DECISION_MESSAGE}`],
    ['level labels', { formatters: { level: (label) => ({ level: label }) } }, (line) => line.level === 'info'],
  ]
  for (const [name, options, holds] of rows) {
    const { logger, lines } = capture(options)
    decisionLogger(logger)('validate', base, 1)
    await flushed()
    t.ok(holds(JSON.parse(lines[0]!)), name)
  }
})
