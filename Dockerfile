# The site in a container: build in one stage, run the production server in a slim one, as a user
# without privileges. Data (SQLite) in the volume /data; with DATABASE_URL set it stays in PostgreSQL.
#   docker build -t conversational-bi-site .
#   docker run -p 3000:3000 -v site-data:/data -e SITE_URL=https://www.example.de conversational-bi-site

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# SITE_URL, LEAD_RETENTION_DAYS, ANALYTICS_RETENTION_DAYS and BLOG_ADMIN_PASSWORD are read at build time too
# (pre-rendered pages: the privacy policy states both retention periods).
ARG SITE_URL=https://conversational-bi.example
ARG LEAD_RETENTION_DAYS=365
ARG ANALYTICS_RETENTION_DAYS=90
# Who receives lead notifications besides us, named in the pre-rendered privacy policy (docs/configuration.md).
ARG PRIVACY_NOTIFICATION_RECIPIENTS=
# The company's particulars (Impressum, legal texts): a JSON file in the build context, e.g. deploy/company.json
# (docs/configuration.md, "The company"). A build for a public SITE_URL stops without one.
ARG COMPANY_FILE=
ENV SITE_URL=$SITE_URL LEAD_RETENTION_DAYS=$LEAD_RETENTION_DAYS ANALYTICS_RETENTION_DAYS=$ANALYTICS_RETENTION_DAYS PRIVACY_NOTIFICATION_RECIPIENTS=$PRIVACY_NOTIFICATION_RECIPIENTS COMPANY_FILE=$COMPANY_FILE
RUN npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/server ./server
COPY --from=build /app/app ./app
COPY --from=build /app/scripts ./scripts
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# node directly (not npm) so that SIGTERM reaches the server and it drains before stopping.
CMD ["node", "server/index.ts"]
