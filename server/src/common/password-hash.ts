import crypto from 'node:crypto';
import os from 'node:os';
import { hash, verify } from '@node-rs/bcrypt';

/** The bcrypt cost of every stored password (registration, a new or reset password, an import). */
export const BCRYPT_ROUNDS = 10;

/** A bcrypt hash as RuoYi and we store them: `$2a$`, `$2b$` or `$2y$`, the cost, 53 characters. */
const BCRYPT_HASH = /^\$2[aby]\$\d{2}\$[./A-Za-z0-9]{53}$/;

/**
 * How many passwords one process hashes or checks at once: half its cores, at least one. The
 * others wait their turn, so that libuv's thread pool keeps threads for its other work (the
 * answers' compression, files) and the event loop keeps a core.
 */
export const PASSWORD_WORK_AT_ONCE = Math.max(1, Math.floor(os.availableParallelism() / 2));

let running = 0;
const waiting: (() => void)[] = [];

/** Runs `work` when fewer than PASSWORD_WORK_AT_ONCE are running, in the order asked. */
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= PASSWORD_WORK_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

/**
 * The stored form of a new password (bcrypt, `BCRYPT_ROUNDS`). Computed by `@node-rs/bcrypt` on
 * libuv's thread pool, never on the event loop, and a few at a time (`PASSWORD_WORK_AT_ONCE`): a
 * whole office signing in at nine costs each server about a quarter of a CPU second per password
 * here, and on the event loop, or on every thread of the pool, that work would hold back every
 * other request (docs/deploy.md "Capacity: the morning mix").
 */
export function hashPassword(password: string): Promise<string> {
  return inTurn(() => hash(password, BCRYPT_ROUNDS));
}

/**
 * Whether `password` is the one `storedHash` was made from (RuoYi's `$2a$` hashes and ours), off
 * the event loop like `hashPassword`. Anything that is no bcrypt hash (an account without a
 * password) matches nothing.
 */
export async function verifyPassword(
  password: string,
  storedHash: string | null | undefined,
): Promise<boolean> {
  if (!storedHash || !BCRYPT_HASH.test(storedHash)) return false;
  return inTurn(() => verify(password, storedHash));
}

let decoyHash: Promise<string> | undefined;
/**
 * A hash of an unknowable password, checked when there is no account so that a refusal takes as
 * long whether the account exists or not.
 */
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(crypto.randomBytes(32).toString('hex'));
  return decoyHash;
}
