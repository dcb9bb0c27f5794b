import type { DemoSignInBody } from '@contest-tracker/contract';
import type { Db } from '#server/db/database';
import { linkVerifiedHandle } from '#server/db/link-verified-handle';
import { upsertGoogleUser } from '#server/db/users-repository';
import { DEMO_ACCOUNTS } from './demo-google';

/**
 * Each demo account's Codeforces handle: contestants of the demo's finished round (1305, replayed
 * from Carrot's recording: replay/platforms/codeforces/demo-round.ts), so the round's past card
 * and its page show 'You: …' with the prediction as soon as the demo has predicted it.
 */
export const DEMO_HANDLES: Record<DemoSignInBody['role'], string> = {
  // #780 of 7 420 (tied with two others), 1920 → 1960 (+40).
  user: 'leejseo',
  // #1 201, 1836 → 1858 (+22).
  admin: 'Yuri123581321',
};

/**
 * Writes the demo accounts with their handles verified, before the server's jobs start: the
 * predictions job then takes the round up after the first sync, not a minute after a sign-in.
 * Signing in later finds the account as `POST /demo/sign-in` would have made it.
 */
export async function seedDemoHandles(db: Db, now: Date): Promise<void> {
  for (const role of ['user', 'admin'] as const) {
    const { sub, email, name } = DEMO_ACCOUNTS[role];
    const user = await upsertGoogleUser(db, { sub, email, name, picture: null });
    const handle = DEMO_HANDLES[role];
    await linkVerifiedHandle(db, { userId: user.id, platform: 'codeforces', handle, at: now });
  }
}
