// First in `npm run demo`: a HOST that is not loopback stops it before any build or database work.
import { demoHostRefusal } from './demo-host.mjs';

const refusal = demoHostRefusal(process.env.HOST);
if (refusal) {
  process.stderr.write(`${refusal}\n`);
  process.exit(1);
}
