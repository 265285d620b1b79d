
export const LABEL_INSTANCE_ID = 'apps.kruise.io/cloneset-instance-id'

export const LABEL_SPECIFIED_DELETE = 'apps.kruise.io/specified-delete'

export const ANNOTATION_STATE = 'apps.kruise.io/inplace-update-state'

export const ANNOTATION_STATE_LEGACY = 'inplace-update-state'

export const ANNOTATION_GRACE = 'apps.kruise.io/inplace-update-grace'

export const ANNOTATION_GRACE_LEGACY = 'inplace-update-grace'

export const ANNOTATION_RUNTIME_META = 'apps.kruise.io/runtime-containers-meta'

export const CONDITION_IN_PLACE_READY = 'InPlaceUpdateReady'

export const CONDITION_KRUISE_POD_READY = 'KruisePodReady'

export const ENV_CONTAINER_BARRIER = 'KRUISE_CONTAINER_BARRIER'
