/** Why the demo will not listen on `host` (the HOST setting; unset is 127.0.0.1), or undefined. */
export function demoHostRefusal(host: string | undefined): string | undefined;
