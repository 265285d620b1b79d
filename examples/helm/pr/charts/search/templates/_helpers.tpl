{{- define "search.labels" -}}
app: {{ .Release.Name }}
{{- end }}
