// The first client's key: our session token (never Google's credential) lives under `token`.
const KEY = 'token';

export function readSessionToken(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function saveSessionToken(token: string): void {
  localStorage.setItem(KEY, token);
}

export function clearSessionToken(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Storage can be unavailable (private modes); there is nothing to clear then.
  }
}
