# Lakeview Residency in production: docs/deploy.md explains the settings and the first run.
# Build: docker build -t lakeview-residency .

FROM node:20-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 compiles from source; node-gyp uses this image's own Node headers (under /usr/local).
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
ENV npm_config_nodedir=/usr/local
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 UI_DIST=dist/ui
COPY --from=build --chown=node:node /app /app
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:3000/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# The compiled server, as npm start runs it once built, without npm in between, so the server itself receives
# SIGTERM and stops gracefully.
CMD ["node", "--max-semi-space-size=32", "--enable-source-maps", "dist/server/main.js"]
