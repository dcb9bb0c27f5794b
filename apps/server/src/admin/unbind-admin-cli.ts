import { z } from 'zod';
import { ConfigError, parseConfig } from '#server/config/env';
import { openDatabase } from '#server/db/open-database';
import { unbindAdmin } from '#server/services/admin-binding';

const emailArgument = z.email({ message: 'usage: npm run admin:unbind -- <admin email>' });

/**
 * `npm run admin:unbind -- admin@example.com`: the Google account bound to that ADMIN_EMAILS
 * address loses it, and the next account to sign in with the address is bound instead.
 */
async function main(): Promise<number> {
  const parsed = emailArgument.safeParse(process.argv[2]?.trim().toLowerCase());
  if (!parsed.success) {
    process.stderr.write(`${parsed.error.issues[0]?.message ?? 'bad email'}\n`);
    return 1;
  }
  const email = parsed.data;
  const database = await openDatabase(parseConfig(process.env));
  try {
    const released = await unbindAdmin(database.db, email);
    process.stdout.write(
      released
        ? `${email}: unbound; the next Google account to sign in with it becomes its admin\n`
        : `${email}: no account was bound to it\n`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const message =
      error instanceof ConfigError ? error.message : `unbind failed: ${String(error)}`;
    process.stderr.write(`${message}\n`);
    process.exit(1);
  },
);
