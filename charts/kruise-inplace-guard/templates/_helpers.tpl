{{/* Names */}}
{{- define "ipg.name" -}}
{{- default .Chart.Name .Values.nameOverride | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{- define "ipg.fullname" -}}
{{- if .Values.fullnameOverride -}}
{{- .Values.fullnameOverride | trunc 63 | trimSuffix "-" -}}
{{- else -}}
{{- $name := default .Chart.Name .Values.nameOverride -}}
{{- if contains $name .Release.Name -}}
{{- .Release.Name | trunc 63 | trimSuffix "-" -}}
{{- else -}}
{{- printf "%s-%s" .Release.Name $name | trunc 63 | trimSuffix "-" -}}
{{- end -}}
{{- end -}}
{{- end -}}

{{- define "ipg.chart" -}}
{{- printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{- define "ipg.selectorLabels" -}}
app.kubernetes.io/name: {{ include "ipg.name" . }}
app.kubernetes.io/instance: {{ .Release.Name }}
{{- end -}}

{{- define "ipg.labels" -}}
helm.sh/chart: {{ include "ipg.chart" . }}
{{ include "ipg.selectorLabels" . }}
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
app.kubernetes.io/component: admission-webhook
{{- end -}}

{{- define "ipg.serviceAccountName" -}}
{{- if .Values.serviceAccount.create -}}
{{- default (include "ipg.fullname" .) .Values.serviceAccount.name -}}
{{- else -}}
{{- default "default" .Values.serviceAccount.name -}}
{{- end -}}
{{- end -}}

{{- define "ipg.image" -}}
{{- if .Values.image.digest -}}
{{- printf "%s@%s" .Values.image.repository .Values.image.digest -}}
{{- else -}}
{{- printf "%s:%s" .Values.image.repository (default .Chart.AppVersion .Values.image.tag) -}}
{{- end -}}
{{- end -}}

{{/* Certificates */}}
{{- define "ipg.tlsSecretName" -}}
{{- if eq .Values.certs.mode "secret" -}}
{{- required "certs.secret.name is required when certs.mode is secret" .Values.certs.secret.name -}}
{{- else -}}
{{- printf "%s-tls" (include "ipg.fullname" .) -}}
{{- end -}}
{{- end -}}

{{- define "ipg.certificateName" -}}
{{- printf "%s-serving" (include "ipg.fullname" .) -}}
{{- end -}}

{{- define "ipg.serviceDNSNames" -}}
{{- $svc := include "ipg.fullname" . -}}
{{- list (printf "%s.%s.svc" $svc .Release.Namespace) (printf "%s.%s.svc.cluster.local" $svc .Release.Namespace) | toJson -}}
{{- end -}}

{{/*
Self-signed mode: one CA + serving certificate per render, shared by the Secret and both webhook
configurations. Reuses the Secret already in the cluster (upgrade) so the caBundle stays valid;
generates a fresh pair otherwise (install, helm template). The result is cached in .Values because
every template of a chart renders against the same values map (genCA would differ on each call).
Returns JSON {"ca": PEM, "cert": PEM, "key": PEM}.
*/}}
{{- define "ipg.selfSignedCerts" -}}
{{- if not (hasKey .Values "__ipgSelfSigned") -}}
{{- $existing := lookup "v1" "Secret" .Release.Namespace (include "ipg.tlsSecretName" .) -}}
{{- $data := dict -}}
{{- if and $existing (hasKey $existing "data") -}}
{{- $d := $existing.data -}}
{{- if and (hasKey $d "ca.crt") (hasKey $d "tls.crt") (hasKey $d "tls.key") -}}
{{- $data = dict "ca" (index $d "ca.crt" | b64dec) "cert" (index $d "tls.crt" | b64dec) "key" (index $d "tls.key" | b64dec) -}}
{{- end -}}
{{- end -}}
{{- if not $data -}}
{{- $days := int .Values.certs.selfSigned.validityDays -}}
{{- $ca := genCA (printf "%s-ca" (include "ipg.fullname" .)) $days -}}
{{- $cn := printf "%s.%s.svc" (include "ipg.fullname" .) .Release.Namespace -}}
{{- $cert := genSignedCert $cn nil (include "ipg.serviceDNSNames" . | fromJsonArray) $days $ca -}}
{{- $data = dict "ca" $ca.Cert "cert" $cert.Cert "key" $cert.Key -}}
{{- end -}}
{{- $_ := set .Values "__ipgSelfSigned" $data -}}
{{- end -}}
{{- get .Values "__ipgSelfSigned" | toJson -}}
{{- end -}}

{{/* selfManaged: the webhook configurations the guard writes its CA into (not with webhook.url or webhook.caBundle). */}}
{{- define "ipg.injectCaInto" -}}
{{- if not (or .Values.webhook.url .Values.webhook.caBundle) -}}
{{- $items := list -}}
{{- if .Values.webhook.mutating.enabled -}}{{- $items = append $items (printf "mutating/%s" (include "ipg.fullname" .)) -}}{{- end -}}
{{- if .Values.webhook.validating.enabled -}}{{- $items = append $items (printf "validating/%s" (include "ipg.fullname" .)) -}}{{- end -}}
{{- join "," $items -}}
{{- end -}}
{{- end -}}

{{/* Base64 CA bundle for clientConfig.caBundle, or "" when cert-manager or the guard itself (selfManaged) injects it. */}}
{{- define "ipg.caBundle" -}}
{{- if .Values.webhook.caBundle -}}
{{- .Values.webhook.caBundle -}}
{{- else if eq .Values.certs.mode "secret" -}}
{{- required "certs.secret.caBundle (or webhook.caBundle) is required when certs.mode is secret" .Values.certs.secret.caBundle -}}
{{- else if .Values.webhook.url -}}
{{- fail (printf "webhook.url needs webhook.caBundle: the CA of the server at %s (certs.mode=%s only covers the in-cluster Service)" .Values.webhook.url .Values.certs.mode) -}}
{{- else if eq .Values.certs.mode "selfSigned" -}}
{{- (include "ipg.selfSignedCerts" . | fromJson).ca | b64enc -}}
{{- end -}}
{{- end -}}

{{/* clientConfig for one endpoint path (/validate or /mutate). */}}
{{- define "ipg.clientConfig" -}}
{{- $root := index . 0 -}}
{{- $path := index . 1 -}}
clientConfig:
{{- if $root.Values.webhook.url }}
  url: {{ printf "%s%s" (trimSuffix "/" $root.Values.webhook.url) $path | quote }}
{{- else }}
  service:
    name: {{ include "ipg.fullname" $root }}
    namespace: {{ $root.Release.Namespace }}
    path: {{ $path | quote }}
    port: {{ $root.Values.service.port }}
{{- end }}
{{- with include "ipg.caBundle" $root }}
  caBundle: {{ . }}
{{- end }}
{{- end -}}

{{/* Settings shared by both webhooks. */}}
{{- define "ipg.webhookCommon" -}}
rules:
  {{- include "ipg.webhookRules" . | trim | nindent 2 }}
sideEffects: None
admissionReviewVersions: ["v1", "v1beta1"]
matchPolicy: Equivalent
timeoutSeconds: {{ .Values.webhook.timeoutSeconds }}
namespaceSelector:
  matchExpressions:
    - key: kubernetes.io/metadata.name
      operator: NotIn
      values:
        {{- range (concat (list "kube-system" .Release.Namespace) .Values.webhook.excludeNamespaces | uniq) }}
        - {{ . | quote }}
        {{- end }}
    {{- with .Values.webhook.namespaceSelectorExpressions }}
    {{- toYaml . | nindent 4 }}
    {{- end }}
{{- with .Values.webhook.objectSelector }}
objectSelector:
  {{- toYaml . | nindent 2 }}
{{- end }}
{{- end -}}

{{/*
One rule per OpenKruise workload kind that webhook.kinds turns on, at exactly the versions the chosen release serves
(src/engine/kruise/releases.ts): CloneSets at v1alpha1 (and v1beta1 on Kruise's main branch, "next"); Advanced
StatefulSets at v1alpha1 and v1beta1; Advanced DaemonSets and SidecarSets (cluster-scoped) at v1alpha1 and v1beta1
(v1alpha1 only on Kruise 1.8); UnitedDeployments at v1alpha1.
*/}}
{{- define "ipg.webhookRules" -}}
{{- $release := toString .Values.kruiseVersion -}}
{{- $both := list "v1alpha1" "v1beta1" -}}
{{- $served := dict
  "clonesets" (ternary $both (list "v1alpha1") (eq $release "next"))
  "statefulsets" $both
  "daemonsets" (ternary (list "v1alpha1") $both (eq $release "1.8"))
  "sidecarsets" (ternary (list "v1alpha1") $both (eq $release "1.8"))
  "uniteddeployments" (list "v1alpha1") -}}
{{- $kinds := .Values.webhook.kinds -}}
{{- $on := dict "clonesets" $kinds.cloneSets "statefulsets" $kinds.statefulSets "daemonsets" $kinds.daemonSets "sidecarsets" $kinds.sidecarSets "uniteddeployments" $kinds.unitedDeployments -}}
{{- range $resource := list "clonesets" "statefulsets" "daemonsets" "sidecarsets" "uniteddeployments" }}
{{- if get $on $resource }}
- apiGroups: ["apps.kruise.io"]
  apiVersions: {{ get $served $resource | toJson }}
  resources: [{{ $resource | quote }}]
  operations: ["CREATE", "UPDATE"]
  scope: {{ ternary "Cluster" "Namespaced" (eq $resource "sidecarsets") }}
{{- end }}
{{- end }}
{{- end -}}

{{/* A webhook with no kind to guard receives nothing: a mistake, refused with what to do instead. */}}
{{- define "ipg.requireWebhookKinds" -}}
{{- $kinds := .Values.webhook.kinds -}}
{{- $webhooks := or .Values.webhook.validating.enabled .Values.webhook.mutating.enabled -}}
{{- if and $webhooks (not (or $kinds.cloneSets $kinds.statefulSets $kinds.daemonSets $kinds.sidecarSets $kinds.unitedDeployments)) -}}
{{- fail "webhook.kinds: cloneSets, statefulSets, daemonSets, sidecarSets and unitedDeployments are all false, so the webhooks would guard nothing: turn at least one kind on, or turn the webhooks off with webhook.validating.enabled=false and webhook.mutating.enabled=false" -}}
{{- end -}}
{{- end -}}

{{/* `--gates` value from the featureGates map, sorted for a stable rendering. */}}
{{- define "ipg.gatesFlag" -}}
{{- $gates := .Values.guard.featureGates -}}
{{- $items := list -}}
{{- range $name := keys $gates | sortAlpha -}}
{{- $items = append $items (printf "%s=%t" $name (index $gates $name)) -}}
{{- end -}}
{{- join "," $items -}}
{{- end -}}

{{/* Arguments of the container (the image's entrypoint is `node dist/cli/main.js`). */}}
{{- define "ipg.serveArgs" -}}
- serve
- --host=0.0.0.0
- --port={{ .Values.containerPort }}
{{- if eq .Values.certs.mode "selfManaged" }}
- --self-managed-secret={{ .Release.Namespace }}/{{ include "ipg.tlsSecretName" . }}
- --self-managed-hosts={{ join "," (include "ipg.serviceDNSNames" . | fromJsonArray) }}
- --cert-dir=/tmp/inplace-guard/certs
{{- with include "ipg.injectCaInto" . }}
- --inject-ca-into={{ . }}
{{- end }}
{{- else }}
- --tls-cert=/etc/inplace-guard/tls/tls.crt
- --tls-key=/etc/inplace-guard/tls/tls.key
{{- end }}
- --mode={{ .Values.guard.mode }}
- --kruise-version={{ .Values.kruiseVersion }}
{{- if .Values.kruiseManager.namespace }}
- --kruise-manager={{ .Values.kruiseManager.namespace }}/{{ .Values.kruiseManager.deployment }}
{{- else }}
- --kruise-manager=none
{{- end }}
- --deny-strategies={{ join "," .Values.guard.denyStrategies }}
- --on-error={{ .Values.guard.onError }}
- --log-level={{ .Values.guard.logLevel }}
- --webhook-name={{ .Values.webhook.validating.name }}
- --kubeconfig=/etc/inplace-guard/kubeconfig/kubeconfig
- --shutdown-grace-ms={{ int64 .Values.guard.shutdownGraceMs }}
- --drain-ms={{ int64 .Values.guard.drainMs }}
{{- with include "ipg.gatesFlag" . }}
- --gates={{ . }}
{{- end }}
{{- if gt (int64 .Values.guard.maxBodyBytes) 0 }}
- --max-body-bytes={{ int64 .Values.guard.maxBodyBytes }}
{{- end }}
{{- range .Values.guard.extraArgs }}
- {{ . | quote }}
{{- end }}
{{- end -}}

{{- define "ipg.inClusterKubeconfig" -}}
apiVersion: v1
kind: Config
clusters:
  - name: in-cluster
    cluster:
      server: https://kubernetes.default.svc
      certificate-authority: /var/run/secrets/kubernetes.io/serviceaccount/ca.crt
users:
  - name: service-account
    user:
      auth-provider:
        name: tokenFile
        config:
          tokenFile: /var/run/secrets/kubernetes.io/serviceaccount/token
contexts:
  - name: in-cluster
    context:
      cluster: in-cluster
      user: service-account
      namespace: {{ .Release.Namespace }}
current-context: in-cluster
{{- end -}}

{{/*
The apps.kruise.io resources besides clonesets that the reconciler reads, watches and annotates: the kinds
webhook.kinds turns on (src/reconciler/kubeCluster.ts watches each kind it may read), as a JSON array.
*/}}
{{- define "ipg.reconciledKinds" -}}
{{- $kinds := list -}}
{{- if .Values.webhook.kinds.statefulSets }}{{- $kinds = append $kinds "statefulsets" -}}{{- end -}}
{{- if .Values.webhook.kinds.daemonSets }}{{- $kinds = append $kinds "daemonsets" -}}{{- end -}}
{{- $kinds | toJson -}}
{{- end -}}
