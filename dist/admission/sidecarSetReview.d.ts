import { type AdmissionRequest, type AdmissionReview } from './review.js';
import { type Admission, type AdmissionSettings } from './validation.js';
/** A write of a SidecarSet (apps.kruise.io, any served version) on the main resource. */
export declare function isSidecarSetWrite(request: AdmissionRequest): boolean;
/** The validating webhook for a SidecarSet: Kruise's refusals and (by policy) updates that leave running Pods behind are denied, the latter otherwise warned about. */
export declare function validateSidecarSetReview(review: AdmissionReview, settings: AdmissionSettings): Admission;
/** The mutating webhook for a SidecarSet: the prediction as annotations on it; never denies. */
export declare function mutateSidecarSetReview(review: AdmissionReview, settings: AdmissionSettings): Admission;
/** /validate for every write: a SidecarSet's own path, every other kind through validateReview. */
export declare function validateAnyReview(review: AdmissionReview, settings: AdmissionSettings): Admission;
/** /mutate for every write: a SidecarSet's own path, every other kind through mutateReview. */
export declare function mutateAnyReview(review: AdmissionReview, settings: AdmissionSettings): Admission;
