export const layout = {
    "kubernetesApi": "v0.32.10",
    "root": "v1.PodTemplateSpec",
    "types": {
        "*bool": {
            "kind": "ptr",
            "elem": "bool"
        },
        "*int32": {
            "kind": "ptr",
            "elem": "int32"
        },
        "*int64": {
            "kind": "ptr",
            "elem": "int64"
        },
        "*resource.Quantity": {
            "kind": "ptr",
            "elem": "resource.Quantity"
        },
        "*string": {
            "kind": "ptr",
            "elem": "string"
        },
        "*v1.AWSElasticBlockStoreVolumeSource": {
            "kind": "ptr",
            "elem": "v1.AWSElasticBlockStoreVolumeSource"
        },
        "*v1.Affinity": {
            "kind": "ptr",
            "elem": "v1.Affinity"
        },
        "*v1.AppArmorProfile": {
            "kind": "ptr",
            "elem": "v1.AppArmorProfile"
        },
        "*v1.AzureDataDiskCachingMode": {
            "kind": "ptr",
            "elem": "v1.AzureDataDiskCachingMode"
        },
        "*v1.AzureDataDiskKind": {
            "kind": "ptr",
            "elem": "v1.AzureDataDiskKind"
        },
        "*v1.AzureDiskVolumeSource": {
            "kind": "ptr",
            "elem": "v1.AzureDiskVolumeSource"
        },
        "*v1.AzureFileVolumeSource": {
            "kind": "ptr",
            "elem": "v1.AzureFileVolumeSource"
        },
        "*v1.CSIVolumeSource": {
            "kind": "ptr",
            "elem": "v1.CSIVolumeSource"
        },
        "*v1.Capabilities": {
            "kind": "ptr",
            "elem": "v1.Capabilities"
        },
        "*v1.CephFSVolumeSource": {
            "kind": "ptr",
            "elem": "v1.CephFSVolumeSource"
        },
        "*v1.CinderVolumeSource": {
            "kind": "ptr",
            "elem": "v1.CinderVolumeSource"
        },
        "*v1.ClusterTrustBundleProjection": {
            "kind": "ptr",
            "elem": "v1.ClusterTrustBundleProjection"
        },
        "*v1.ConfigMapEnvSource": {
            "kind": "ptr",
            "elem": "v1.ConfigMapEnvSource"
        },
        "*v1.ConfigMapKeySelector": {
            "kind": "ptr",
            "elem": "v1.ConfigMapKeySelector"
        },
        "*v1.ConfigMapProjection": {
            "kind": "ptr",
            "elem": "v1.ConfigMapProjection"
        },
        "*v1.ConfigMapVolumeSource": {
            "kind": "ptr",
            "elem": "v1.ConfigMapVolumeSource"
        },
        "*v1.ContainerRestartPolicy": {
            "kind": "ptr",
            "elem": "v1.ContainerRestartPolicy"
        },
        "*v1.DownwardAPIProjection": {
            "kind": "ptr",
            "elem": "v1.DownwardAPIProjection"
        },
        "*v1.DownwardAPIVolumeSource": {
            "kind": "ptr",
            "elem": "v1.DownwardAPIVolumeSource"
        },
        "*v1.EmptyDirVolumeSource": {
            "kind": "ptr",
            "elem": "v1.EmptyDirVolumeSource"
        },
        "*v1.EnvVarSource": {
            "kind": "ptr",
            "elem": "v1.EnvVarSource"
        },
        "*v1.EphemeralVolumeSource": {
            "kind": "ptr",
            "elem": "v1.EphemeralVolumeSource"
        },
        "*v1.ExecAction": {
            "kind": "ptr",
            "elem": "v1.ExecAction"
        },
        "*v1.FCVolumeSource": {
            "kind": "ptr",
            "elem": "v1.FCVolumeSource"
        },
        "*v1.FieldsV1": {
            "kind": "ptr",
            "elem": "v1.FieldsV1"
        },
        "*v1.FlexVolumeSource": {
            "kind": "ptr",
            "elem": "v1.FlexVolumeSource"
        },
        "*v1.FlockerVolumeSource": {
            "kind": "ptr",
            "elem": "v1.FlockerVolumeSource"
        },
        "*v1.GCEPersistentDiskVolumeSource": {
            "kind": "ptr",
            "elem": "v1.GCEPersistentDiskVolumeSource"
        },
        "*v1.GRPCAction": {
            "kind": "ptr",
            "elem": "v1.GRPCAction"
        },
        "*v1.GitRepoVolumeSource": {
            "kind": "ptr",
            "elem": "v1.GitRepoVolumeSource"
        },
        "*v1.GlusterfsVolumeSource": {
            "kind": "ptr",
            "elem": "v1.GlusterfsVolumeSource"
        },
        "*v1.HTTPGetAction": {
            "kind": "ptr",
            "elem": "v1.HTTPGetAction"
        },
        "*v1.HostPathType": {
            "kind": "ptr",
            "elem": "v1.HostPathType"
        },
        "*v1.HostPathVolumeSource": {
            "kind": "ptr",
            "elem": "v1.HostPathVolumeSource"
        },
        "*v1.ISCSIVolumeSource": {
            "kind": "ptr",
            "elem": "v1.ISCSIVolumeSource"
        },
        "*v1.ImageVolumeSource": {
            "kind": "ptr",
            "elem": "v1.ImageVolumeSource"
        },
        "*v1.LabelSelector": {
            "kind": "ptr",
            "elem": "v1.LabelSelector"
        },
        "*v1.Lifecycle": {
            "kind": "ptr",
            "elem": "v1.Lifecycle"
        },
        "*v1.LifecycleHandler": {
            "kind": "ptr",
            "elem": "v1.LifecycleHandler"
        },
        "*v1.LocalObjectReference": {
            "kind": "ptr",
            "elem": "v1.LocalObjectReference"
        },
        "*v1.MountPropagationMode": {
            "kind": "ptr",
            "elem": "v1.MountPropagationMode"
        },
        "*v1.NFSVolumeSource": {
            "kind": "ptr",
            "elem": "v1.NFSVolumeSource"
        },
        "*v1.NodeAffinity": {
            "kind": "ptr",
            "elem": "v1.NodeAffinity"
        },
        "*v1.NodeInclusionPolicy": {
            "kind": "ptr",
            "elem": "v1.NodeInclusionPolicy"
        },
        "*v1.NodeSelector": {
            "kind": "ptr",
            "elem": "v1.NodeSelector"
        },
        "*v1.ObjectFieldSelector": {
            "kind": "ptr",
            "elem": "v1.ObjectFieldSelector"
        },
        "*v1.PersistentVolumeClaimTemplate": {
            "kind": "ptr",
            "elem": "v1.PersistentVolumeClaimTemplate"
        },
        "*v1.PersistentVolumeClaimVolumeSource": {
            "kind": "ptr",
            "elem": "v1.PersistentVolumeClaimVolumeSource"
        },
        "*v1.PersistentVolumeMode": {
            "kind": "ptr",
            "elem": "v1.PersistentVolumeMode"
        },
        "*v1.PhotonPersistentDiskVolumeSource": {
            "kind": "ptr",
            "elem": "v1.PhotonPersistentDiskVolumeSource"
        },
        "*v1.PodAffinity": {
            "kind": "ptr",
            "elem": "v1.PodAffinity"
        },
        "*v1.PodAntiAffinity": {
            "kind": "ptr",
            "elem": "v1.PodAntiAffinity"
        },
        "*v1.PodDNSConfig": {
            "kind": "ptr",
            "elem": "v1.PodDNSConfig"
        },
        "*v1.PodFSGroupChangePolicy": {
            "kind": "ptr",
            "elem": "v1.PodFSGroupChangePolicy"
        },
        "*v1.PodOS": {
            "kind": "ptr",
            "elem": "v1.PodOS"
        },
        "*v1.PodSELinuxChangePolicy": {
            "kind": "ptr",
            "elem": "v1.PodSELinuxChangePolicy"
        },
        "*v1.PodSecurityContext": {
            "kind": "ptr",
            "elem": "v1.PodSecurityContext"
        },
        "*v1.PortworxVolumeSource": {
            "kind": "ptr",
            "elem": "v1.PortworxVolumeSource"
        },
        "*v1.PreemptionPolicy": {
            "kind": "ptr",
            "elem": "v1.PreemptionPolicy"
        },
        "*v1.Probe": {
            "kind": "ptr",
            "elem": "v1.Probe"
        },
        "*v1.ProcMountType": {
            "kind": "ptr",
            "elem": "v1.ProcMountType"
        },
        "*v1.ProjectedVolumeSource": {
            "kind": "ptr",
            "elem": "v1.ProjectedVolumeSource"
        },
        "*v1.QuobyteVolumeSource": {
            "kind": "ptr",
            "elem": "v1.QuobyteVolumeSource"
        },
        "*v1.RBDVolumeSource": {
            "kind": "ptr",
            "elem": "v1.RBDVolumeSource"
        },
        "*v1.RecursiveReadOnlyMode": {
            "kind": "ptr",
            "elem": "v1.RecursiveReadOnlyMode"
        },
        "*v1.ResourceFieldSelector": {
            "kind": "ptr",
            "elem": "v1.ResourceFieldSelector"
        },
        "*v1.ResourceRequirements": {
            "kind": "ptr",
            "elem": "v1.ResourceRequirements"
        },
        "*v1.SELinuxOptions": {
            "kind": "ptr",
            "elem": "v1.SELinuxOptions"
        },
        "*v1.ScaleIOVolumeSource": {
            "kind": "ptr",
            "elem": "v1.ScaleIOVolumeSource"
        },
        "*v1.SeccompProfile": {
            "kind": "ptr",
            "elem": "v1.SeccompProfile"
        },
        "*v1.SecretEnvSource": {
            "kind": "ptr",
            "elem": "v1.SecretEnvSource"
        },
        "*v1.SecretKeySelector": {
            "kind": "ptr",
            "elem": "v1.SecretKeySelector"
        },
        "*v1.SecretProjection": {
            "kind": "ptr",
            "elem": "v1.SecretProjection"
        },
        "*v1.SecretVolumeSource": {
            "kind": "ptr",
            "elem": "v1.SecretVolumeSource"
        },
        "*v1.SecurityContext": {
            "kind": "ptr",
            "elem": "v1.SecurityContext"
        },
        "*v1.ServiceAccountTokenProjection": {
            "kind": "ptr",
            "elem": "v1.ServiceAccountTokenProjection"
        },
        "*v1.SleepAction": {
            "kind": "ptr",
            "elem": "v1.SleepAction"
        },
        "*v1.StorageOSVolumeSource": {
            "kind": "ptr",
            "elem": "v1.StorageOSVolumeSource"
        },
        "*v1.SupplementalGroupsPolicy": {
            "kind": "ptr",
            "elem": "v1.SupplementalGroupsPolicy"
        },
        "*v1.TCPSocketAction": {
            "kind": "ptr",
            "elem": "v1.TCPSocketAction"
        },
        "*v1.Time": {
            "kind": "ptr",
            "elem": "v1.Time"
        },
        "*v1.TypedLocalObjectReference": {
            "kind": "ptr",
            "elem": "v1.TypedLocalObjectReference"
        },
        "*v1.TypedObjectReference": {
            "kind": "ptr",
            "elem": "v1.TypedObjectReference"
        },
        "*v1.VsphereVirtualDiskVolumeSource": {
            "kind": "ptr",
            "elem": "v1.VsphereVirtualDiskVolumeSource"
        },
        "*v1.WindowsSecurityContextOptions": {
            "kind": "ptr",
            "elem": "v1.WindowsSecurityContextOptions"
        },
        "[]int64": {
            "kind": "slice",
            "elem": "int64"
        },
        "[]string": {
            "kind": "slice",
            "elem": "string"
        },
        "[]v1.Capability": {
            "kind": "slice",
            "elem": "v1.Capability"
        },
        "[]v1.Container": {
            "kind": "slice",
            "elem": "v1.Container"
        },
        "[]v1.ContainerPort": {
            "kind": "slice",
            "elem": "v1.ContainerPort"
        },
        "[]v1.ContainerResizePolicy": {
            "kind": "slice",
            "elem": "v1.ContainerResizePolicy"
        },
        "[]v1.DownwardAPIVolumeFile": {
            "kind": "slice",
            "elem": "v1.DownwardAPIVolumeFile"
        },
        "[]v1.EnvFromSource": {
            "kind": "slice",
            "elem": "v1.EnvFromSource"
        },
        "[]v1.EnvVar": {
            "kind": "slice",
            "elem": "v1.EnvVar"
        },
        "[]v1.EphemeralContainer": {
            "kind": "slice",
            "elem": "v1.EphemeralContainer"
        },
        "[]v1.HTTPHeader": {
            "kind": "slice",
            "elem": "v1.HTTPHeader"
        },
        "[]v1.HostAlias": {
            "kind": "slice",
            "elem": "v1.HostAlias"
        },
        "[]v1.KeyToPath": {
            "kind": "slice",
            "elem": "v1.KeyToPath"
        },
        "[]v1.LabelSelectorRequirement": {
            "kind": "slice",
            "elem": "v1.LabelSelectorRequirement"
        },
        "[]v1.LocalObjectReference": {
            "kind": "slice",
            "elem": "v1.LocalObjectReference"
        },
        "[]v1.ManagedFieldsEntry": {
            "kind": "slice",
            "elem": "v1.ManagedFieldsEntry"
        },
        "[]v1.NodeSelectorRequirement": {
            "kind": "slice",
            "elem": "v1.NodeSelectorRequirement"
        },
        "[]v1.NodeSelectorTerm": {
            "kind": "slice",
            "elem": "v1.NodeSelectorTerm"
        },
        "[]v1.OwnerReference": {
            "kind": "slice",
            "elem": "v1.OwnerReference"
        },
        "[]v1.PersistentVolumeAccessMode": {
            "kind": "slice",
            "elem": "v1.PersistentVolumeAccessMode"
        },
        "[]v1.PodAffinityTerm": {
            "kind": "slice",
            "elem": "v1.PodAffinityTerm"
        },
        "[]v1.PodDNSConfigOption": {
            "kind": "slice",
            "elem": "v1.PodDNSConfigOption"
        },
        "[]v1.PodReadinessGate": {
            "kind": "slice",
            "elem": "v1.PodReadinessGate"
        },
        "[]v1.PodResourceClaim": {
            "kind": "slice",
            "elem": "v1.PodResourceClaim"
        },
        "[]v1.PodSchedulingGate": {
            "kind": "slice",
            "elem": "v1.PodSchedulingGate"
        },
        "[]v1.PreferredSchedulingTerm": {
            "kind": "slice",
            "elem": "v1.PreferredSchedulingTerm"
        },
        "[]v1.ResourceClaim": {
            "kind": "slice",
            "elem": "v1.ResourceClaim"
        },
        "[]v1.Sysctl": {
            "kind": "slice",
            "elem": "v1.Sysctl"
        },
        "[]v1.Toleration": {
            "kind": "slice",
            "elem": "v1.Toleration"
        },
        "[]v1.TopologySpreadConstraint": {
            "kind": "slice",
            "elem": "v1.TopologySpreadConstraint"
        },
        "[]v1.Volume": {
            "kind": "slice",
            "elem": "v1.Volume"
        },
        "[]v1.VolumeDevice": {
            "kind": "slice",
            "elem": "v1.VolumeDevice"
        },
        "[]v1.VolumeMount": {
            "kind": "slice",
            "elem": "v1.VolumeMount"
        },
        "[]v1.VolumeProjection": {
            "kind": "slice",
            "elem": "v1.VolumeProjection"
        },
        "[]v1.WeightedPodAffinityTerm": {
            "kind": "slice",
            "elem": "v1.WeightedPodAffinityTerm"
        },
        "bool": {
            "kind": "bool"
        },
        "int32": {
            "kind": "int"
        },
        "int64": {
            "kind": "int"
        },
        "intstr.IntOrString": {
            "kind": "intOrString"
        },
        "map[string]string": {
            "kind": "map",
            "elem": "string"
        },
        "resource.Quantity": {
            "kind": "quantity"
        },
        "string": {
            "kind": "string"
        },
        "types.UID": {
            "kind": "string"
        },
        "v1.AWSElasticBlockStoreVolumeSource": {
            "kind": "struct",
            "fields": [
                [
                    "VolumeID",
                    "volumeID",
                    "string",
                    ""
                ],
                [
                    "FSType",
                    "fsType",
                    "string",
                    "omitempty"
                ],
                [
                    "Partition",
                    "partition",
                    "int32",
                    "omitempty"
                ],
                [
                    "ReadOnly",
                    "readOnly",
                    "bool",
                    "omitempty"
                ]
            ]
        },
        "v1.Affinity": {
            "kind": "struct",
            "fields": [
                [
                    "NodeAffinity",
                    "nodeAffinity",
                    "*v1.NodeAffinity",
                    "omitempty"
                ],
                [
                    "PodAffinity",
                    "podAffinity",
                    "*v1.PodAffinity",
                    "omitempty"
                ],
                [
                    "PodAntiAffinity",
                    "podAntiAffinity",
                    "*v1.PodAntiAffinity",
                    "omitempty"
                ]
            ]
        },
        "v1.AppArmorProfile": {
            "kind": "struct",
            "fields": [
                [
                    "Type",
                    "type",
                    "v1.AppArmorProfileType",
                    ""
                ],
                [
                    "LocalhostProfile",
                    "localhostProfile",
                    "*string",
                    "omitempty"
                ]
            ]
        },
        "v1.AppArmorProfileType": {
            "kind": "string"
        },
        "v1.AzureDataDiskCachingMode": {
            "kind": "string"
        },
        "v1.AzureDataDiskKind": {
            "kind": "string"
        },
        "v1.AzureDiskVolumeSource": {
            "kind": "struct",
            "fields": [
                [
                    "DiskName",
                    "diskName",
                    "string",
                    ""
                ],
                [
                    "DataDiskURI",
                    "diskURI",
                    "string",
                    ""
                ],
                [
                    "CachingMode",
                    "cachingMode",
                    "*v1.AzureDataDiskCachingMode",
                    "omitempty"
                ],
                [
                    "FSType",
                    "fsType",
                    "*string",
                    "omitempty"
                ],
                [
                    "ReadOnly",
                    "readOnly",
                    "*bool",
                    "omitempty"
                ],
                [
                    "Kind",
                    "kind",
                    "*v1.AzureDataDiskKind",
                    "omitempty"
                ]
            ]
        },
        "v1.AzureFileVolumeSource": {
            "kind": "struct",
            "fields": [
                [
                    "SecretName",
                    "secretName",
                    "string",
                    ""
                ],
                [
                    "ShareName",
                    "shareName",
                    "string",
                    ""
                ],
                [
                    "ReadOnly",
                    "readOnly",
                    "bool",
                    "omitempty"
                ]
            ]
        },
        "v1.CSIVolumeSource": {
            "kind": "struct",
            "fields": [
                [
                    "Driver",
                    "driver",
                    "string",
                    ""
                ],
                [
                    "ReadOnly",
                    "readOnly",
                    "*bool",
                    "omitempty"
                ],
                [
                    "FSType",
                    "fsType",
                    "*string",
                    "omitempty"
                ],
                [
                    "VolumeAttributes",
                    "volumeAttributes",
                    "map[string]string",
                    "omitempty"
                ],
                [
                    "NodePublishSecretRef",
                    "nodePublishSecretRef",
                    "*v1.LocalObjectReference",
                    "omitempty"
                ]
            ]
        },
        "v1.Capabilities": {
            "kind": "struct",
            "fields": [
                [
                    "Add",
                    "add",
                    "[]v1.Capability",
                    "omitempty"
                ],
                [
                    "Drop",
                    "drop",
                    "[]v1.Capability",
                    "omitempty"
                ]
            ]
        },
        "v1.Capability": {
            "kind": "string"
        },
        "v1.CephFSVolumeSource": {
            "kind": "struct",
            "fields": [
                [
                    "Monitors",
                    "monitors",
                    "[]string",
                    ""
                ],
                [
                    "Path",
                    "path",
                    "string",
                    "omitempty"
                ],
                [
                    "User",
                    "user",
                    "string",
                    "omitempty"
                ],
                [
                    "SecretFile",
                    "secretFile",
                    "string",
                    "omitempty"
                ],
                [
                    "SecretRef",
                    "secretRef",
                    "*v1.LocalObjectReference",
                    "omitempty"
                ],
                [
                    "ReadOnly",
                    "readOnly",
                    "bool",
                    "omitempty"
                ]
            ]
        },
        "v1.CinderVolumeSource": {
            "kind": "struct",
            "fields": [
                [
                    "VolumeID",
                    "volumeID",
                    "string",
                    ""
                ],
                [
                    "FSType",
                    "fsType",
                    "string",
                    "omitempty"
                ],
                [
                    "ReadOnly",
                    "readOnly",
                    "bool",
                    "omitempty"
                ],
                [
                    "SecretRef",
                    "secretRef",
                    "*v1.LocalObjectReference",
                    "omitempty"
                ]
            ]
        },
        "v1.ClusterTrustBundleProjection": {
            "kind": "struct",
            "fields": [
                [
                    "Name",
                    "name",
                    "*string",
                    "omitempty"
                ],
                [
                    "SignerName",
                    "signerName",
                    "*string",
                    "omitempty"
                ],
                [
                    "LabelSelector",
                    "labelSelector",
                    "*v1.LabelSelector",
                    "omitempty"
                ],
                [
                    "Optional",
                    "optional",
                    "*bool",
                    "omitempty"
                ],
                [
                    "Path",
                    "path",
                    "string",
                    ""
                ]
            ]
        },
        "v1.ConfigMapEnvSource": {
            "kind": "struct",
            "fields": [
                [
                    "LocalObjectReference",
                    ",inline",
                    "v1.LocalObjectReference",
                    ""
                ],
                [
                    "Optional",
                    "optional",
                    "*bool",
                    "omitempty"
                ]
            ]
        },
        "v1.ConfigMapKeySelector": {
            "kind": "struct",
            "fields": [
                [
                    "LocalObjectReference",
                    ",inline",
                    "v1.LocalObjectReference",
                    ""
                ],
                [
                    "Key",
                    "key",
                    "string",
                    ""
                ],
                [
                    "Optional",
                    "optional",
                    "*bool",
                    "omitempty"
                ]
            ]
        },
        "v1.ConfigMapProjection": {
            "kind": "struct",
            "fields": [
                [
                    "LocalObjectReference",
                    ",inline",
                    "v1.LocalObjectReference",
                    ""
                ],
                [
                    "Items",
                    "items",
                    "[]v1.KeyToPath",
                    "omitempty"
                ],
                [
                    "Optional",
                    "optional",
                    "*bool",
                    "omitempty"
                ]
            ]
        },
        "v1.ConfigMapVolumeSource": {
            "kind": "struct",
            "fields": [
                [
                    "LocalObjectReference",
                    ",inline",
                    "v1.LocalObjectReference",
                    ""
                ],
                [
                    "Items",
                    "items",
                    "[]v1.KeyToPath",
                    "omitempty"
                ],
                [
                    "DefaultMode",
                    "defaultMode",
                    "*int32",
                    "omitempty"
                ],
                [
                    "Optional",
                    "optional",
                    "*bool",
                    "omitempty"
                ]
            ]
        },
        "v1.Container": {
            "kind": "struct",
            "fields": [
                [
                    "Name",
                    "name",
                    "string",
                    ""
                ],
                [
                    "Image",
                    "image",
                    "string",
                    "omitempty"
                ],
                [
                    "Command",
                    "command",
                    "[]string",
                    "omitempty"
                ],
                [
                    "Args",
                    "args",
                    "[]string",
                    "omitempty"
                ],
                [
                    "WorkingDir",
                    "workingDir",
                    "string",
                    "omitempty"
                ],
                [
                    "Ports",
                    "ports",
                    "[]v1.ContainerPort",
                    "omitempty"
                ],
                [
                    "EnvFrom",
                    "envFrom",
                    "[]v1.EnvFromSource",
                    "omitempty"
                ],
                [
                    "Env",
                    "env",
                    "[]v1.EnvVar",
                    "omitempty"
                ],
                [
                    "Resources",
                    "resources",
                    "v1.ResourceRequirements",
                    "omitempty"
                ],
                [
                    "ResizePolicy",
                    "resizePolicy",
                    "[]v1.ContainerResizePolicy",
                    "omitempty"
                ],
                [
                    "RestartPolicy",
                    "restartPolicy",
                    "*v1.ContainerRestartPolicy",
                    "omitempty"
                ],
                [
                    "VolumeMounts",
                    "volumeMounts",
                    "[]v1.VolumeMount",
                    "omitempty"
                ],
                [
                    "VolumeDevices",
                    "volumeDevices",
                    "[]v1.VolumeDevice",
                    "omitempty"
                ],
                [
                    "LivenessProbe",
                    "livenessProbe",
                    "*v1.Probe",
                    "omitempty"
                ],
                [
                    "ReadinessProbe",
                    "readinessProbe",
                    "*v1.Probe",
                    "omitempty"
                ],
                [
                    "StartupProbe",
                    "startupProbe",
                    "*v1.Probe",
                    "omitempty"
                ],
                [
                    "Lifecycle",
                    "lifecycle",
                    "*v1.Lifecycle",
                    "omitempty"
                ],
                [
                    "TerminationMessagePath",
                    "terminationMessagePath",
                    "string",
                    "omitempty"
                ],
                [
                    "TerminationMessagePolicy",
                    "terminationMessagePolicy",
                    "v1.TerminationMessagePolicy",
                    "omitempty"
                ],
                [
                    "ImagePullPolicy",
                    "imagePullPolicy",
                    "v1.PullPolicy",
                    "omitempty"
                ],
                [
                    "SecurityContext",
                    "securityContext",
                    "*v1.SecurityContext",
                    "omitempty"
                ],
                [
                    "Stdin",
                    "stdin",
                    "bool",
                    "omitempty"
                ],
                [
                    "StdinOnce",
                    "stdinOnce",
                    "bool",
                    "omitempty"
                ],
                [
                    "TTY",
                    "tty",
                    "bool",
                    "omitempty"
                ]
            ]
        },
        "v1.ContainerPort": {
            "kind": "struct",
            "fields": [
                [
                    "Name",
                    "name",
                    "string",
                    "omitempty"
                ],
                [
                    "HostPort",
                    "hostPort",
                    "int32",
                    "omitempty"
                ],
                [
                    "ContainerPort",
                    "containerPort",
                    "int32",
                    ""
                ],
                [
                    "Protocol",
                    "protocol",
                    "v1.Protocol",
                    "omitempty"
                ],
                [
                    "HostIP",
                    "hostIP",
                    "string",
                    "omitempty"
                ]
            ]
        },
        "v1.ContainerResizePolicy": {
            "kind": "struct",
            "fields": [
                [
                    "ResourceName",
                    "resourceName",
                    "v1.ResourceName",
                    ""
                ],
                [
                    "RestartPolicy",
                    "restartPolicy",
                    "v1.ResourceResizeRestartPolicy",
                    ""
                ]
            ]
        },
        "v1.ContainerRestartPolicy": {
            "kind": "string"
        },
        "v1.DNSPolicy": {
            "kind": "string"
        },
        "v1.DownwardAPIProjection": {
            "kind": "struct",
            "fields": [
                [
                    "Items",
                    "items",
                    "[]v1.DownwardAPIVolumeFile",
                    "omitempty"
                ]
            ]
        },
        "v1.DownwardAPIVolumeFile": {
            "kind": "struct",
            "fields": [
                [
                    "Path",
                    "path",
                    "string",
                    ""
                ],
                [
                    "FieldRef",
                    "fieldRef",
                    "*v1.ObjectFieldSelector",
                    "omitempty"
                ],
                [
                    "ResourceFieldRef",
                    "resourceFieldRef",
                    "*v1.ResourceFieldSelector",
                    "omitempty"
                ],
                [
                    "Mode",
                    "mode",
                    "*int32",
                    "omitempty"
                ]
            ]
        },
        "v1.DownwardAPIVolumeSource": {
            "kind": "struct",
            "fields": [
                [
                    "Items",
                    "items",
                    "[]v1.DownwardAPIVolumeFile",
                    "omitempty"
                ],
                [
                    "DefaultMode",
                    "defaultMode",
                    "*int32",
                    "omitempty"
                ]
            ]
        },
        "v1.EmptyDirVolumeSource": {
            "kind": "struct",
            "fields": [
                [
                    "Medium",
                    "medium",
                    "v1.StorageMedium",
                    "omitempty"
                ],
                [
                    "SizeLimit",
                    "sizeLimit",
                    "*resource.Quantity",
                    "omitempty"
                ]
            ]
        },
        "v1.EnvFromSource": {
            "kind": "struct",
            "fields": [
                [
                    "Prefix",
                    "prefix",
                    "string",
                    "omitempty"
                ],
                [
                    "ConfigMapRef",
                    "configMapRef",
                    "*v1.ConfigMapEnvSource",
                    "omitempty"
                ],
                [
                    "SecretRef",
                    "secretRef",
                    "*v1.SecretEnvSource",
                    "omitempty"
                ]
            ]
        },
        "v1.EnvVar": {
            "kind": "struct",
            "fields": [
                [
                    "Name",
                    "name",
                    "string",
                    ""
                ],
                [
                    "Value",
                    "value",
                    "string",
                    "omitempty"
                ],
                [
                    "ValueFrom",
                    "valueFrom",
                    "*v1.EnvVarSource",
                    "omitempty"
                ]
            ]
        },
        "v1.EnvVarSource": {
            "kind": "struct",
            "fields": [
                [
                    "FieldRef",
                    "fieldRef",
                    "*v1.ObjectFieldSelector",
                    "omitempty"
                ],
                [
                    "ResourceFieldRef",
                    "resourceFieldRef",
                    "*v1.ResourceFieldSelector",
                    "omitempty"
                ],
                [
                    "ConfigMapKeyRef",
                    "configMapKeyRef",
                    "*v1.ConfigMapKeySelector",
                    "omitempty"
                ],
                [
                    "SecretKeyRef",
                    "secretKeyRef",
                    "*v1.SecretKeySelector",
                    "omitempty"
                ]
            ]
        },
        "v1.EphemeralContainer": {
            "kind": "struct",
            "fields": [
                [
                    "EphemeralContainerCommon",
                    ",inline",
                    "v1.EphemeralContainerCommon",
                    ""
                ],
                [
                    "TargetContainerName",
                    "targetContainerName",
                    "string",
                    "omitempty"
                ]
            ]
        },
        "v1.EphemeralContainerCommon": {
            "kind": "struct",
            "fields": [
                [
                    "Name",
                    "name",
                    "string",
                    ""
                ],
                [
                    "Image",
                    "image",
                    "string",
                    "omitempty"
                ],
                [
                    "Command",
                    "command",
                    "[]string",
                    "omitempty"
                ],
                [
                    "Args",
                    "args",
                    "[]string",
                    "omitempty"
                ],
                [
                    "WorkingDir",
                    "workingDir",
                    "string",
                    "omitempty"
                ],
                [
                    "Ports",
                    "ports",
                    "[]v1.ContainerPort",
                    "omitempty"
                ],
                [
                    "EnvFrom",
                    "envFrom",
                    "[]v1.EnvFromSource",
                    "omitempty"
                ],
                [
                    "Env",
                    "env",
                    "[]v1.EnvVar",
                    "omitempty"
                ],
                [
                    "Resources",
                    "resources",
                    "v1.ResourceRequirements",
                    "omitempty"
                ],
                [
                    "ResizePolicy",
                    "resizePolicy",
                    "[]v1.ContainerResizePolicy",
                    "omitempty"
                ],
                [
                    "RestartPolicy",
                    "restartPolicy",
                    "*v1.ContainerRestartPolicy",
                    "omitempty"
                ],
                [
                    "VolumeMounts",
                    "volumeMounts",
                    "[]v1.VolumeMount",
                    "omitempty"
                ],
                [
                    "VolumeDevices",
                    "volumeDevices",
                    "[]v1.VolumeDevice",
                    "omitempty"
                ],
                [
                    "LivenessProbe",
                    "livenessProbe",
                    "*v1.Probe",
                    "omitempty"
                ],
                [
                    "ReadinessProbe",
                    "readinessProbe",
                    "*v1.Probe",
                    "omitempty"
                ],
                [
                    "StartupProbe",
                    "startupProbe",
                    "*v1.Probe",
                    "omitempty"
                ],
                [
                    "Lifecycle",
                    "lifecycle",
                    "*v1.Lifecycle",
                    "omitempty"
                ],
                [
                    "TerminationMessagePath",
                    "terminationMessagePath",
                    "string",
                    "omitempty"
                ],
                [
                    "TerminationMessagePolicy",
                    "terminationMessagePolicy",
                    "v1.TerminationMessagePolicy",
                    "omitempty"
                ],
                [
                    "ImagePullPolicy",
                    "imagePullPolicy",
                    "v1.PullPolicy",
                    "omitempty"
                ],
                [
                    "SecurityContext",
                    "securityContext",
                    "*v1.SecurityContext",
                    "omitempty"
                ],
                [
                    "Stdin",
                    "stdin",
                    "bool",
                    "omitempty"
                ],
                [
                    "StdinOnce",
                    "stdinOnce",
                    "bool",
                    "omitempty"
                ],
                [
                    "TTY",
                    "tty",
                    "bool",
                    "omitempty"
                ]
            ]
        },
        "v1.EphemeralVolumeSource": {
            "kind": "struct",
            "fields": [
                [
                    "VolumeClaimTemplate",
                    "volumeClaimTemplate",
                    "*v1.PersistentVolumeClaimTemplate",
                    "omitempty"
                ]
            ]
        },
        "v1.ExecAction": {
            "kind": "struct",
            "fields": [
                [
                    "Command",
                    "command",
                    "[]string",
                    "omitempty"
                ]
            ]
        },
        "v1.FCVolumeSource": {
            "kind": "struct",
            "fields": [
                [
                    "TargetWWNs",
                    "targetWWNs",
                    "[]string",
                    "omitempty"
                ],
                [
                    "Lun",
                    "lun",
                    "*int32",
                    "omitempty"
                ],
                [
                    "FSType",
                    "fsType",
                    "string",
                    "omitempty"
                ],
                [
                    "ReadOnly",
                    "readOnly",
                    "bool",
                    "omitempty"
                ],
                [
                    "WWIDs",
                    "wwids",
                    "[]string",
                    "omitempty"
                ]
            ]
        },
        "v1.FieldsV1": {
            "kind": "opaque"
        },
        "v1.FlexVolumeSource": {
            "kind": "struct",
            "fields": [
                [
                    "Driver",
                    "driver",
                    "string",
                    ""
                ],
                [
                    "FSType",
                    "fsType",
                    "string",
                    "omitempty"
                ],
                [
                    "SecretRef",
                    "secretRef",
                    "*v1.LocalObjectReference",
                    "omitempty"
                ],
                [
                    "ReadOnly",
                    "readOnly",
                    "bool",
                    "omitempty"
                ],
                [
                    "Options",
                    "options",
                    "map[string]string",
                    "omitempty"
                ]
            ]
        },
        "v1.FlockerVolumeSource": {
            "kind": "struct",
            "fields": [
                [
                    "DatasetName",
                    "datasetName",
                    "string",
                    "omitempty"
                ],
                [
                    "DatasetUUID",
                    "datasetUUID",
                    "string",
                    "omitempty"
                ]
            ]
        },
        "v1.GCEPersistentDiskVolumeSource": {
            "kind": "struct",
            "fields": [
                [
                    "PDName",
                    "pdName",
                    "string",
                    ""
                ],
                [
                    "FSType",
                    "fsType",
                    "string",
                    "omitempty"
                ],
                [
                    "Partition",
                    "partition",
                    "int32",
                    "omitempty"
                ],
                [
                    "ReadOnly",
                    "readOnly",
                    "bool",
                    "omitempty"
                ]
            ]
        },
        "v1.GRPCAction": {
            "kind": "struct",
            "fields": [
                [
                    "Port",
                    "port",
                    "int32",
                    ""
                ],
                [
                    "Service",
                    "service",
                    "*string",
                    ""
                ]
            ]
        },
        "v1.GitRepoVolumeSource": {
            "kind": "struct",
            "fields": [
                [
                    "Repository",
                    "repository",
                    "string",
                    ""
                ],
                [
                    "Revision",
                    "revision",
                    "string",
                    "omitempty"
                ],
                [
                    "Directory",
                    "directory",
                    "string",
                    "omitempty"
                ]
            ]
        },
        "v1.GlusterfsVolumeSource": {
            "kind": "struct",
            "fields": [
                [
                    "EndpointsName",
                    "endpoints",
                    "string",
                    ""
                ],
                [
                    "Path",
                    "path",
                    "string",
                    ""
                ],
                [
                    "ReadOnly",
                    "readOnly",
                    "bool",
                    "omitempty"
                ]
            ]
        },
        "v1.HTTPGetAction": {
            "kind": "struct",
            "fields": [
                [
                    "Path",
                    "path",
                    "string",
                    "omitempty"
                ],
                [
                    "Port",
                    "port",
                    "intstr.IntOrString",
                    ""
                ],
                [
                    "Host",
                    "host",
                    "string",
                    "omitempty"
                ],
                [
                    "Scheme",
                    "scheme",
                    "v1.URIScheme",
                    "omitempty"
                ],
                [
                    "HTTPHeaders",
                    "httpHeaders",
                    "[]v1.HTTPHeader",
                    "omitempty"
                ]
            ]
        },
        "v1.HTTPHeader": {
            "kind": "struct",
            "fields": [
                [
                    "Name",
                    "name",
                    "string",
                    ""
                ],
                [
                    "Value",
                    "value",
                    "string",
                    ""
                ]
            ]
        },
        "v1.HostAlias": {
            "kind": "struct",
            "fields": [
                [
                    "IP",
                    "ip",
                    "string",
                    ""
                ],
                [
                    "Hostnames",
                    "hostnames",
                    "[]string",
                    "omitempty"
                ]
            ]
        },
        "v1.HostPathType": {
            "kind": "string"
        },
        "v1.HostPathVolumeSource": {
            "kind": "struct",
            "fields": [
                [
                    "Path",
                    "path",
                    "string",
                    ""
                ],
                [
                    "Type",
                    "type",
                    "*v1.HostPathType",
                    "omitempty"
                ]
            ]
        },
        "v1.ISCSIVolumeSource": {
            "kind": "struct",
            "fields": [
                [
                    "TargetPortal",
                    "targetPortal",
                    "string",
                    ""
                ],
                [
                    "IQN",
                    "iqn",
                    "string",
                    ""
                ],
                [
                    "Lun",
                    "lun",
                    "int32",
                    ""
                ],
                [
                    "ISCSIInterface",
                    "iscsiInterface",
                    "string",
                    "omitempty"
                ],
                [
                    "FSType",
                    "fsType",
                    "string",
                    "omitempty"
                ],
                [
                    "ReadOnly",
                    "readOnly",
                    "bool",
                    "omitempty"
                ],
                [
                    "Portals",
                    "portals",
                    "[]string",
                    "omitempty"
                ],
                [
                    "DiscoveryCHAPAuth",
                    "chapAuthDiscovery",
                    "bool",
                    "omitempty"
                ],
                [
                    "SessionCHAPAuth",
                    "chapAuthSession",
                    "bool",
                    "omitempty"
                ],
                [
                    "SecretRef",
                    "secretRef",
                    "*v1.LocalObjectReference",
                    "omitempty"
                ],
                [
                    "InitiatorName",
                    "initiatorName",
                    "*string",
                    "omitempty"
                ]
            ]
        },
        "v1.ImageVolumeSource": {
            "kind": "struct",
            "fields": [
                [
                    "Reference",
                    "reference",
                    "string",
                    "omitempty"
                ],
                [
                    "PullPolicy",
                    "pullPolicy",
                    "v1.PullPolicy",
                    "omitempty"
                ]
            ]
        },
        "v1.KeyToPath": {
            "kind": "struct",
            "fields": [
                [
                    "Key",
                    "key",
                    "string",
                    ""
                ],
                [
                    "Path",
                    "path",
                    "string",
                    ""
                ],
                [
                    "Mode",
                    "mode",
                    "*int32",
                    "omitempty"
                ]
            ]
        },
        "v1.LabelSelector": {
            "kind": "struct",
            "fields": [
                [
                    "MatchLabels",
                    "matchLabels",
                    "map[string]string",
                    "omitempty"
                ],
                [
                    "MatchExpressions",
                    "matchExpressions",
                    "[]v1.LabelSelectorRequirement",
                    "omitempty"
                ]
            ]
        },
        "v1.LabelSelectorOperator": {
            "kind": "string"
        },
        "v1.LabelSelectorRequirement": {
            "kind": "struct",
            "fields": [
                [
                    "Key",
                    "key",
                    "string",
                    ""
                ],
                [
                    "Operator",
                    "operator",
                    "v1.LabelSelectorOperator",
                    ""
                ],
                [
                    "Values",
                    "values",
                    "[]string",
                    "omitempty"
                ]
            ]
        },
        "v1.Lifecycle": {
            "kind": "struct",
            "fields": [
                [
                    "PostStart",
                    "postStart",
                    "*v1.LifecycleHandler",
                    "omitempty"
                ],
                [
                    "PreStop",
                    "preStop",
                    "*v1.LifecycleHandler",
                    "omitempty"
                ]
            ]
        },
        "v1.LifecycleHandler": {
            "kind": "struct",
            "fields": [
                [
                    "Exec",
                    "exec",
                    "*v1.ExecAction",
                    "omitempty"
                ],
                [
                    "HTTPGet",
                    "httpGet",
                    "*v1.HTTPGetAction",
                    "omitempty"
                ],
                [
                    "TCPSocket",
                    "tcpSocket",
                    "*v1.TCPSocketAction",
                    "omitempty"
                ],
                [
                    "Sleep",
                    "sleep",
                    "*v1.SleepAction",
                    "omitempty"
                ]
            ]
        },
        "v1.LocalObjectReference": {
            "kind": "struct",
            "fields": [
                [
                    "Name",
                    "name",
                    "string",
                    "omitempty"
                ]
            ]
        },
        "v1.ManagedFieldsEntry": {
            "kind": "struct",
            "fields": [
                [
                    "Manager",
                    "manager",
                    "string",
                    "omitempty"
                ],
                [
                    "Operation",
                    "operation",
                    "v1.ManagedFieldsOperationType",
                    "omitempty"
                ],
                [
                    "APIVersion",
                    "apiVersion",
                    "string",
                    "omitempty"
                ],
                [
                    "Time",
                    "time",
                    "*v1.Time",
                    "omitempty"
                ],
                [
                    "FieldsType",
                    "fieldsType",
                    "string",
                    "omitempty"
                ],
                [
                    "FieldsV1",
                    "fieldsV1",
                    "*v1.FieldsV1",
                    "omitempty"
                ],
                [
                    "Subresource",
                    "subresource",
                    "string",
                    "omitempty"
                ]
            ]
        },
        "v1.ManagedFieldsOperationType": {
            "kind": "string"
        },
        "v1.MountPropagationMode": {
            "kind": "string"
        },
        "v1.NFSVolumeSource": {
            "kind": "struct",
            "fields": [
                [
                    "Server",
                    "server",
                    "string",
                    ""
                ],
                [
                    "Path",
                    "path",
                    "string",
                    ""
                ],
                [
                    "ReadOnly",
                    "readOnly",
                    "bool",
                    "omitempty"
                ]
            ]
        },
        "v1.NodeAffinity": {
            "kind": "struct",
            "fields": [
                [
                    "RequiredDuringSchedulingIgnoredDuringExecution",
                    "requiredDuringSchedulingIgnoredDuringExecution",
                    "*v1.NodeSelector",
                    "omitempty"
                ],
                [
                    "PreferredDuringSchedulingIgnoredDuringExecution",
                    "preferredDuringSchedulingIgnoredDuringExecution",
                    "[]v1.PreferredSchedulingTerm",
                    "omitempty"
                ]
            ]
        },
        "v1.NodeInclusionPolicy": {
            "kind": "string"
        },
        "v1.NodeSelector": {
            "kind": "struct",
            "fields": [
                [
                    "NodeSelectorTerms",
                    "nodeSelectorTerms",
                    "[]v1.NodeSelectorTerm",
                    ""
                ]
            ]
        },
        "v1.NodeSelectorOperator": {
            "kind": "string"
        },
        "v1.NodeSelectorRequirement": {
            "kind": "struct",
            "fields": [
                [
                    "Key",
                    "key",
                    "string",
                    ""
                ],
                [
                    "Operator",
                    "operator",
                    "v1.NodeSelectorOperator",
                    ""
                ],
                [
                    "Values",
                    "values",
                    "[]string",
                    "omitempty"
                ]
            ]
        },
        "v1.NodeSelectorTerm": {
            "kind": "struct",
            "fields": [
                [
                    "MatchExpressions",
                    "matchExpressions",
                    "[]v1.NodeSelectorRequirement",
                    "omitempty"
                ],
                [
                    "MatchFields",
                    "matchFields",
                    "[]v1.NodeSelectorRequirement",
                    "omitempty"
                ]
            ]
        },
        "v1.OSName": {
            "kind": "string"
        },
        "v1.ObjectFieldSelector": {
            "kind": "struct",
            "fields": [
                [
                    "APIVersion",
                    "apiVersion",
                    "string",
                    "omitempty"
                ],
                [
                    "FieldPath",
                    "fieldPath",
                    "string",
                    ""
                ]
            ]
        },
        "v1.ObjectMeta": {
            "kind": "struct",
            "fields": [
                [
                    "Name",
                    "name",
                    "string",
                    "omitempty"
                ],
                [
                    "GenerateName",
                    "generateName",
                    "string",
                    "omitempty"
                ],
                [
                    "Namespace",
                    "namespace",
                    "string",
                    "omitempty"
                ],
                [
                    "SelfLink",
                    "selfLink",
                    "string",
                    "omitempty"
                ],
                [
                    "UID",
                    "uid",
                    "types.UID",
                    "omitempty"
                ],
                [
                    "ResourceVersion",
                    "resourceVersion",
                    "string",
                    "omitempty"
                ],
                [
                    "Generation",
                    "generation",
                    "int64",
                    "omitempty"
                ],
                [
                    "CreationTimestamp",
                    "creationTimestamp",
                    "v1.Time",
                    "omitempty"
                ],
                [
                    "DeletionTimestamp",
                    "deletionTimestamp",
                    "*v1.Time",
                    "omitempty"
                ],
                [
                    "DeletionGracePeriodSeconds",
                    "deletionGracePeriodSeconds",
                    "*int64",
                    "omitempty"
                ],
                [
                    "Labels",
                    "labels",
                    "map[string]string",
                    "omitempty"
                ],
                [
                    "Annotations",
                    "annotations",
                    "map[string]string",
                    "omitempty"
                ],
                [
                    "OwnerReferences",
                    "ownerReferences",
                    "[]v1.OwnerReference",
                    "omitempty"
                ],
                [
                    "Finalizers",
                    "finalizers",
                    "[]string",
                    "omitempty"
                ],
                [
                    "ManagedFields",
                    "managedFields",
                    "[]v1.ManagedFieldsEntry",
                    "omitempty"
                ]
            ]
        },
        "v1.OwnerReference": {
            "kind": "struct",
            "fields": [
                [
                    "APIVersion",
                    "apiVersion",
                    "string",
                    ""
                ],
                [
                    "Kind",
                    "kind",
                    "string",
                    ""
                ],
                [
                    "Name",
                    "name",
                    "string",
                    ""
                ],
                [
                    "UID",
                    "uid",
                    "types.UID",
                    ""
                ],
                [
                    "Controller",
                    "controller",
                    "*bool",
                    "omitempty"
                ],
                [
                    "BlockOwnerDeletion",
                    "blockOwnerDeletion",
                    "*bool",
                    "omitempty"
                ]
            ]
        },
        "v1.PersistentVolumeAccessMode": {
            "kind": "string"
        },
        "v1.PersistentVolumeClaimSpec": {
            "kind": "struct",
            "fields": [
                [
                    "AccessModes",
                    "accessModes",
                    "[]v1.PersistentVolumeAccessMode",
                    "omitempty"
                ],
                [
                    "Selector",
                    "selector",
                    "*v1.LabelSelector",
                    "omitempty"
                ],
                [
                    "Resources",
                    "resources",
                    "v1.VolumeResourceRequirements",
                    "omitempty"
                ],
                [
                    "VolumeName",
                    "volumeName",
                    "string",
                    "omitempty"
                ],
                [
                    "StorageClassName",
                    "storageClassName",
                    "*string",
                    "omitempty"
                ],
                [
                    "VolumeMode",
                    "volumeMode",
                    "*v1.PersistentVolumeMode",
                    "omitempty"
                ],
                [
                    "DataSource",
                    "dataSource",
                    "*v1.TypedLocalObjectReference",
                    "omitempty"
                ],
                [
                    "DataSourceRef",
                    "dataSourceRef",
                    "*v1.TypedObjectReference",
                    "omitempty"
                ],
                [
                    "VolumeAttributesClassName",
                    "volumeAttributesClassName",
                    "*string",
                    "omitempty"
                ]
            ]
        },
        "v1.PersistentVolumeClaimTemplate": {
            "kind": "struct",
            "fields": [
                [
                    "ObjectMeta",
                    "metadata",
                    "v1.ObjectMeta",
                    "omitempty"
                ],
                [
                    "Spec",
                    "spec",
                    "v1.PersistentVolumeClaimSpec",
                    ""
                ]
            ]
        },
        "v1.PersistentVolumeClaimVolumeSource": {
            "kind": "struct",
            "fields": [
                [
                    "ClaimName",
                    "claimName",
                    "string",
                    ""
                ],
                [
                    "ReadOnly",
                    "readOnly",
                    "bool",
                    "omitempty"
                ]
            ]
        },
        "v1.PersistentVolumeMode": {
            "kind": "string"
        },
        "v1.PhotonPersistentDiskVolumeSource": {
            "kind": "struct",
            "fields": [
                [
                    "PdID",
                    "pdID",
                    "string",
                    ""
                ],
                [
                    "FSType",
                    "fsType",
                    "string",
                    "omitempty"
                ]
            ]
        },
        "v1.PodAffinity": {
            "kind": "struct",
            "fields": [
                [
                    "RequiredDuringSchedulingIgnoredDuringExecution",
                    "requiredDuringSchedulingIgnoredDuringExecution",
                    "[]v1.PodAffinityTerm",
                    "omitempty"
                ],
                [
                    "PreferredDuringSchedulingIgnoredDuringExecution",
                    "preferredDuringSchedulingIgnoredDuringExecution",
                    "[]v1.WeightedPodAffinityTerm",
                    "omitempty"
                ]
            ]
        },
        "v1.PodAffinityTerm": {
            "kind": "struct",
            "fields": [
                [
                    "LabelSelector",
                    "labelSelector",
                    "*v1.LabelSelector",
                    "omitempty"
                ],
                [
                    "Namespaces",
                    "namespaces",
                    "[]string",
                    "omitempty"
                ],
                [
                    "TopologyKey",
                    "topologyKey",
                    "string",
                    ""
                ],
                [
                    "NamespaceSelector",
                    "namespaceSelector",
                    "*v1.LabelSelector",
                    "omitempty"
                ],
                [
                    "MatchLabelKeys",
                    "matchLabelKeys",
                    "[]string",
                    "omitempty"
                ],
                [
                    "MismatchLabelKeys",
                    "mismatchLabelKeys",
                    "[]string",
                    "omitempty"
                ]
            ]
        },
        "v1.PodAntiAffinity": {
            "kind": "struct",
            "fields": [
                [
                    "RequiredDuringSchedulingIgnoredDuringExecution",
                    "requiredDuringSchedulingIgnoredDuringExecution",
                    "[]v1.PodAffinityTerm",
                    "omitempty"
                ],
                [
                    "PreferredDuringSchedulingIgnoredDuringExecution",
                    "preferredDuringSchedulingIgnoredDuringExecution",
                    "[]v1.WeightedPodAffinityTerm",
                    "omitempty"
                ]
            ]
        },
        "v1.PodConditionType": {
            "kind": "string"
        },
        "v1.PodDNSConfig": {
            "kind": "struct",
            "fields": [
                [
                    "Nameservers",
                    "nameservers",
                    "[]string",
                    "omitempty"
                ],
                [
                    "Searches",
                    "searches",
                    "[]string",
                    "omitempty"
                ],
                [
                    "Options",
                    "options",
                    "[]v1.PodDNSConfigOption",
                    "omitempty"
                ]
            ]
        },
        "v1.PodDNSConfigOption": {
            "kind": "struct",
            "fields": [
                [
                    "Name",
                    "name",
                    "string",
                    "omitempty"
                ],
                [
                    "Value",
                    "value",
                    "*string",
                    "omitempty"
                ]
            ]
        },
        "v1.PodFSGroupChangePolicy": {
            "kind": "string"
        },
        "v1.PodOS": {
            "kind": "struct",
            "fields": [
                [
                    "Name",
                    "name",
                    "v1.OSName",
                    ""
                ]
            ]
        },
        "v1.PodReadinessGate": {
            "kind": "struct",
            "fields": [
                [
                    "ConditionType",
                    "conditionType",
                    "v1.PodConditionType",
                    ""
                ]
            ]
        },
        "v1.PodResourceClaim": {
            "kind": "struct",
            "fields": [
                [
                    "Name",
                    "name",
                    "string",
                    ""
                ],
                [
                    "ResourceClaimName",
                    "resourceClaimName",
                    "*string",
                    "omitempty"
                ],
                [
                    "ResourceClaimTemplateName",
                    "resourceClaimTemplateName",
                    "*string",
                    "omitempty"
                ]
            ]
        },
        "v1.PodSELinuxChangePolicy": {
            "kind": "string"
        },
        "v1.PodSchedulingGate": {
            "kind": "struct",
            "fields": [
                [
                    "Name",
                    "name",
                    "string",
                    ""
                ]
            ]
        },
        "v1.PodSecurityContext": {
            "kind": "struct",
            "fields": [
                [
                    "SELinuxOptions",
                    "seLinuxOptions",
                    "*v1.SELinuxOptions",
                    "omitempty"
                ],
                [
                    "WindowsOptions",
                    "windowsOptions",
                    "*v1.WindowsSecurityContextOptions",
                    "omitempty"
                ],
                [
                    "RunAsUser",
                    "runAsUser",
                    "*int64",
                    "omitempty"
                ],
                [
                    "RunAsGroup",
                    "runAsGroup",
                    "*int64",
                    "omitempty"
                ],
                [
                    "RunAsNonRoot",
                    "runAsNonRoot",
                    "*bool",
                    "omitempty"
                ],
                [
                    "SupplementalGroups",
                    "supplementalGroups",
                    "[]int64",
                    "omitempty"
                ],
                [
                    "SupplementalGroupsPolicy",
                    "supplementalGroupsPolicy",
                    "*v1.SupplementalGroupsPolicy",
                    "omitempty"
                ],
                [
                    "FSGroup",
                    "fsGroup",
                    "*int64",
                    "omitempty"
                ],
                [
                    "Sysctls",
                    "sysctls",
                    "[]v1.Sysctl",
                    "omitempty"
                ],
                [
                    "FSGroupChangePolicy",
                    "fsGroupChangePolicy",
                    "*v1.PodFSGroupChangePolicy",
                    "omitempty"
                ],
                [
                    "SeccompProfile",
                    "seccompProfile",
                    "*v1.SeccompProfile",
                    "omitempty"
                ],
                [
                    "AppArmorProfile",
                    "appArmorProfile",
                    "*v1.AppArmorProfile",
                    "omitempty"
                ],
                [
                    "SELinuxChangePolicy",
                    "seLinuxChangePolicy",
                    "*v1.PodSELinuxChangePolicy",
                    "omitempty"
                ]
            ]
        },
        "v1.PodSpec": {
            "kind": "struct",
            "fields": [
                [
                    "Volumes",
                    "volumes",
                    "[]v1.Volume",
                    "omitempty"
                ],
                [
                    "InitContainers",
                    "initContainers",
                    "[]v1.Container",
                    "omitempty"
                ],
                [
                    "Containers",
                    "containers",
                    "[]v1.Container",
                    ""
                ],
                [
                    "EphemeralContainers",
                    "ephemeralContainers",
                    "[]v1.EphemeralContainer",
                    "omitempty"
                ],
                [
                    "RestartPolicy",
                    "restartPolicy",
                    "v1.RestartPolicy",
                    "omitempty"
                ],
                [
                    "TerminationGracePeriodSeconds",
                    "terminationGracePeriodSeconds",
                    "*int64",
                    "omitempty"
                ],
                [
                    "ActiveDeadlineSeconds",
                    "activeDeadlineSeconds",
                    "*int64",
                    "omitempty"
                ],
                [
                    "DNSPolicy",
                    "dnsPolicy",
                    "v1.DNSPolicy",
                    "omitempty"
                ],
                [
                    "NodeSelector",
                    "nodeSelector",
                    "map[string]string",
                    "omitempty"
                ],
                [
                    "ServiceAccountName",
                    "serviceAccountName",
                    "string",
                    "omitempty"
                ],
                [
                    "DeprecatedServiceAccount",
                    "serviceAccount",
                    "string",
                    "omitempty"
                ],
                [
                    "AutomountServiceAccountToken",
                    "automountServiceAccountToken",
                    "*bool",
                    "omitempty"
                ],
                [
                    "NodeName",
                    "nodeName",
                    "string",
                    "omitempty"
                ],
                [
                    "HostNetwork",
                    "hostNetwork",
                    "bool",
                    "omitempty"
                ],
                [
                    "HostPID",
                    "hostPID",
                    "bool",
                    "omitempty"
                ],
                [
                    "HostIPC",
                    "hostIPC",
                    "bool",
                    "omitempty"
                ],
                [
                    "ShareProcessNamespace",
                    "shareProcessNamespace",
                    "*bool",
                    "omitempty"
                ],
                [
                    "SecurityContext",
                    "securityContext",
                    "*v1.PodSecurityContext",
                    "omitempty"
                ],
                [
                    "ImagePullSecrets",
                    "imagePullSecrets",
                    "[]v1.LocalObjectReference",
                    "omitempty"
                ],
                [
                    "Hostname",
                    "hostname",
                    "string",
                    "omitempty"
                ],
                [
                    "Subdomain",
                    "subdomain",
                    "string",
                    "omitempty"
                ],
                [
                    "Affinity",
                    "affinity",
                    "*v1.Affinity",
                    "omitempty"
                ],
                [
                    "SchedulerName",
                    "schedulerName",
                    "string",
                    "omitempty"
                ],
                [
                    "Tolerations",
                    "tolerations",
                    "[]v1.Toleration",
                    "omitempty"
                ],
                [
                    "HostAliases",
                    "hostAliases",
                    "[]v1.HostAlias",
                    "omitempty"
                ],
                [
                    "PriorityClassName",
                    "priorityClassName",
                    "string",
                    "omitempty"
                ],
                [
                    "Priority",
                    "priority",
                    "*int32",
                    "omitempty"
                ],
                [
                    "DNSConfig",
                    "dnsConfig",
                    "*v1.PodDNSConfig",
                    "omitempty"
                ],
                [
                    "ReadinessGates",
                    "readinessGates",
                    "[]v1.PodReadinessGate",
                    "omitempty"
                ],
                [
                    "RuntimeClassName",
                    "runtimeClassName",
                    "*string",
                    "omitempty"
                ],
                [
                    "EnableServiceLinks",
                    "enableServiceLinks",
                    "*bool",
                    "omitempty"
                ],
                [
                    "PreemptionPolicy",
                    "preemptionPolicy",
                    "*v1.PreemptionPolicy",
                    "omitempty"
                ],
                [
                    "Overhead",
                    "overhead",
                    "v1.ResourceList",
                    "omitempty"
                ],
                [
                    "TopologySpreadConstraints",
                    "topologySpreadConstraints",
                    "[]v1.TopologySpreadConstraint",
                    "omitempty"
                ],
                [
                    "SetHostnameAsFQDN",
                    "setHostnameAsFQDN",
                    "*bool",
                    "omitempty"
                ],
                [
                    "OS",
                    "os",
                    "*v1.PodOS",
                    "omitempty"
                ],
                [
                    "HostUsers",
                    "hostUsers",
                    "*bool",
                    "omitempty"
                ],
                [
                    "SchedulingGates",
                    "schedulingGates",
                    "[]v1.PodSchedulingGate",
                    "omitempty"
                ],
                [
                    "ResourceClaims",
                    "resourceClaims",
                    "[]v1.PodResourceClaim",
                    "omitempty"
                ],
                [
                    "Resources",
                    "resources",
                    "*v1.ResourceRequirements",
                    "omitempty"
                ]
            ]
        },
        "v1.PodTemplateSpec": {
            "kind": "struct",
            "fields": [
                [
                    "ObjectMeta",
                    "metadata",
                    "v1.ObjectMeta",
                    "omitempty"
                ],
                [
                    "Spec",
                    "spec",
                    "v1.PodSpec",
                    "omitempty"
                ]
            ]
        },
        "v1.PortworxVolumeSource": {
            "kind": "struct",
            "fields": [
                [
                    "VolumeID",
                    "volumeID",
                    "string",
                    ""
                ],
                [
                    "FSType",
                    "fsType",
                    "string",
                    "omitempty"
                ],
                [
                    "ReadOnly",
                    "readOnly",
                    "bool",
                    "omitempty"
                ]
            ]
        },
        "v1.PreemptionPolicy": {
            "kind": "string"
        },
        "v1.PreferredSchedulingTerm": {
            "kind": "struct",
            "fields": [
                [
                    "Weight",
                    "weight",
                    "int32",
                    ""
                ],
                [
                    "Preference",
                    "preference",
                    "v1.NodeSelectorTerm",
                    ""
                ]
            ]
        },
        "v1.Probe": {
            "kind": "struct",
            "fields": [
                [
                    "ProbeHandler",
                    ",inline",
                    "v1.ProbeHandler",
                    ""
                ],
                [
                    "InitialDelaySeconds",
                    "initialDelaySeconds",
                    "int32",
                    "omitempty"
                ],
                [
                    "TimeoutSeconds",
                    "timeoutSeconds",
                    "int32",
                    "omitempty"
                ],
                [
                    "PeriodSeconds",
                    "periodSeconds",
                    "int32",
                    "omitempty"
                ],
                [
                    "SuccessThreshold",
                    "successThreshold",
                    "int32",
                    "omitempty"
                ],
                [
                    "FailureThreshold",
                    "failureThreshold",
                    "int32",
                    "omitempty"
                ],
                [
                    "TerminationGracePeriodSeconds",
                    "terminationGracePeriodSeconds",
                    "*int64",
                    "omitempty"
                ]
            ]
        },
        "v1.ProbeHandler": {
            "kind": "struct",
            "fields": [
                [
                    "Exec",
                    "exec",
                    "*v1.ExecAction",
                    "omitempty"
                ],
                [
                    "HTTPGet",
                    "httpGet",
                    "*v1.HTTPGetAction",
                    "omitempty"
                ],
                [
                    "TCPSocket",
                    "tcpSocket",
                    "*v1.TCPSocketAction",
                    "omitempty"
                ],
                [
                    "GRPC",
                    "grpc",
                    "*v1.GRPCAction",
                    "omitempty"
                ]
            ]
        },
        "v1.ProcMountType": {
            "kind": "string"
        },
        "v1.ProjectedVolumeSource": {
            "kind": "struct",
            "fields": [
                [
                    "Sources",
                    "sources",
                    "[]v1.VolumeProjection",
                    ""
                ],
                [
                    "DefaultMode",
                    "defaultMode",
                    "*int32",
                    "omitempty"
                ]
            ]
        },
        "v1.Protocol": {
            "kind": "string"
        },
        "v1.PullPolicy": {
            "kind": "string"
        },
        "v1.QuobyteVolumeSource": {
            "kind": "struct",
            "fields": [
                [
                    "Registry",
                    "registry",
                    "string",
                    ""
                ],
                [
                    "Volume",
                    "volume",
                    "string",
                    ""
                ],
                [
                    "ReadOnly",
                    "readOnly",
                    "bool",
                    "omitempty"
                ],
                [
                    "User",
                    "user",
                    "string",
                    "omitempty"
                ],
                [
                    "Group",
                    "group",
                    "string",
                    "omitempty"
                ],
                [
                    "Tenant",
                    "tenant",
                    "string",
                    "omitempty"
                ]
            ]
        },
        "v1.RBDVolumeSource": {
            "kind": "struct",
            "fields": [
                [
                    "CephMonitors",
                    "monitors",
                    "[]string",
                    ""
                ],
                [
                    "RBDImage",
                    "image",
                    "string",
                    ""
                ],
                [
                    "FSType",
                    "fsType",
                    "string",
                    "omitempty"
                ],
                [
                    "RBDPool",
                    "pool",
                    "string",
                    "omitempty"
                ],
                [
                    "RadosUser",
                    "user",
                    "string",
                    "omitempty"
                ],
                [
                    "Keyring",
                    "keyring",
                    "string",
                    "omitempty"
                ],
                [
                    "SecretRef",
                    "secretRef",
                    "*v1.LocalObjectReference",
                    "omitempty"
                ],
                [
                    "ReadOnly",
                    "readOnly",
                    "bool",
                    "omitempty"
                ]
            ]
        },
        "v1.RecursiveReadOnlyMode": {
            "kind": "string"
        },
        "v1.ResourceClaim": {
            "kind": "struct",
            "fields": [
                [
                    "Name",
                    "name",
                    "string",
                    ""
                ],
                [
                    "Request",
                    "request",
                    "string",
                    "omitempty"
                ]
            ]
        },
        "v1.ResourceFieldSelector": {
            "kind": "struct",
            "fields": [
                [
                    "ContainerName",
                    "containerName",
                    "string",
                    "omitempty"
                ],
                [
                    "Resource",
                    "resource",
                    "string",
                    ""
                ],
                [
                    "Divisor",
                    "divisor",
                    "resource.Quantity",
                    "omitempty"
                ]
            ]
        },
        "v1.ResourceList": {
            "kind": "map",
            "elem": "resource.Quantity"
        },
        "v1.ResourceName": {
            "kind": "string"
        },
        "v1.ResourceRequirements": {
            "kind": "struct",
            "fields": [
                [
                    "Limits",
                    "limits",
                    "v1.ResourceList",
                    "omitempty"
                ],
                [
                    "Requests",
                    "requests",
                    "v1.ResourceList",
                    "omitempty"
                ],
                [
                    "Claims",
                    "claims",
                    "[]v1.ResourceClaim",
                    "omitempty"
                ]
            ]
        },
        "v1.ResourceResizeRestartPolicy": {
            "kind": "string"
        },
        "v1.RestartPolicy": {
            "kind": "string"
        },
        "v1.SELinuxOptions": {
            "kind": "struct",
            "fields": [
                [
                    "User",
                    "user",
                    "string",
                    "omitempty"
                ],
                [
                    "Role",
                    "role",
                    "string",
                    "omitempty"
                ],
                [
                    "Type",
                    "type",
                    "string",
                    "omitempty"
                ],
                [
                    "Level",
                    "level",
                    "string",
                    "omitempty"
                ]
            ]
        },
        "v1.ScaleIOVolumeSource": {
            "kind": "struct",
            "fields": [
                [
                    "Gateway",
                    "gateway",
                    "string",
                    ""
                ],
                [
                    "System",
                    "system",
                    "string",
                    ""
                ],
                [
                    "SecretRef",
                    "secretRef",
                    "*v1.LocalObjectReference",
                    ""
                ],
                [
                    "SSLEnabled",
                    "sslEnabled",
                    "bool",
                    "omitempty"
                ],
                [
                    "ProtectionDomain",
                    "protectionDomain",
                    "string",
                    "omitempty"
                ],
                [
                    "StoragePool",
                    "storagePool",
                    "string",
                    "omitempty"
                ],
                [
                    "StorageMode",
                    "storageMode",
                    "string",
                    "omitempty"
                ],
                [
                    "VolumeName",
                    "volumeName",
                    "string",
                    "omitempty"
                ],
                [
                    "FSType",
                    "fsType",
                    "string",
                    "omitempty"
                ],
                [
                    "ReadOnly",
                    "readOnly",
                    "bool",
                    "omitempty"
                ]
            ]
        },
        "v1.SeccompProfile": {
            "kind": "struct",
            "fields": [
                [
                    "Type",
                    "type",
                    "v1.SeccompProfileType",
                    ""
                ],
                [
                    "LocalhostProfile",
                    "localhostProfile",
                    "*string",
                    "omitempty"
                ]
            ]
        },
        "v1.SeccompProfileType": {
            "kind": "string"
        },
        "v1.SecretEnvSource": {
            "kind": "struct",
            "fields": [
                [
                    "LocalObjectReference",
                    ",inline",
                    "v1.LocalObjectReference",
                    ""
                ],
                [
                    "Optional",
                    "optional",
                    "*bool",
                    "omitempty"
                ]
            ]
        },
        "v1.SecretKeySelector": {
            "kind": "struct",
            "fields": [
                [
                    "LocalObjectReference",
                    ",inline",
                    "v1.LocalObjectReference",
                    ""
                ],
                [
                    "Key",
                    "key",
                    "string",
                    ""
                ],
                [
                    "Optional",
                    "optional",
                    "*bool",
                    "omitempty"
                ]
            ]
        },
        "v1.SecretProjection": {
            "kind": "struct",
            "fields": [
                [
                    "LocalObjectReference",
                    ",inline",
                    "v1.LocalObjectReference",
                    ""
                ],
                [
                    "Items",
                    "items",
                    "[]v1.KeyToPath",
                    "omitempty"
                ],
                [
                    "Optional",
                    "optional",
                    "*bool",
                    "omitempty"
                ]
            ]
        },
        "v1.SecretVolumeSource": {
            "kind": "struct",
            "fields": [
                [
                    "SecretName",
                    "secretName",
                    "string",
                    "omitempty"
                ],
                [
                    "Items",
                    "items",
                    "[]v1.KeyToPath",
                    "omitempty"
                ],
                [
                    "DefaultMode",
                    "defaultMode",
                    "*int32",
                    "omitempty"
                ],
                [
                    "Optional",
                    "optional",
                    "*bool",
                    "omitempty"
                ]
            ]
        },
        "v1.SecurityContext": {
            "kind": "struct",
            "fields": [
                [
                    "Capabilities",
                    "capabilities",
                    "*v1.Capabilities",
                    "omitempty"
                ],
                [
                    "Privileged",
                    "privileged",
                    "*bool",
                    "omitempty"
                ],
                [
                    "SELinuxOptions",
                    "seLinuxOptions",
                    "*v1.SELinuxOptions",
                    "omitempty"
                ],
                [
                    "WindowsOptions",
                    "windowsOptions",
                    "*v1.WindowsSecurityContextOptions",
                    "omitempty"
                ],
                [
                    "RunAsUser",
                    "runAsUser",
                    "*int64",
                    "omitempty"
                ],
                [
                    "RunAsGroup",
                    "runAsGroup",
                    "*int64",
                    "omitempty"
                ],
                [
                    "RunAsNonRoot",
                    "runAsNonRoot",
                    "*bool",
                    "omitempty"
                ],
                [
                    "ReadOnlyRootFilesystem",
                    "readOnlyRootFilesystem",
                    "*bool",
                    "omitempty"
                ],
                [
                    "AllowPrivilegeEscalation",
                    "allowPrivilegeEscalation",
                    "*bool",
                    "omitempty"
                ],
                [
                    "ProcMount",
                    "procMount",
                    "*v1.ProcMountType",
                    "omitempty"
                ],
                [
                    "SeccompProfile",
                    "seccompProfile",
                    "*v1.SeccompProfile",
                    "omitempty"
                ],
                [
                    "AppArmorProfile",
                    "appArmorProfile",
                    "*v1.AppArmorProfile",
                    "omitempty"
                ]
            ]
        },
        "v1.ServiceAccountTokenProjection": {
            "kind": "struct",
            "fields": [
                [
                    "Audience",
                    "audience",
                    "string",
                    "omitempty"
                ],
                [
                    "ExpirationSeconds",
                    "expirationSeconds",
                    "*int64",
                    "omitempty"
                ],
                [
                    "Path",
                    "path",
                    "string",
                    ""
                ]
            ]
        },
        "v1.SleepAction": {
            "kind": "struct",
            "fields": [
                [
                    "Seconds",
                    "seconds",
                    "int64",
                    ""
                ]
            ]
        },
        "v1.StorageMedium": {
            "kind": "string"
        },
        "v1.StorageOSVolumeSource": {
            "kind": "struct",
            "fields": [
                [
                    "VolumeName",
                    "volumeName",
                    "string",
                    "omitempty"
                ],
                [
                    "VolumeNamespace",
                    "volumeNamespace",
                    "string",
                    "omitempty"
                ],
                [
                    "FSType",
                    "fsType",
                    "string",
                    "omitempty"
                ],
                [
                    "ReadOnly",
                    "readOnly",
                    "bool",
                    "omitempty"
                ],
                [
                    "SecretRef",
                    "secretRef",
                    "*v1.LocalObjectReference",
                    "omitempty"
                ]
            ]
        },
        "v1.SupplementalGroupsPolicy": {
            "kind": "string"
        },
        "v1.Sysctl": {
            "kind": "struct",
            "fields": [
                [
                    "Name",
                    "name",
                    "string",
                    ""
                ],
                [
                    "Value",
                    "value",
                    "string",
                    ""
                ]
            ]
        },
        "v1.TCPSocketAction": {
            "kind": "struct",
            "fields": [
                [
                    "Port",
                    "port",
                    "intstr.IntOrString",
                    ""
                ],
                [
                    "Host",
                    "host",
                    "string",
                    "omitempty"
                ]
            ]
        },
        "v1.TaintEffect": {
            "kind": "string"
        },
        "v1.TerminationMessagePolicy": {
            "kind": "string"
        },
        "v1.Time": {
            "kind": "time"
        },
        "v1.Toleration": {
            "kind": "struct",
            "fields": [
                [
                    "Key",
                    "key",
                    "string",
                    "omitempty"
                ],
                [
                    "Operator",
                    "operator",
                    "v1.TolerationOperator",
                    "omitempty"
                ],
                [
                    "Value",
                    "value",
                    "string",
                    "omitempty"
                ],
                [
                    "Effect",
                    "effect",
                    "v1.TaintEffect",
                    "omitempty"
                ],
                [
                    "TolerationSeconds",
                    "tolerationSeconds",
                    "*int64",
                    "omitempty"
                ]
            ]
        },
        "v1.TolerationOperator": {
            "kind": "string"
        },
        "v1.TopologySpreadConstraint": {
            "kind": "struct",
            "fields": [
                [
                    "MaxSkew",
                    "maxSkew",
                    "int32",
                    ""
                ],
                [
                    "TopologyKey",
                    "topologyKey",
                    "string",
                    ""
                ],
                [
                    "WhenUnsatisfiable",
                    "whenUnsatisfiable",
                    "v1.UnsatisfiableConstraintAction",
                    ""
                ],
                [
                    "LabelSelector",
                    "labelSelector",
                    "*v1.LabelSelector",
                    "omitempty"
                ],
                [
                    "MinDomains",
                    "minDomains",
                    "*int32",
                    "omitempty"
                ],
                [
                    "NodeAffinityPolicy",
                    "nodeAffinityPolicy",
                    "*v1.NodeInclusionPolicy",
                    "omitempty"
                ],
                [
                    "NodeTaintsPolicy",
                    "nodeTaintsPolicy",
                    "*v1.NodeInclusionPolicy",
                    "omitempty"
                ],
                [
                    "MatchLabelKeys",
                    "matchLabelKeys",
                    "[]string",
                    "omitempty"
                ]
            ]
        },
        "v1.TypedLocalObjectReference": {
            "kind": "struct",
            "fields": [
                [
                    "APIGroup",
                    "apiGroup",
                    "*string",
                    ""
                ],
                [
                    "Kind",
                    "kind",
                    "string",
                    ""
                ],
                [
                    "Name",
                    "name",
                    "string",
                    ""
                ]
            ]
        },
        "v1.TypedObjectReference": {
            "kind": "struct",
            "fields": [
                [
                    "APIGroup",
                    "apiGroup",
                    "*string",
                    ""
                ],
                [
                    "Kind",
                    "kind",
                    "string",
                    ""
                ],
                [
                    "Name",
                    "name",
                    "string",
                    ""
                ],
                [
                    "Namespace",
                    "namespace",
                    "*string",
                    "omitempty"
                ]
            ]
        },
        "v1.URIScheme": {
            "kind": "string"
        },
        "v1.UnsatisfiableConstraintAction": {
            "kind": "string"
        },
        "v1.Volume": {
            "kind": "struct",
            "fields": [
                [
                    "Name",
                    "name",
                    "string",
                    ""
                ],
                [
                    "VolumeSource",
                    ",inline",
                    "v1.VolumeSource",
                    ""
                ]
            ]
        },
        "v1.VolumeDevice": {
            "kind": "struct",
            "fields": [
                [
                    "Name",
                    "name",
                    "string",
                    ""
                ],
                [
                    "DevicePath",
                    "devicePath",
                    "string",
                    ""
                ]
            ]
        },
        "v1.VolumeMount": {
            "kind": "struct",
            "fields": [
                [
                    "Name",
                    "name",
                    "string",
                    ""
                ],
                [
                    "ReadOnly",
                    "readOnly",
                    "bool",
                    "omitempty"
                ],
                [
                    "RecursiveReadOnly",
                    "recursiveReadOnly",
                    "*v1.RecursiveReadOnlyMode",
                    "omitempty"
                ],
                [
                    "MountPath",
                    "mountPath",
                    "string",
                    ""
                ],
                [
                    "SubPath",
                    "subPath",
                    "string",
                    "omitempty"
                ],
                [
                    "MountPropagation",
                    "mountPropagation",
                    "*v1.MountPropagationMode",
                    "omitempty"
                ],
                [
                    "SubPathExpr",
                    "subPathExpr",
                    "string",
                    "omitempty"
                ]
            ]
        },
        "v1.VolumeProjection": {
            "kind": "struct",
            "fields": [
                [
                    "Secret",
                    "secret",
                    "*v1.SecretProjection",
                    "omitempty"
                ],
                [
                    "DownwardAPI",
                    "downwardAPI",
                    "*v1.DownwardAPIProjection",
                    "omitempty"
                ],
                [
                    "ConfigMap",
                    "configMap",
                    "*v1.ConfigMapProjection",
                    "omitempty"
                ],
                [
                    "ServiceAccountToken",
                    "serviceAccountToken",
                    "*v1.ServiceAccountTokenProjection",
                    "omitempty"
                ],
                [
                    "ClusterTrustBundle",
                    "clusterTrustBundle",
                    "*v1.ClusterTrustBundleProjection",
                    "omitempty"
                ]
            ]
        },
        "v1.VolumeResourceRequirements": {
            "kind": "struct",
            "fields": [
                [
                    "Limits",
                    "limits",
                    "v1.ResourceList",
                    "omitempty"
                ],
                [
                    "Requests",
                    "requests",
                    "v1.ResourceList",
                    "omitempty"
                ]
            ]
        },
        "v1.VolumeSource": {
            "kind": "struct",
            "fields": [
                [
                    "HostPath",
                    "hostPath",
                    "*v1.HostPathVolumeSource",
                    "omitempty"
                ],
                [
                    "EmptyDir",
                    "emptyDir",
                    "*v1.EmptyDirVolumeSource",
                    "omitempty"
                ],
                [
                    "GCEPersistentDisk",
                    "gcePersistentDisk",
                    "*v1.GCEPersistentDiskVolumeSource",
                    "omitempty"
                ],
                [
                    "AWSElasticBlockStore",
                    "awsElasticBlockStore",
                    "*v1.AWSElasticBlockStoreVolumeSource",
                    "omitempty"
                ],
                [
                    "GitRepo",
                    "gitRepo",
                    "*v1.GitRepoVolumeSource",
                    "omitempty"
                ],
                [
                    "Secret",
                    "secret",
                    "*v1.SecretVolumeSource",
                    "omitempty"
                ],
                [
                    "NFS",
                    "nfs",
                    "*v1.NFSVolumeSource",
                    "omitempty"
                ],
                [
                    "ISCSI",
                    "iscsi",
                    "*v1.ISCSIVolumeSource",
                    "omitempty"
                ],
                [
                    "Glusterfs",
                    "glusterfs",
                    "*v1.GlusterfsVolumeSource",
                    "omitempty"
                ],
                [
                    "PersistentVolumeClaim",
                    "persistentVolumeClaim",
                    "*v1.PersistentVolumeClaimVolumeSource",
                    "omitempty"
                ],
                [
                    "RBD",
                    "rbd",
                    "*v1.RBDVolumeSource",
                    "omitempty"
                ],
                [
                    "FlexVolume",
                    "flexVolume",
                    "*v1.FlexVolumeSource",
                    "omitempty"
                ],
                [
                    "Cinder",
                    "cinder",
                    "*v1.CinderVolumeSource",
                    "omitempty"
                ],
                [
                    "CephFS",
                    "cephfs",
                    "*v1.CephFSVolumeSource",
                    "omitempty"
                ],
                [
                    "Flocker",
                    "flocker",
                    "*v1.FlockerVolumeSource",
                    "omitempty"
                ],
                [
                    "DownwardAPI",
                    "downwardAPI",
                    "*v1.DownwardAPIVolumeSource",
                    "omitempty"
                ],
                [
                    "FC",
                    "fc",
                    "*v1.FCVolumeSource",
                    "omitempty"
                ],
                [
                    "AzureFile",
                    "azureFile",
                    "*v1.AzureFileVolumeSource",
                    "omitempty"
                ],
                [
                    "ConfigMap",
                    "configMap",
                    "*v1.ConfigMapVolumeSource",
                    "omitempty"
                ],
                [
                    "VsphereVolume",
                    "vsphereVolume",
                    "*v1.VsphereVirtualDiskVolumeSource",
                    "omitempty"
                ],
                [
                    "Quobyte",
                    "quobyte",
                    "*v1.QuobyteVolumeSource",
                    "omitempty"
                ],
                [
                    "AzureDisk",
                    "azureDisk",
                    "*v1.AzureDiskVolumeSource",
                    "omitempty"
                ],
                [
                    "PhotonPersistentDisk",
                    "photonPersistentDisk",
                    "*v1.PhotonPersistentDiskVolumeSource",
                    "omitempty"
                ],
                [
                    "Projected",
                    "projected",
                    "*v1.ProjectedVolumeSource",
                    "omitempty"
                ],
                [
                    "PortworxVolume",
                    "portworxVolume",
                    "*v1.PortworxVolumeSource",
                    "omitempty"
                ],
                [
                    "ScaleIO",
                    "scaleIO",
                    "*v1.ScaleIOVolumeSource",
                    "omitempty"
                ],
                [
                    "StorageOS",
                    "storageos",
                    "*v1.StorageOSVolumeSource",
                    "omitempty"
                ],
                [
                    "CSI",
                    "csi",
                    "*v1.CSIVolumeSource",
                    "omitempty"
                ],
                [
                    "Ephemeral",
                    "ephemeral",
                    "*v1.EphemeralVolumeSource",
                    "omitempty"
                ],
                [
                    "Image",
                    "image",
                    "*v1.ImageVolumeSource",
                    "omitempty"
                ]
            ]
        },
        "v1.VsphereVirtualDiskVolumeSource": {
            "kind": "struct",
            "fields": [
                [
                    "VolumePath",
                    "volumePath",
                    "string",
                    ""
                ],
                [
                    "FSType",
                    "fsType",
                    "string",
                    "omitempty"
                ],
                [
                    "StoragePolicyName",
                    "storagePolicyName",
                    "string",
                    "omitempty"
                ],
                [
                    "StoragePolicyID",
                    "storagePolicyID",
                    "string",
                    "omitempty"
                ]
            ]
        },
        "v1.WeightedPodAffinityTerm": {
            "kind": "struct",
            "fields": [
                [
                    "Weight",
                    "weight",
                    "int32",
                    ""
                ],
                [
                    "PodAffinityTerm",
                    "podAffinityTerm",
                    "v1.PodAffinityTerm",
                    ""
                ]
            ]
        },
        "v1.WindowsSecurityContextOptions": {
            "kind": "struct",
            "fields": [
                [
                    "GMSACredentialSpecName",
                    "gmsaCredentialSpecName",
                    "*string",
                    "omitempty"
                ],
                [
                    "GMSACredentialSpec",
                    "gmsaCredentialSpec",
                    "*string",
                    "omitempty"
                ],
                [
                    "RunAsUserName",
                    "runAsUserName",
                    "*string",
                    "omitempty"
                ],
                [
                    "HostProcess",
                    "hostProcess",
                    "*bool",
                    "omitempty"
                ]
            ]
        }
    }
};
//# sourceMappingURL=podLayout.v0.32.10.js.map