// Random one-time values (invite codes, session ids, challenge ids) and how they are kept:
// only their SHA-256, so a copy of the database lets nobody sign in or redeem an invite.
import { createHash, randomBytes } from 'node:crypto';

/** 128 bits of randomness, URL-safe. */
export const newSecret = () => randomBytes(16).toString('base64url');

/** What the database keeps of a secret. */
export const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');
