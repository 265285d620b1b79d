import { type AdmissionReview } from './review.js';
import { type Admission, type AdmissionSettings } from './validation.js';
/**
 * The mutating webhook: stamps the prediction onto the workload (CloneSet, Advanced StatefulSet) as annotations. It never denies and never warns
 * (the validating webhook does, so a person sees each message once); an engine failure means no patch.
 */
export declare function mutateReview(review: AdmissionReview, settings: AdmissionSettings): Admission;
