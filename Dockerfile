# Production image. The build needs no database (pages render on their first request and are then
# cached); the server applies the committed migrations as it starts (Payload's Node API, onInit).
#   docker build -t pta-site .   ·   docker compose up (PostgreSQL + Mailpit + this image)

# 1. Dependencies (dev ones included: the build needs them). `npm ci` cannot be used: see .ci/run.
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund --loglevel=error

# 2. Build the self-contained server (Next `output: 'standalone'`). Placeholders for DATABASE_URI and
#    PAYLOAD_SECRET come from `npm run build`; nothing connects and nothing secret is baked in.
FROM deps AS build
ENV NEXT_TELEMETRY_DISABLED=1 BUILD_STANDALONE=true
COPY . .
RUN npm run build

# 3. Runtime: the traced server and only the production modules it uses; no npm, no dev dependencies.
FROM node:20-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0 \
  MEDIA_DIR=/data/media INSTAGRAM_TOKEN_FILE=/data/instagram-token.json
# /app stays writable by the server for Next's page cache; /data holds uploads and the feed token.
RUN rm -rf /usr/local/lib/node_modules/npm /usr/local/bin/npm /usr/local/bin/npx \
  && mkdir -p /data/media && chown -R node:node /data /app
COPY --from=build --chown=node:node /app/.next/standalone ./
COPY --from=build --chown=node:node /app/.next/static ./.next/static
COPY --from=build --chown=node:node /app/public ./public
# Read at run time by /admin/guide (the build's trace leaves docs/ out with the other sources).
COPY --from=build --chown=node:node /app/docs/officers.md ./docs/officers.md
# The production server: Next's handler (config from the build) behind the page micro-cache, as `npm start`.
COPY --from=build --chown=node:node /app/scripts/server.mjs ./scripts/server.mjs
COPY --from=build --chown=node:node /app/scripts/lib/page-cache.mjs /app/scripts/lib/static-brotli.mjs /app/scripts/lib/request-guard.mjs /app/scripts/lib/security-headers.mjs /app/scripts/lib/durable-tags-cache.mjs /app/scripts/lib/render-race.mjs /app/scripts/lib/action-arguments.mjs ./scripts/lib/
USER node
EXPOSE 3000
VOLUME ["/data"]
CMD ["node", "scripts/server.mjs"]
