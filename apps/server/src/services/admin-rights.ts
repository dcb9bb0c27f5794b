import type { UserRow } from '#server/db/users-repository';
import { AppError } from '#server/lib/app-error';

/**
 * Decided at every request: the email must be listed in ADMIN_EMAILS now (removing it takes effect
 * at once) and be the address this Google account was bound to as admin (see admin-binding.ts), so
 * another account that later gets the address is not an admin.
 */
export function isAdmin(user: UserRow, adminEmails: readonly string[]): boolean {
  const email = user.email.toLowerCase();
  return adminEmails.includes(email) && user.adminEmail === email;
}

/** 403 unless `user` is an admin; `action` finishes "Only admins can …" (the client shows it). */
export function requireAdmin(user: UserRow, adminEmails: readonly string[], action: string): void {
  if (!isAdmin(user, adminEmails)) throw new AppError('forbidden', `Only admins can ${action}.`);
}
