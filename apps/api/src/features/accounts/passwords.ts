import { hash, verify } from '@node-rs/argon2';

// argon2id (algorithm 2 of the library's const enum) with its defaults: 19 MiB, 2 passes, the OWASP baseline.
const options = { algorithm: 2 as const };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

/** False (never a throw) for a wrong password or an unreadable hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check when the e-mail is unknown, so that response times do
 * not reveal which e-mails have accounts.
 */
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password-4f1c');
  await verifyPassword(await dummyHash, password);
}
