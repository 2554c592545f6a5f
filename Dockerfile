# Production-like image for docker-compose. The build needs the database (pages read settings),
# so the container builds on start, once the database is reachable.
FROM node:20-bookworm-slim
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
EXPOSE 3000
CMD ["sh", "-c", "npm run build && npm start"]
