import { type CliCommand } from '../io.js';
export declare const HELP = "usage: inplace-guard demo\n\nTells the whole story on the embedded cluster (a simulated kubelet on a simulated clock; no cluster needed):\n  1. an image-only change rolls out in place: same Pod names and UIDs;\n  2. an env change under InPlaceOnly is denied, with the admission webhook's own message;\n  3. the same change under InPlaceIfPossible is allowed with warnings, and the Pods are recreated;\n  4. a stalled rollout (an image that cannot be pulled) is diagnosed.\n";
export declare const run: CliCommand;
