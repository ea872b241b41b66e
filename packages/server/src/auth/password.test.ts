import { describe, expect, it } from 'vitest';
import { testScryptCost } from '../test/server';
import { hashPassword, productionScryptCost, verifyPassword } from './password';

describe('passwords', () => {
  it('are hashed with scrypt at N = 2^15 or more in production', () => {
    expect(productionScryptCost.N).toBeGreaterThanOrEqual(2 ** 15);
  });

  it('verify against their own hash only, with the cost the hash was made with', async () => {
    const stored = await hashPassword('şifre123', testScryptCost);
    expect(stored).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword('şifre123', stored)).toBe(true);
    expect(await verifyPassword('sifre123', stored)).toBe(false);
    expect(await verifyPassword('şifre123', 'bcrypt$whatever')).toBe(false);
  });

  it('work at the production cost (maxmem raised above Node’s default)', async () => {
    const stored = await hashPassword('secret1', productionScryptCost);
    expect(await verifyPassword('secret1', stored)).toBe(true);
  });
});
