import { type CliCommand } from '../io.js';
export declare const HELP: string;
export declare const run: CliCommand;
