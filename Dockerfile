# deskbot's image: built in one stage, installed with production dependencies only in another, run from a small one as a non-root user.
# No secret is baked in: every variable comes from the environment (compose's env_file, Kubernetes Secrets).

# Node 24 (LTS): deskbot's SQLite driver there is better-sqlite3 13 (src/store/sqlite-driver.ts). CI runs the suite on 20 and 24.
ARG NODE_VERSION=24

# 1. Build: every dependency, then dist/ (npm ci's prepare step compiles the TypeScript).
FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 compiles from source where no prebuilt binary fits.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json tsconfig.json tsconfig.build.json ./
COPY scripts ./scripts
COPY bin ./bin
COPY manifests ./manifests
COPY src ./src
RUN npm ci --no-audit --no-fund

# 2. The production install over that build (CI runs the same script on the same files: scripts/check-production-install.mjs).
FROM node:${NODE_VERSION}-bookworm-slim AS production
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/bin ./bin
COPY --from=build /app/dist ./dist
COPY --from=build /app/manifests ./manifests
COPY --from=build /app/scripts/prepare.mjs /app/scripts/install-production.sh ./scripts/
RUN sh scripts/install-production.sh

# 3. The runtime: Node, tini as PID 1 (it forwards SIGTERM to deskbot, which drains), the app, a non-root user.
FROM node:${NODE_VERSION}-bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends tini && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
COPY --from=production /app ./
RUN mkdir -p /app/data && chown node:node /app/data
USER node
VOLUME /app/data
EXPOSE 3000
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "bin/deskbot.js", "serve"]
