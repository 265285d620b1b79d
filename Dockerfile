# syntax=docker/dockerfile:1
# kruise-inplace-guard: admission webhook + embedded reconciler.
#   docker build -t kruise-inplace-guard .
#   docker run --rm kruise-inplace-guard --help
# Three stages: `build` compiles TypeScript with the dev dependencies, `deps` installs production
# dependencies only, `runtime` holds those two results and nothing else (no npm, no sources, no dev deps).

# Node 24 is the active LTS (Node 20 reached end of life on 2026-04-30; fastify's cookie@2 needs >= 22).
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json ./
COPY src ./src
COPY scripts/build.mjs scripts/bundle-cli.mjs ./scripts/
RUN node scripts/build.mjs

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
ENV NODE_ENV=production
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund

FROM ${NODE_IMAGE} AS runtime
ARG NODE_IMAGE
# Set at build time: docker build --build-arg VERSION=$(node -p "require('./package.json').version") --build-arg REVISION=$(git rev-parse HEAD) .
ARG VERSION=0.1.0
ARG REVISION=unknown
LABEL org.opencontainers.image.title="kruise-inplace-guard" \
      org.opencontainers.image.description="Admission webhook that predicts and enforces whether an OpenKruise CloneSet update happens in place or recreates Pods" \
      org.opencontainers.image.licenses="Apache-2.0" \
      org.opencontainers.image.version="${VERSION}" \
      org.opencontainers.image.revision="${REVISION}" \
      org.opencontainers.image.base.name="${NODE_IMAGE}"
ENV NODE_ENV=production
# V8's young generation at most 4 MB a semi-space: serve's reviews in flight die young instead of filling the old
# generation (less CPU and memory under load than V8's default or the 1 MB the CLI otherwise keeps; src/cli/youngGeneration.ts).
ENV NODE_OPTIONS=--max-semi-space-size=4
# Without --tls-cert/--tls-key, `serve` makes a development certificate in --cert-dir; the image's files are
# root-owned and read-only, so that goes to /tmp (writable for uid 10001). The chart passes real certificates.
ENV IPG_CERT_DIR=/tmp/inplace-guard/certs
# npm is not needed at runtime: remove it from the image (smaller surface, nothing can call it).
RUN rm -rf /usr/local/lib/node_modules/npm /usr/local/bin/npm /usr/local/bin/npx /usr/local/bin/corepack /opt/yarn* \
    /usr/local/bin/yarn /usr/local/bin/yarnpkg
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json ./
# Numeric user and group (runAsNonRoot can only verify a numeric UID); files stay root-owned and read-only.
USER 10001:10001
EXPOSE 8443
# node is PID 1 and has no default signal handling there: `serve` handles SIGTERM itself (stops accepting,
# drains in-flight reviews for --shutdown-grace-ms, stops the reconciler, exits 0).
STOPSIGNAL SIGTERM
ENTRYPOINT ["node", "dist/cli/main.js"]
CMD ["serve", "--host=0.0.0.0"]
