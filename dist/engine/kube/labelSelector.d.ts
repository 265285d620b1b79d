/** metav1.LabelSelector semantics: every matchLabels pair and every matchExpressions requirement must hold. */
export declare function matchesSelector(selector: LabelSelector | undefined, labels: Record<string, string>): boolean;
/** matchesSelector with the selector read once, for testing many label sets against it. */
export declare function selectorMatcher(selector: LabelSelector | undefined): (labels: Record<string, string>) => boolean;
/** True when the selector selects nothing-in-particular (no terms), which Kubernetes treats as "match everything". */
export declare function isEmptySelector(selector: LabelSelector | undefined): boolean;
/** The `labelSelector` query string for matchLabels/matchExpressions (list calls and CloneSet status). */
export declare function selectorString(selector: LabelSelector): string;
export interface LabelSelectorRequirement {
    key: string;
    operator: string;
    values?: string[];
}
export interface LabelSelector {
    matchLabels?: Record<string, string>;
    matchExpressions?: LabelSelectorRequirement[];
}
