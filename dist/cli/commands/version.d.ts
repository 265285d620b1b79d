import { type CliCommand } from '../io.js';
export declare const run: CliCommand;
