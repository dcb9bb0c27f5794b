// The freshness spec's two demos (apps/server/demo/freshness-demo.ts), beside the main one:
// Codeforces failing for two hours on one port, no platform ever synced on the other.
const PORT = Number(process.env.E2E_PORT ?? 4310);
export const STALE_PORT = Number(process.env.E2E_STALE_PORT ?? PORT + 2);
export const UNSYNCED_PORT = Number(process.env.E2E_UNSYNCED_PORT ?? PORT + 3);
export const STALE_URL = `http://127.0.0.1:${STALE_PORT}`;
export const UNSYNCED_URL = `http://127.0.0.1:${UNSYNCED_PORT}`;
