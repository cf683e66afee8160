import { createHash } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

/**
 * The token `npm run admin -- backup` signs to ask the running server for its embedded database
 * (ADR 0056). Its own key (derived from AUTH_SECRET for this purpose only), audience and issuer:
 * no learner's or admin's access token passes for it, and it passes for no access token.
 */
export const BACKUP_TOKEN_AUDIENCE = 'bolajon-backup';
export const BACKUP_TOKEN_ISSUER = 'bolajon-admin-cli';
/** Long enough to reach a busy server; a copied token is soon worthless. */
export const BACKUP_TOKEN_SECONDS = 60;

const backupKey = (secret: string) =>
  createHash('sha256').update(`backup-token:${secret}`).digest();

/** A token for one backup, valid from `issuedAt` (seconds since the epoch; now by default). */
export function signBackupToken(
  secret: string,
  issuedAt = Math.floor(Date.now() / 1000),
): Promise<string> {
  return new SignJWT({ purpose: 'backup' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setAudience(BACKUP_TOKEN_AUDIENCE)
    .setIssuer(BACKUP_TOKEN_ISSUER)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + BACKUP_TOKEN_SECONDS)
    .sign(backupKey(secret));
}

/** Whether `token` is a backup token this secret signed that has not expired. */
export async function isBackupToken(secret: string, token: string): Promise<boolean> {
  try {
    const { payload } = await jwtVerify(token, backupKey(secret), {
      algorithms: ['HS256'],
      audience: BACKUP_TOKEN_AUDIENCE,
      issuer: BACKUP_TOKEN_ISSUER,
      requiredClaims: ['exp', 'iat'],
    });
    return payload['purpose'] === 'backup';
  } catch {
    return false;
  }
}
