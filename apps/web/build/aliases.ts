import { fileURLToPath } from 'node:url';

/** `@/` is the app's src/ (tsconfig.json's `paths` says the same to TypeScript). */
export const APP_ALIASES = { '@': fileURLToPath(new URL('../src', import.meta.url)) };
