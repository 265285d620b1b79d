import type { CloneSetView } from './cloneSet.js'

/** Every workload the engine reads, told apart by `kind`: a new kind adds its view here. */
export type Workload = CloneSetView
