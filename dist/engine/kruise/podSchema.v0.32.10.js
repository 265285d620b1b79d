export const schema = {
    "kubernetesApi": "v0.32.10",
    "roots": {
        "persistentVolumeClaim": "v1.PersistentVolumeClaim",
        "podTemplate": "v1.PodTemplateSpec"
    },
    "types": {
        "v1.AWSElasticBlockStoreVolumeSource": {
            "fsType": "",
            "partition": "",
            "readOnly": "",
            "volumeID": ""
        },
        "v1.Affinity": {
            "nodeAffinity": "v1.NodeAffinity",
            "podAffinity": "v1.PodAffinity",
            "podAntiAffinity": "v1.PodAntiAffinity"
        },
        "v1.AppArmorProfile": {
            "localhostProfile": "",
            "type": ""
        },
        "v1.AzureDiskVolumeSource": {
            "cachingMode": "",
            "diskName": "",
            "diskURI": "",
            "fsType": "",
            "kind": "",
            "readOnly": ""
        },
        "v1.AzureFileVolumeSource": {
            "readOnly": "",
            "secretName": "",
            "shareName": ""
        },
        "v1.CSIVolumeSource": {
            "driver": "",
            "fsType": "",
            "nodePublishSecretRef": "v1.LocalObjectReference",
            "readOnly": "",
            "volumeAttributes": "{}"
        },
        "v1.Capabilities": {
            "add": "[]",
            "drop": "[]"
        },
        "v1.CephFSVolumeSource": {
            "monitors": "[]",
            "path": "",
            "readOnly": "",
            "secretFile": "",
            "secretRef": "v1.LocalObjectReference",
            "user": ""
        },
        "v1.CinderVolumeSource": {
            "fsType": "",
            "readOnly": "",
            "secretRef": "v1.LocalObjectReference",
            "volumeID": ""
        },
        "v1.ClusterTrustBundleProjection": {
            "labelSelector": "v1.LabelSelector",
            "name": "",
            "optional": "",
            "path": "",
            "signerName": ""
        },
        "v1.ConfigMapEnvSource": {
            "name": "",
            "optional": ""
        },
        "v1.ConfigMapKeySelector": {
            "key": "",
            "name": "",
            "optional": ""
        },
        "v1.ConfigMapProjection": {
            "items": "[]v1.KeyToPath",
            "name": "",
            "optional": ""
        },
        "v1.ConfigMapVolumeSource": {
            "defaultMode": "",
            "items": "[]v1.KeyToPath",
            "name": "",
            "optional": ""
        },
        "v1.Container": {
            "args": "[]",
            "command": "[]",
            "env": "[]v1.EnvVar",
            "envFrom": "[]v1.EnvFromSource",
            "image": "",
            "imagePullPolicy": "",
            "lifecycle": "v1.Lifecycle",
            "livenessProbe": "v1.Probe",
            "name": "",
            "ports": "[]v1.ContainerPort",
            "readinessProbe": "v1.Probe",
            "resizePolicy": "[]v1.ContainerResizePolicy",
            "resources": "v1.ResourceRequirements",
            "restartPolicy": "",
            "securityContext": "v1.SecurityContext",
            "startupProbe": "v1.Probe",
            "stdin": "",
            "stdinOnce": "",
            "terminationMessagePath": "",
            "terminationMessagePolicy": "",
            "tty": "",
            "volumeDevices": "[]v1.VolumeDevice",
            "volumeMounts": "[]v1.VolumeMount",
            "workingDir": ""
        },
        "v1.ContainerPort": {
            "containerPort": "",
            "hostIP": "",
            "hostPort": "",
            "name": "",
            "protocol": ""
        },
        "v1.ContainerResizePolicy": {
            "resourceName": "",
            "restartPolicy": ""
        },
        "v1.DownwardAPIProjection": {
            "items": "[]v1.DownwardAPIVolumeFile"
        },
        "v1.DownwardAPIVolumeFile": {
            "fieldRef": "v1.ObjectFieldSelector",
            "mode": "",
            "path": "",
            "resourceFieldRef": "v1.ResourceFieldSelector"
        },
        "v1.DownwardAPIVolumeSource": {
            "defaultMode": "",
            "items": "[]v1.DownwardAPIVolumeFile"
        },
        "v1.EmptyDirVolumeSource": {
            "medium": "",
            "sizeLimit": ""
        },
        "v1.EnvFromSource": {
            "configMapRef": "v1.ConfigMapEnvSource",
            "prefix": "",
            "secretRef": "v1.SecretEnvSource"
        },
        "v1.EnvVar": {
            "name": "",
            "value": "",
            "valueFrom": "v1.EnvVarSource"
        },
        "v1.EnvVarSource": {
            "configMapKeyRef": "v1.ConfigMapKeySelector",
            "fieldRef": "v1.ObjectFieldSelector",
            "resourceFieldRef": "v1.ResourceFieldSelector",
            "secretKeyRef": "v1.SecretKeySelector"
        },
        "v1.EphemeralContainer": {
            "args": "[]",
            "command": "[]",
            "env": "[]v1.EnvVar",
            "envFrom": "[]v1.EnvFromSource",
            "image": "",
            "imagePullPolicy": "",
            "lifecycle": "v1.Lifecycle",
            "livenessProbe": "v1.Probe",
            "name": "",
            "ports": "[]v1.ContainerPort",
            "readinessProbe": "v1.Probe",
            "resizePolicy": "[]v1.ContainerResizePolicy",
            "resources": "v1.ResourceRequirements",
            "restartPolicy": "",
            "securityContext": "v1.SecurityContext",
            "startupProbe": "v1.Probe",
            "stdin": "",
            "stdinOnce": "",
            "targetContainerName": "",
            "terminationMessagePath": "",
            "terminationMessagePolicy": "",
            "tty": "",
            "volumeDevices": "[]v1.VolumeDevice",
            "volumeMounts": "[]v1.VolumeMount",
            "workingDir": ""
        },
        "v1.EphemeralVolumeSource": {
            "volumeClaimTemplate": "v1.PersistentVolumeClaimTemplate"
        },
        "v1.ExecAction": {
            "command": "[]"
        },
        "v1.FCVolumeSource": {
            "fsType": "",
            "lun": "",
            "readOnly": "",
            "targetWWNs": "[]",
            "wwids": "[]"
        },
        "v1.FlexVolumeSource": {
            "driver": "",
            "fsType": "",
            "options": "{}",
            "readOnly": "",
            "secretRef": "v1.LocalObjectReference"
        },
        "v1.FlockerVolumeSource": {
            "datasetName": "",
            "datasetUUID": ""
        },
        "v1.GCEPersistentDiskVolumeSource": {
            "fsType": "",
            "partition": "",
            "pdName": "",
            "readOnly": ""
        },
        "v1.GRPCAction": {
            "port": "",
            "service": ""
        },
        "v1.GitRepoVolumeSource": {
            "directory": "",
            "repository": "",
            "revision": ""
        },
        "v1.GlusterfsVolumeSource": {
            "endpoints": "",
            "path": "",
            "readOnly": ""
        },
        "v1.HTTPGetAction": {
            "host": "",
            "httpHeaders": "[]v1.HTTPHeader",
            "path": "",
            "port": "",
            "scheme": ""
        },
        "v1.HTTPHeader": {
            "name": "",
            "value": ""
        },
        "v1.HostAlias": {
            "hostnames": "[]",
            "ip": ""
        },
        "v1.HostPathVolumeSource": {
            "path": "",
            "type": ""
        },
        "v1.ISCSIVolumeSource": {
            "chapAuthDiscovery": "",
            "chapAuthSession": "",
            "fsType": "",
            "initiatorName": "",
            "iqn": "",
            "iscsiInterface": "",
            "lun": "",
            "portals": "[]",
            "readOnly": "",
            "secretRef": "v1.LocalObjectReference",
            "targetPortal": ""
        },
        "v1.ImageVolumeSource": {
            "pullPolicy": "",
            "reference": ""
        },
        "v1.KeyToPath": {
            "key": "",
            "mode": "",
            "path": ""
        },
        "v1.LabelSelector": {
            "matchExpressions": "[]v1.LabelSelectorRequirement",
            "matchLabels": "{}"
        },
        "v1.LabelSelectorRequirement": {
            "key": "",
            "operator": "",
            "values": "[]"
        },
        "v1.Lifecycle": {
            "postStart": "v1.LifecycleHandler",
            "preStop": "v1.LifecycleHandler"
        },
        "v1.LifecycleHandler": {
            "exec": "v1.ExecAction",
            "httpGet": "v1.HTTPGetAction",
            "sleep": "v1.SleepAction",
            "tcpSocket": "v1.TCPSocketAction"
        },
        "v1.LocalObjectReference": {
            "name": ""
        },
        "v1.ManagedFieldsEntry": {
            "apiVersion": "",
            "fieldsType": "",
            "fieldsV1": "",
            "manager": "",
            "operation": "",
            "subresource": "",
            "time": ""
        },
        "v1.ModifyVolumeStatus": {
            "status": "",
            "targetVolumeAttributesClassName": ""
        },
        "v1.NFSVolumeSource": {
            "path": "",
            "readOnly": "",
            "server": ""
        },
        "v1.NodeAffinity": {
            "preferredDuringSchedulingIgnoredDuringExecution": "[]v1.PreferredSchedulingTerm",
            "requiredDuringSchedulingIgnoredDuringExecution": "v1.NodeSelector"
        },
        "v1.NodeSelector": {
            "nodeSelectorTerms": "[]v1.NodeSelectorTerm"
        },
        "v1.NodeSelectorRequirement": {
            "key": "",
            "operator": "",
            "values": "[]"
        },
        "v1.NodeSelectorTerm": {
            "matchExpressions": "[]v1.NodeSelectorRequirement",
            "matchFields": "[]v1.NodeSelectorRequirement"
        },
        "v1.ObjectFieldSelector": {
            "apiVersion": "",
            "fieldPath": ""
        },
        "v1.ObjectMeta": {
            "annotations": "{}",
            "creationTimestamp": "",
            "deletionGracePeriodSeconds": "",
            "deletionTimestamp": "",
            "finalizers": "[]",
            "generateName": "",
            "generation": "",
            "labels": "{}",
            "managedFields": "[]v1.ManagedFieldsEntry",
            "name": "",
            "namespace": "",
            "ownerReferences": "[]v1.OwnerReference",
            "resourceVersion": "",
            "selfLink": "",
            "uid": ""
        },
        "v1.OwnerReference": {
            "apiVersion": "",
            "blockOwnerDeletion": "",
            "controller": "",
            "kind": "",
            "name": "",
            "uid": ""
        },
        "v1.PersistentVolumeClaim": {
            "apiVersion": "",
            "kind": "",
            "metadata": "v1.ObjectMeta",
            "spec": "v1.PersistentVolumeClaimSpec",
            "status": "v1.PersistentVolumeClaimStatus"
        },
        "v1.PersistentVolumeClaimCondition": {
            "lastProbeTime": "",
            "lastTransitionTime": "",
            "message": "",
            "reason": "",
            "status": "",
            "type": ""
        },
        "v1.PersistentVolumeClaimSpec": {
            "accessModes": "[]",
            "dataSource": "v1.TypedLocalObjectReference",
            "dataSourceRef": "v1.TypedObjectReference",
            "resources": "v1.VolumeResourceRequirements",
            "selector": "v1.LabelSelector",
            "storageClassName": "",
            "volumeAttributesClassName": "",
            "volumeMode": "",
            "volumeName": ""
        },
        "v1.PersistentVolumeClaimStatus": {
            "accessModes": "[]",
            "allocatedResourceStatuses": "{}",
            "allocatedResources": "{}",
            "capacity": "{}",
            "conditions": "[]v1.PersistentVolumeClaimCondition",
            "currentVolumeAttributesClassName": "",
            "modifyVolumeStatus": "v1.ModifyVolumeStatus",
            "phase": ""
        },
        "v1.PersistentVolumeClaimTemplate": {
            "metadata": "v1.ObjectMeta",
            "spec": "v1.PersistentVolumeClaimSpec"
        },
        "v1.PersistentVolumeClaimVolumeSource": {
            "claimName": "",
            "readOnly": ""
        },
        "v1.PhotonPersistentDiskVolumeSource": {
            "fsType": "",
            "pdID": ""
        },
        "v1.PodAffinity": {
            "preferredDuringSchedulingIgnoredDuringExecution": "[]v1.WeightedPodAffinityTerm",
            "requiredDuringSchedulingIgnoredDuringExecution": "[]v1.PodAffinityTerm"
        },
        "v1.PodAffinityTerm": {
            "labelSelector": "v1.LabelSelector",
            "matchLabelKeys": "[]",
            "mismatchLabelKeys": "[]",
            "namespaceSelector": "v1.LabelSelector",
            "namespaces": "[]",
            "topologyKey": ""
        },
        "v1.PodAntiAffinity": {
            "preferredDuringSchedulingIgnoredDuringExecution": "[]v1.WeightedPodAffinityTerm",
            "requiredDuringSchedulingIgnoredDuringExecution": "[]v1.PodAffinityTerm"
        },
        "v1.PodDNSConfig": {
            "nameservers": "[]",
            "options": "[]v1.PodDNSConfigOption",
            "searches": "[]"
        },
        "v1.PodDNSConfigOption": {
            "name": "",
            "value": ""
        },
        "v1.PodOS": {
            "name": ""
        },
        "v1.PodReadinessGate": {
            "conditionType": ""
        },
        "v1.PodResourceClaim": {
            "name": "",
            "resourceClaimName": "",
            "resourceClaimTemplateName": ""
        },
        "v1.PodSchedulingGate": {
            "name": ""
        },
        "v1.PodSecurityContext": {
            "appArmorProfile": "v1.AppArmorProfile",
            "fsGroup": "",
            "fsGroupChangePolicy": "",
            "runAsGroup": "",
            "runAsNonRoot": "",
            "runAsUser": "",
            "seLinuxChangePolicy": "",
            "seLinuxOptions": "v1.SELinuxOptions",
            "seccompProfile": "v1.SeccompProfile",
            "supplementalGroups": "[]",
            "supplementalGroupsPolicy": "",
            "sysctls": "[]v1.Sysctl",
            "windowsOptions": "v1.WindowsSecurityContextOptions"
        },
        "v1.PodSpec": {
            "activeDeadlineSeconds": "",
            "affinity": "v1.Affinity",
            "automountServiceAccountToken": "",
            "containers": "[]v1.Container",
            "dnsConfig": "v1.PodDNSConfig",
            "dnsPolicy": "",
            "enableServiceLinks": "",
            "ephemeralContainers": "[]v1.EphemeralContainer",
            "hostAliases": "[]v1.HostAlias",
            "hostIPC": "",
            "hostNetwork": "",
            "hostPID": "",
            "hostUsers": "",
            "hostname": "",
            "imagePullSecrets": "[]v1.LocalObjectReference",
            "initContainers": "[]v1.Container",
            "nodeName": "",
            "nodeSelector": "{}",
            "os": "v1.PodOS",
            "overhead": "{}",
            "preemptionPolicy": "",
            "priority": "",
            "priorityClassName": "",
            "readinessGates": "[]v1.PodReadinessGate",
            "resourceClaims": "[]v1.PodResourceClaim",
            "resources": "v1.ResourceRequirements",
            "restartPolicy": "",
            "runtimeClassName": "",
            "schedulerName": "",
            "schedulingGates": "[]v1.PodSchedulingGate",
            "securityContext": "v1.PodSecurityContext",
            "serviceAccount": "",
            "serviceAccountName": "",
            "setHostnameAsFQDN": "",
            "shareProcessNamespace": "",
            "subdomain": "",
            "terminationGracePeriodSeconds": "",
            "tolerations": "[]v1.Toleration",
            "topologySpreadConstraints": "[]v1.TopologySpreadConstraint",
            "volumes": "[]v1.Volume"
        },
        "v1.PodTemplateSpec": {
            "metadata": "v1.ObjectMeta",
            "spec": "v1.PodSpec"
        },
        "v1.PortworxVolumeSource": {
            "fsType": "",
            "readOnly": "",
            "volumeID": ""
        },
        "v1.PreferredSchedulingTerm": {
            "preference": "v1.NodeSelectorTerm",
            "weight": ""
        },
        "v1.Probe": {
            "exec": "v1.ExecAction",
            "failureThreshold": "",
            "grpc": "v1.GRPCAction",
            "httpGet": "v1.HTTPGetAction",
            "initialDelaySeconds": "",
            "periodSeconds": "",
            "successThreshold": "",
            "tcpSocket": "v1.TCPSocketAction",
            "terminationGracePeriodSeconds": "",
            "timeoutSeconds": ""
        },
        "v1.ProjectedVolumeSource": {
            "defaultMode": "",
            "sources": "[]v1.VolumeProjection"
        },
        "v1.QuobyteVolumeSource": {
            "group": "",
            "readOnly": "",
            "registry": "",
            "tenant": "",
            "user": "",
            "volume": ""
        },
        "v1.RBDVolumeSource": {
            "fsType": "",
            "image": "",
            "keyring": "",
            "monitors": "[]",
            "pool": "",
            "readOnly": "",
            "secretRef": "v1.LocalObjectReference",
            "user": ""
        },
        "v1.ResourceClaim": {
            "name": "",
            "request": ""
        },
        "v1.ResourceFieldSelector": {
            "containerName": "",
            "divisor": "",
            "resource": ""
        },
        "v1.ResourceRequirements": {
            "claims": "[]v1.ResourceClaim",
            "limits": "{}",
            "requests": "{}"
        },
        "v1.SELinuxOptions": {
            "level": "",
            "role": "",
            "type": "",
            "user": ""
        },
        "v1.ScaleIOVolumeSource": {
            "fsType": "",
            "gateway": "",
            "protectionDomain": "",
            "readOnly": "",
            "secretRef": "v1.LocalObjectReference",
            "sslEnabled": "",
            "storageMode": "",
            "storagePool": "",
            "system": "",
            "volumeName": ""
        },
        "v1.SeccompProfile": {
            "localhostProfile": "",
            "type": ""
        },
        "v1.SecretEnvSource": {
            "name": "",
            "optional": ""
        },
        "v1.SecretKeySelector": {
            "key": "",
            "name": "",
            "optional": ""
        },
        "v1.SecretProjection": {
            "items": "[]v1.KeyToPath",
            "name": "",
            "optional": ""
        },
        "v1.SecretVolumeSource": {
            "defaultMode": "",
            "items": "[]v1.KeyToPath",
            "optional": "",
            "secretName": ""
        },
        "v1.SecurityContext": {
            "allowPrivilegeEscalation": "",
            "appArmorProfile": "v1.AppArmorProfile",
            "capabilities": "v1.Capabilities",
            "privileged": "",
            "procMount": "",
            "readOnlyRootFilesystem": "",
            "runAsGroup": "",
            "runAsNonRoot": "",
            "runAsUser": "",
            "seLinuxOptions": "v1.SELinuxOptions",
            "seccompProfile": "v1.SeccompProfile",
            "windowsOptions": "v1.WindowsSecurityContextOptions"
        },
        "v1.ServiceAccountTokenProjection": {
            "audience": "",
            "expirationSeconds": "",
            "path": ""
        },
        "v1.SleepAction": {
            "seconds": ""
        },
        "v1.StorageOSVolumeSource": {
            "fsType": "",
            "readOnly": "",
            "secretRef": "v1.LocalObjectReference",
            "volumeName": "",
            "volumeNamespace": ""
        },
        "v1.Sysctl": {
            "name": "",
            "value": ""
        },
        "v1.TCPSocketAction": {
            "host": "",
            "port": ""
        },
        "v1.Toleration": {
            "effect": "",
            "key": "",
            "operator": "",
            "tolerationSeconds": "",
            "value": ""
        },
        "v1.TopologySpreadConstraint": {
            "labelSelector": "v1.LabelSelector",
            "matchLabelKeys": "[]",
            "maxSkew": "",
            "minDomains": "",
            "nodeAffinityPolicy": "",
            "nodeTaintsPolicy": "",
            "topologyKey": "",
            "whenUnsatisfiable": ""
        },
        "v1.TypedLocalObjectReference": {
            "apiGroup": "",
            "kind": "",
            "name": ""
        },
        "v1.TypedObjectReference": {
            "apiGroup": "",
            "kind": "",
            "name": "",
            "namespace": ""
        },
        "v1.Volume": {
            "awsElasticBlockStore": "v1.AWSElasticBlockStoreVolumeSource",
            "azureDisk": "v1.AzureDiskVolumeSource",
            "azureFile": "v1.AzureFileVolumeSource",
            "cephfs": "v1.CephFSVolumeSource",
            "cinder": "v1.CinderVolumeSource",
            "configMap": "v1.ConfigMapVolumeSource",
            "csi": "v1.CSIVolumeSource",
            "downwardAPI": "v1.DownwardAPIVolumeSource",
            "emptyDir": "v1.EmptyDirVolumeSource",
            "ephemeral": "v1.EphemeralVolumeSource",
            "fc": "v1.FCVolumeSource",
            "flexVolume": "v1.FlexVolumeSource",
            "flocker": "v1.FlockerVolumeSource",
            "gcePersistentDisk": "v1.GCEPersistentDiskVolumeSource",
            "gitRepo": "v1.GitRepoVolumeSource",
            "glusterfs": "v1.GlusterfsVolumeSource",
            "hostPath": "v1.HostPathVolumeSource",
            "image": "v1.ImageVolumeSource",
            "iscsi": "v1.ISCSIVolumeSource",
            "name": "",
            "nfs": "v1.NFSVolumeSource",
            "persistentVolumeClaim": "v1.PersistentVolumeClaimVolumeSource",
            "photonPersistentDisk": "v1.PhotonPersistentDiskVolumeSource",
            "portworxVolume": "v1.PortworxVolumeSource",
            "projected": "v1.ProjectedVolumeSource",
            "quobyte": "v1.QuobyteVolumeSource",
            "rbd": "v1.RBDVolumeSource",
            "scaleIO": "v1.ScaleIOVolumeSource",
            "secret": "v1.SecretVolumeSource",
            "storageos": "v1.StorageOSVolumeSource",
            "vsphereVolume": "v1.VsphereVirtualDiskVolumeSource"
        },
        "v1.VolumeDevice": {
            "devicePath": "",
            "name": ""
        },
        "v1.VolumeMount": {
            "mountPath": "",
            "mountPropagation": "",
            "name": "",
            "readOnly": "",
            "recursiveReadOnly": "",
            "subPath": "",
            "subPathExpr": ""
        },
        "v1.VolumeProjection": {
            "clusterTrustBundle": "v1.ClusterTrustBundleProjection",
            "configMap": "v1.ConfigMapProjection",
            "downwardAPI": "v1.DownwardAPIProjection",
            "secret": "v1.SecretProjection",
            "serviceAccountToken": "v1.ServiceAccountTokenProjection"
        },
        "v1.VolumeResourceRequirements": {
            "limits": "{}",
            "requests": "{}"
        },
        "v1.VsphereVirtualDiskVolumeSource": {
            "fsType": "",
            "storagePolicyID": "",
            "storagePolicyName": "",
            "volumePath": ""
        },
        "v1.WeightedPodAffinityTerm": {
            "podAffinityTerm": "v1.PodAffinityTerm",
            "weight": ""
        },
        "v1.WindowsSecurityContextOptions": {
            "gmsaCredentialSpec": "",
            "gmsaCredentialSpecName": "",
            "hostProcess": "",
            "runAsUserName": ""
        }
    }
};
//# sourceMappingURL=podSchema.v0.32.10.js.map