import { readFile } from 'node:fs/promises';
import { STATUS_CODES } from 'node:http';
import Fastify, { LogController } from 'fastify';
import { mutateAnyReview, validateAnyReview } from '../admission/sidecarSetReview.js';
import { ADMISSION_REVIEW_RESPONSE_SCHEMA, parseAdmissionReview } from '../admission/review.js';
import { GuardError, isGuardError } from '../errors.js';
import { CertificateWatcher, readServingCertificate, servingCertificate } from './certificates.js';
import { decisionLogFields, truncate } from './logFields.js';
import { createLogger } from './logger.js';
import { createMetrics, recordDecision } from './metrics.js';
import { TLS_POLICY } from './tlsPolicy.js';
const DEFAULT_TIMEOUTS = { requestTimeoutMs: 30_000, keepAliveTimeoutMs: 72_000, connectionTimeoutMs: 120_000, checkIntervalMs: 1_000 };
const REVIEWS = { validate: validateAnyReview, mutate: mutateAnyReview };
/** Request targets in logs: node already bounds the head (16 KiB), this keeps a log line short. */
const MAX_LOGGED_URL = 512;
/** The HTTPS admission server: /validate, /mutate, /healthz, /readyz, /metrics. Not listening yet: call `listen`. */
export async function buildApp(config, deps = {}) {
    const logger = deps.logger ?? createLogger(config.logLevel).logger;
    const metrics = deps.metrics ?? createMetrics();
    const timeouts = { ...DEFAULT_TIMEOUTS, ...deps.timeouts };
    const certificate = await initialCertificate(config, deps);
    const clientCa = deps.clientCa ?? (config.clientCa ? await readClientCa(config.clientCa) : undefined);
    const tlsOptions = (current) => ({
        cert: current.cert,
        key: current.key,
        ...TLS_POLICY,
        ...(clientCa ? { ca: clientCa } : {}),
    });
    const app = Fastify({
        https: {
            ...tlsOptions(certificate),
            ...(clientCa ? { requestCert: true, rejectUnauthorized: false } : {}),
            connectionsCheckingInterval: timeouts.checkIntervalMs,
            // node derives this from requestTimeout only when both are given to its constructor (fastify sets requestTimeout
            // afterwards), and with the 60 s default in place it does not enforce a shorter request timeout.
            headersTimeout: Math.min(60_000, timeouts.requestTimeoutMs),
        },
        loggerInstance: logger,
        // One line per decision is ours to write; fastify's per-request lines would double the logging cost.
        logController: new LogController({ disableRequestLogging: true }),
        // No per-request child logger (a reqId binding we never use): it costs more than the decision log line itself.
        childLoggerFactory: (parent) => parent,
        bodyLimit: config.maxBodyBytes,
        // fastify's JSON parser (secure-json-parse) refuses both ways a body could set an object's prototype.
        onProtoPoisoning: 'error',
        onConstructorPoisoning: 'error',
        connectionTimeout: timeouts.connectionTimeoutMs,
        requestTimeout: timeouts.requestTimeoutMs,
        keepAliveTimeout: timeouts.keepAliveTimeoutMs,
        return503OnClosing: true,
        forceCloseConnections: 'idle',
    });
    // AdmissionReviews are JSON; any other body type is refused (400, IPG_ERR_CONTENT_TYPE) rather than guessed at.
    // fastify's own JSON parser (secure-json-parse), with one change: a body that does not parse is answered by the
    // route like any other bad review. fastify would close the connection after a parser error, as it cannot know the
    // body was read whole; here it was (parseAs: 'string'), so pipelined reviews behind it are still answered, in order.
    app.removeAllContentTypeParsers();
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
        parseJson(request, body, (error, value) => done(null, error ? new UnreadableBody(error) : value));
    });
    const state = { shuttingDown: false, certificate };
    metrics.certificateExpiry.set(certificate.notAfter.getTime() / 1000);
    const watcher = watchCertificate(config, deps, certificate, (next) => {
        app.server.setSecureContext(tlsOptions(next));
        state.certificate = next;
        metrics.certificateExpiry.set(next.notAfter.getTime() / 1000);
        metrics.certificateReloads.inc({ result: 'success' });
        logger.info({ notAfter: next.notAfter.toISOString() }, 'serving certificate reloaded');
    }, (error) => {
        metrics.certificateReloads.inc({ result: 'failure' });
        logger.warn({ code: error.code, reason: error.message }, 'serving certificate not reloaded; the previous one stays in use');
    });
    app.decorate('guard', { state, metrics, reloadCertificate: () => watcher?.check() ?? Promise.resolve() });
    app.addHook('onClose', async () => watcher?.stop());
    app.addHook('onRequest', (_request, reply, done) => {
        if (state.shuttingDown)
            reply.header('connection', 'close');
        done();
    });
    const settings = {
        policy: { denyStrategies: config.denyStrategies }, gates: config.gates, kruise: config.kruise, onError: config.onError, clusterView: deps.clusterView,
    };
    const admit = (webhook) => (request, reply) => {
        if (clientCa && !request.raw.socket.authorized) {
            throw new GuardError('IPG_ERR_CLIENT_CERT', 'this endpoint requires a client certificate signed by --client-ca');
        }
        if (request.body instanceof UnreadableBody)
            throw request.body.error;
        const { review, record } = REVIEWS[webhook](parseAdmissionReview(request.body), settings);
        const durationMs = reply.elapsedTime;
        recordDecision(metrics, webhook, record, durationMs / 1000);
        if (record.errorCode)
            metrics.errors.inc({ code: record.errorCode });
        const fields = decisionLogFields(webhook, record, durationMs);
        if (record.internalError !== undefined)
            logger.error({ ...fields, frames: record.internalError }, 'engine failed: please report this as a bug');
        logger.info(fields, 'admission decision');
        reply.send(review);
    };
    // The answer is written by fast-json-stringify from its schema; error answers (4xx, 5xx) by JSON.stringify.
    const answered = { schema: { response: { 200: ADMISSION_REVIEW_RESPONSE_SCHEMA } } };
    app.post('/validate', answered, admit('validate'));
    app.post('/mutate', answered, admit('mutate'));
    app.get('/healthz', (_request, reply) => {
        reply.send({ status: 'ok' });
    });
    app.get('/readyz', (_request, reply) => {
        if (state.shuttingDown)
            reply.code(503).send({ status: 'shutting down' });
        else
            reply.send({ status: 'ready', certificateNotAfter: state.certificate.notAfter.toISOString() });
    });
    app.get('/metrics', async (_request, reply) => {
        reply.type(metrics.registry.contentType);
        return metrics.registry.metrics();
    });
    app.setErrorHandler((error, request, reply) => {
        const guardError = asGuardError(error, config.maxBodyBytes);
        metrics.errors.inc({ code: guardError.code });
        const url = truncate(request.url, MAX_LOGGED_URL);
        if (guardError.status >= 500)
            logger.error({ code: guardError.code, url, frames: frames(error) }, 'request failed');
        else
            logger.warn({ code: guardError.code, path: guardError.path, url }, 'request rejected');
        const body = { statusCode: guardError.status, error: STATUS_CODES[guardError.status], code: guardError.code, message: guardError.message };
        reply.code(guardError.status).send(guardError.path ? { ...body, path: guardError.path } : body);
    });
    return app;
}
/** A request body that is not JSON (or not safe JSON), carried to the route so that it answers with the error. */
class UnreadableBody {
    error;
    constructor(error) {
        this.error = error;
    }
}
async function initialCertificate(config, deps) {
    if (deps.certificate)
        return servingCertificate(deps.certificate.cert, deps.certificate.key);
    if (!config.tlsCert || !config.tlsKey)
        throw new GuardError('IPG_ERR_TLS', 'no serving certificate: give --tls-cert and --tls-key');
    return readServingCertificate(config.tlsCert, config.tlsKey);
}
function watchCertificate(config, deps, current, onChange, onError) {
    if (deps.certificate || !config.tlsCert || !config.tlsKey)
        return undefined;
    const watcher = new CertificateWatcher({ certPath: config.tlsCert, keyPath: config.tlsKey, intervalMs: config.certReloadMs, current, onChange, onError });
    watcher.start();
    return watcher;
}
async function readClientCa(path) {
    try {
        return await readFile(path, 'utf8');
    }
    catch (err) {
        throw new GuardError('IPG_ERR_TLS', `cannot read --client-ca ${path} (${err.code ?? 'unknown error'})`);
    }
}
/** Our errors pass through; fastify's body errors get our codes; anything else is an internal error without details. */
function asGuardError(error, maxBodyBytes) {
    if (isGuardError(error))
        return error;
    const code = error.code;
    switch (code) {
        case 'FST_ERR_CTP_BODY_TOO_LARGE':
            return new GuardError('IPG_ERR_BODY_TOO_LARGE', `the request body is larger than ${maxBodyBytes} bytes (--max-body-bytes)`);
        case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
            return new GuardError('IPG_ERR_CONTENT_TYPE', 'the Content-Type must be application/json');
        case 'FST_ERR_CTP_EMPTY_JSON_BODY':
            return new GuardError('IPG_ERR_REVIEW_NOT_JSON', 'the request body is empty');
        case 'FST_ERR_CTP_INVALID_JSON_BODY':
            return new GuardError('IPG_ERR_REVIEW_NOT_JSON', 'the request body is not valid JSON (or holds a __proto__ or constructor.prototype key)');
        case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
            return new GuardError('IPG_ERR_REVIEW_MALFORMED', 'the request body does not match its Content-Length');
    }
    const status = error.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
        return new GuardError('IPG_ERR_REVIEW_MALFORMED', `the request cannot be read (${typeof code === 'string' ? code : status})`);
    }
    return new GuardError('IPG_ERR_ENGINE', 'internal error');
}
function frames(error) {
    return error instanceof Error && error.stack ? error.stack.split('\n').slice(1).join('\n') : undefined;
}
//# sourceMappingURL=app.js.map