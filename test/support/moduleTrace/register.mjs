// `node --import=.../register.mjs`: records every module URL the process resolves (ESM imports, static and dynamic,
// and the packages they name) into the file MODULE_TRACE_OUT. Test tooling: see test/support/loadedModules.ts.
import { register } from 'node:module'

if (process.env.MODULE_TRACE_OUT) register(new URL('./hooks.mjs', import.meta.url), { data: { out: process.env.MODULE_TRACE_OUT } })
