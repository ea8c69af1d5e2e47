// Secrets kept in the database (an SMTP account's password) are sealed with AES-256-GCM under SECRETS_KEY, so a copy
// of the database or a backup alone does not reveal them. The format carries a version for a later key rotation.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

export const SECRETS_KEY_BYTES = 32;
const FORMAT = 'v1';
/** Binds a sealed value to its use: a sealed password pasted into another column does not open. */
const AAD = Buffer.from('lophocso:secret');

/** A key the server may seal with, or why it may not (production without SECRETS_KEY). */
export type SecretsKey = { key: Buffer } | { missing: string };

/**
 * SECRETS_KEY: 32 bytes in base64. A malformed key is a configuration error (the server refuses to start). When it is
 * absent, development and tests derive a fixed key (their data is not secret); production has none: passwords
 * cannot be saved or used until it is set.
 */
export function loadSecretsKey(raw: string | undefined, production: boolean): SecretsKey {
  if (raw) {
    const key = Buffer.from(raw, 'base64');
    if (key.length !== SECRETS_KEY_BYTES || key.toString('base64').replace(/=+$/, '') !== raw.trim().replace(/=+$/, '')) {
      throw new Error(`SECRETS_KEY phải là ${SECRETS_KEY_BYTES} byte ở dạng base64 (tạo bằng: openssl rand -base64 32).`);
    }
    return { key };
  }
  if (production) return { missing: 'SECRETS_KEY' };
  return { key: createHash('sha256').update('lophocso development secrets key (not for production)').digest() };
}

export function seal(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(AAD);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [FORMAT, iv.toString('base64'), cipher.getAuthTag().toString('base64'), data.toString('base64')].join(':');
}

/** Throws when the value was sealed with another key or altered. */
export function unseal(key: Buffer, sealed: string): string {
  const [format, iv, tag, data] = sealed.split(':');
  if (format !== FORMAT || !iv || !tag || data === undefined) throw new Error('unknown sealed secret format');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
  decipher.setAAD(AAD);
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString('utf8');
}
