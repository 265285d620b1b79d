import type { IntOrString } from '../kube/intOrPercent.js';
import { type JsonObject } from '../kube/json.js';
/**
 * Typed readers for the fields of a Kruise workload object, shared by every workload's reader: each names the JSON
 * path of a bad field in a GuardError.
 */
export declare function typeError(path: string, expected: string, value: unknown): never;
export declare function requireObject(value: unknown, path: string): JsonObject;
export declare function optionalObject(value: unknown, path: string): JsonObject | undefined;
export declare function requireArray(value: unknown, path: string): unknown[];
export declare function optionalArray(value: unknown, path: string): unknown[] | undefined;
export declare function optionalObjectArray(value: unknown, path: string): JsonObject[];
export declare function optionalString(value: unknown, path: string): string | undefined;
export declare function optionalStringArray(value: unknown, path: string): string[] | undefined;
export declare function optionalBoolean(value: unknown, path: string): boolean | undefined;
export declare function optionalInteger(value: unknown, path: string, min?: number): number | undefined;
export declare function optionalIntOrString(value: unknown, path: string): IntOrString | undefined;
export declare function stringMap(value: unknown, path: string): Record<string, string>;
export declare function rejectUnknown(obj: JsonObject, known: Set<string>, path: string): void;
