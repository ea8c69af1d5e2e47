import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { loadSecretsKey, seal, unseal } from './secrets.ts';
import { loadConfig } from '../config.ts';

describe('sealed secrets', () => {
  const key = randomBytes(32);

  it('seal opens with its key only, and never shows the secret', () => {
    const sealed = seal(key, 'Mật khẩu SMTP');
    expect(sealed).not.toContain('Mật khẩu');
    expect(seal(key, 'Mật khẩu SMTP')).not.toBe(sealed);
    expect(unseal(key, sealed)).toBe('Mật khẩu SMTP');
    expect(() => unseal(randomBytes(32), sealed)).toThrow();
    const [format, iv, tag, data] = sealed.split(':');
    const altered = Buffer.from(data!, 'base64');
    altered[0]! ^= 1;
    expect(() => unseal(key, [format, iv, tag, altered.toString('base64')].join(':'))).toThrow();
  });

  it('SECRETS_KEY: 32 bytes base64; a malformed one stops the server; missing in production means none', () => {
    const raw = key.toString('base64');
    expect(loadSecretsKey(raw, true)).toEqual({ key });
    expect(() => loadConfig({ SECRETS_KEY: 'abc' })).toThrow(/SECRETS_KEY phải là 32 byte/);
    expect(() => loadSecretsKey(randomBytes(16).toString('base64'), false)).toThrow();
    expect(loadConfig({ NODE_ENV: 'production' }).secretsKey).toEqual({ missing: 'SECRETS_KEY' });
    // Development and tests: a fixed derived key, the same on every start.
    const dev = loadConfig({}).secretsKey as { key: Buffer };
    expect(dev.key).toHaveLength(32);
    expect(loadConfig({}).secretsKey).toEqual(dev);
  });
});
