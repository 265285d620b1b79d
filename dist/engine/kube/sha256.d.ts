export declare function sha256Hex(text: string): string;
