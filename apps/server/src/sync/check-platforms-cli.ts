import { ConfigError, parseConfig } from '#server/config/env';
import { sleep, systemClock } from '#server/lib/clock';
import { redactSecrets } from '#server/lib/redact-secrets';
import { createPlatformAdapters } from '#server/platforms/registry';
import { checkExitCode, checkPlatform, describeCheck } from './check-platforms';

/** Long enough for the slowest platform's pages, short enough for an operator waiting. */
const CHECK_TIMEOUT_MS = 60_000;

/**
 * `npm run check:platforms`: asks each enabled platform (PLATFORMS) once, over the network, and
 * prints what a sync would make of the answer, without touching the database. Exit 1 if any
 * platform failed or gave no contest. Run after deploying and when a platform turns red.
 */
async function main(): Promise<number> {
  const config = parseConfig(process.env);
  // Once: a retry would hide the first answer's problem.
  const adapters = createPlatformAdapters({
    config,
    clock: systemClock,
    sleep,
    http: { retries: 0 },
  });
  const signal = AbortSignal.timeout(CHECK_TIMEOUT_MS);
  const checks = await Promise.all(
    adapters.map((adapter) => checkPlatform(adapter, systemClock.now(), signal)),
  );
  for (const check of checks) {
    process.stdout.write(`${describeCheck(check)}\n`);
    if (check.detail) process.stderr.write(`  ${check.platform}: ${redactSecrets(check.detail)}\n`);
  }
  const code = checkExitCode(checks);
  process.stdout.write(code === 0 ? 'every platform answered\n' : 'some platforms need a look\n');
  return code;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const message = error instanceof ConfigError ? error.message : `check failed: ${String(error)}`;
    process.stderr.write(`${message}\n`);
    process.exit(1);
  },
);
