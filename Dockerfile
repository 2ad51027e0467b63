# One image for the server and the media worker (docs/deploy.md). Untested here: the
# machine that wrote it cannot pull images; its steps mirror scripts/cluster.mjs, which CI runs.
#   docker build -t flick .
#   docker run … flick                                    # a server replica
#   docker run … flick node apps/server/dist/worker.js    # a media worker

FROM node:24-bookworm-slim AS build
RUN npm i -g pnpm@10
WORKDIR /src
COPY . .
# Everything the build needs (dev dependencies included), then the web app and the server.
RUN pnpm install --frozen-lockfile \
 && pnpm -r --filter "./packages/*" build \
 && pnpm --filter @flick/web build \
 && pnpm --filter @flick/server build \
 && pnpm --filter @flick/server deploy --prod --legacy /out/apps/server \
 && cp -r openapi /out/openapi \
 && mkdir -p /out/apps/web && cp -r apps/web/dist /out/apps/web/dist \
 && cp -r apps/server/dist /out/apps/server/dist \
 && mkdir -p /out/apps/server/src/seed && cp -r apps/server/src/seed/assets /out/apps/server/src/seed/assets

FROM node:24-bookworm-slim
# ffmpeg/ffprobe from Debian (libx264, AAC, an HEVC decoder), as CI uses.
RUN apt-get update \
 && apt-get install -y --no-install-recommends ffmpeg ca-certificates \
 && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
# The same layout as the repository: the server finds openapi/ and apps/web/dist above it.
WORKDIR /app
COPY --from=build /out /app
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=4s CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "apps/server/dist/main.js"]
