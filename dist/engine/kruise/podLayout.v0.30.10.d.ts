import type { GoLayout } from './goLayout.js';
export declare const layout: GoLayout;
