# The server with the built app, for running many schools (README, "Running for many schools"):
#   docker build -t lophocso .
#   docker run -p 3000:3000 -e DATABASE_URL=postgres://… -e STORAGE_DRIVER=s3 -e S3_BUCKET=… lophocso
# Without DATABASE_URL it uses the embedded database in /data (mount a volume there to keep it).
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:22-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data/pglite FILES_DIR=/data/files MAIL_DIR=/data/mail
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/server ./server
COPY --from=build /app/src/shared ./src/shared
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s CMD node -e "fetch('http://127.0.0.1:3000/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# SIGTERM (docker stop) lets requests in flight and running jobs finish before the process ends.
# The production bundle (scripts/build-server.mjs), with small young-generation semi-spaces (SERVER_NODE_FLAGS there).
CMD ["node", "--max-semi-space-size=2", "server/dist/node/main.mjs"]
