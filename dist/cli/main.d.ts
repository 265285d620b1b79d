#!/usr/bin/env node
import { type CliIO } from './io.js';
export declare function usage(): string;
export declare function main(argv: string[], io: CliIO): Promise<number>;
