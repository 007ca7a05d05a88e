import { hash, verify } from '@node-rs/argon2';

// argon2id, m=19 MiB, t=2, p=1 (OWASP's baseline): ~25 ms a hash here.
const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (plain: string) => hash(plain, OPTIONS);

export async function verifyPassword(stored: string, plain: string): Promise<boolean> {
  try {
    return await verify(stored, plain);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | null = null;
/** Spends the same time as a real check, so an unknown account is not told apart by timing. */
export async function burnPasswordCheck(plain: string): Promise<void> {
  dummy ??= hashPassword('not-a-real-password-1');
  await verifyPassword(await dummy, plain);
}
