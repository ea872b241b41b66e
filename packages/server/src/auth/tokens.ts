import { createHash, randomBytes } from 'node:crypto';

export const tokenLifetimeMs = 30 * 24 * 60 * 60 * 1000;

/** 32 random bytes, base64url: 43 characters. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this digest is stored: a copy of the database lets no one sign in. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const bearerPattern = /^Bearer ([A-Za-z0-9_-]{43})$/;

/** The token of an `Authorization: Bearer <token>` header, or undefined when it is malformed. */
export function tokenFromHeader(header: string): string | undefined {
  return bearerPattern.exec(header)?.[1];
}

const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** Whether `text` could be a token this server made (a mailed link's, say). */
export function isWellFormedToken(text: string): boolean {
  return tokenPattern.test(text);
}
