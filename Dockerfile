# syntax=docker/dockerfile:1
# kruise-inplace-guard: admission webhook + embedded reconciler.
#   docker build -t kruise-inplace-guard .
#   docker run --rm kruise-inplace-guard --help
# Three stages: `build` compiles TypeScript with the dev dependencies, `deps` installs production
# dependencies only, `runtime` holds those two results and nothing else (no npm, no sources, no dev deps).

ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json ./
COPY src ./src
RUN npm run build

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
ENV NODE_ENV=production
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production
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
