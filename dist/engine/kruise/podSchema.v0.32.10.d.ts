import type { GoTypeSchema } from './goTypeSchema.js';
export declare const schema: GoTypeSchema;
