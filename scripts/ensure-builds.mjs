// Builds what `npm start` and `npm run demo` run, each only when its sources changed since its
// last build: the web app (Vite) and the server (esbuild bundles for plain `node`).
import './ensure-web-build.mjs';
import { ensureServerBuild } from './ensure-server-build.mjs';

await ensureServerBuild();
