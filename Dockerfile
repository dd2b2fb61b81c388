# The site and enquiry API in one container: `docker compose up --build` (see compose.yaml and
# README "Deploying"). Checked by `npm run check` (scripts/lint-container.ts).

# Build stage: every dependency (better-sqlite3 compiles from source), then the prerendered site.
FROM node:20.19-bookworm-slim AS build
RUN apt-get update \
    && apt-get install -y --no-install-recommends python3 make g++ \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build \
    && npm prune --omit=dev --no-audit --no-fund

# Runtime stage: the same base (the compiled SQLite binding matches it), production
# dependencies only (tsx among them: it loads the TypeScript server), no compiler.
FROM node:20.19-bookworm-slim AS runtime
RUN apt-get update \
    && apt-get install -y --no-install-recommends tini \
    && rm -rf /var/lib/apt/lists/* \
    && mkdir -p /data \
    && chown node:node /data \
    && chmod 700 /data
WORKDIR /app
COPY --from=build /app /app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATABASE_FILE=/data/enquiries.db
# Enquiries, the client-hash secret and backups live here: keep it on a volume.
VOLUME ["/data"]
USER node
EXPOSE 3000
# GET /healthz where HOST and PORT say the server listens, read as the server reads them.
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
    CMD ["node", "--import", "tsx", "server/healthcheck.ts"]
# tini is PID 1: it reaps zombies and passes SIGTERM (docker stop) to node, which drains and
# exits; node itself is the server, with no npm or tsx process in between.
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "--import", "tsx", "server/main.ts"]
