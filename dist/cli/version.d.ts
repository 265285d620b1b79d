/** The version in package.json (src/cli and dist/cli both sit two folders below it). */
export declare function packageVersion(): string;
