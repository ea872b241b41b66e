import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configFromEnv } from './config';

describe('PUBLIC_URL', () => {
  it('is unset unless given, and loses its trailing slash', () => {
    expect(configFromEnv({}).publicUrl).toBeUndefined();
    expect(configFromEnv({ PUBLIC_URL: 'https://jobs.example.com/' }).publicUrl).toBe(
      'https://jobs.example.com',
    );
    expect(configFromEnv({ PUBLIC_URL: 'http://10.0.0.5:3000/board/' }).publicUrl).toBe(
      'http://10.0.0.5:3000/board',
    );
  });

  it('refuses what is not an http or https address', () => {
    for (const value of [
      'jobs.example.com',
      'ftp://jobs.example.com',
      'https://a.b/?x=1',
      '/api',
    ]) {
      expect(() => configFromEnv({ PUBLIC_URL: value })).toThrow(/PUBLIC_URL must be an http/);
    }
  });
});

describe('SEED_SAMPLE', () => {
  it('seeds the embedded database unless told not to, and a PostgreSQL only when told to', () => {
    const postgres = { DATABASE_URL: 'postgres://job@db.example.com/job' };
    expect(configFromEnv({}).seedSample).toBe(true);
    expect(configFromEnv({ SEED_SAMPLE: '0' }).seedSample).toBe(false);
    expect(configFromEnv(postgres).seedSample).toBe(false);
    expect(configFromEnv({ ...postgres, SEED_SAMPLE: '1' }).seedSample).toBe(true);
    expect(configFromEnv({ ...postgres, SEED_SAMPLE: 'true' }).seedSample).toBe(true);
  });

  it('refuses anything but 1 or 0', () => {
    expect(() => configFromEnv({ SEED_SAMPLE: 'yes' })).toThrow(
      'SEED_SAMPLE must be 1 or 0, not yes',
    );
  });
});

describe('READ_CACHE_MB', () => {
  it('sets the read cache in megabytes, 0 for none, and refuses anything else', () => {
    expect(configFromEnv({}).readCacheBytes).toBeUndefined();
    expect(configFromEnv({ READ_CACHE_MB: '64' }).readCacheBytes).toBe(64 * 1024 * 1024);
    expect(configFromEnv({ READ_CACHE_MB: '0' }).readCacheBytes).toBe(0);
    for (const value of ['-1', '1.5', 'lots', '100000']) {
      expect(() => configFromEnv({ READ_CACHE_MB: value })).toThrow(/READ_CACHE_MB must be/);
    }
  });
});

describe.each([
  ['ALERT_SPACING_SECONDS', 'alertSpacingMs', 86_400],
  ['STATUS_MAIL_DELAY_SECONDS', 'statusMailDelayMs', 3600],
] as const)('%s', (name, setting, maxSeconds) => {
  it('sets its time in seconds, 0 for none, and refuses anything else', () => {
    expect(configFromEnv({})[setting]).toBeUndefined();
    expect(configFromEnv({ [name]: '0' })[setting]).toBe(0);
    expect(configFromEnv({ [name]: '90' })[setting]).toBe(90_000);
    for (const value of ['-1', '1.5', 'soon', String(maxSeconds + 1)]) {
      expect(() => configFromEnv({ [name]: value })).toThrow(new RegExp(`${name} must be`));
    }
  });
});

describe('APPLICATION_RETENTION_DAYS', () => {
  it('sets how long applications are kept after their posting closes, and refuses anything else', () => {
    expect(configFromEnv({}).applicationRetentionDays).toBeUndefined();
    expect(configFromEnv({ APPLICATION_RETENTION_DAYS: '90' }).applicationRetentionDays).toBe(90);
    for (const value of ['0', '1.5', 'a year', '3651']) {
      expect(() => configFromEnv({ APPLICATION_RETENTION_DAYS: value })).toThrow(
        /APPLICATION_RETENTION_DAYS must be/,
      );
    }
  });
});

describe('TOKEN_CLEANUP_MINUTES', () => {
  it('sets how often expired tokens go, in minutes, and refuses anything else', () => {
    expect(configFromEnv({}).tokenCleanupMs).toBeUndefined();
    expect(configFromEnv({ TOKEN_CLEANUP_MINUTES: '15' }).tokenCleanupMs).toBe(15 * 60_000);
    for (const value of ['0', '1.5', 'hourly', '10081']) {
      expect(() => configFromEnv({ TOKEN_CLEANUP_MINUTES: value })).toThrow(
        /TOKEN_CLEANUP_MINUTES must be/,
      );
    }
  });
});

describe('METRICS_ALLOW', () => {
  it('lists addresses and subnets, keeps the default (loopback) unset, and refuses others', () => {
    expect(configFromEnv({}).metricsAllow).toBeUndefined();
    expect(configFromEnv({ METRICS_ALLOW: '10.0.0.0/8, ::1,loopback' }).metricsAllow).toEqual([
      '10.0.0.0/8',
      '::1',
      'loopback',
    ]);
    for (const value of ['prometheus.internal', '10.0.0.0/99', '127.0.0.1,']) {
      expect(() => configFromEnv({ METRICS_ALLOW: value })).toThrow(/METRICS_ALLOW must be/);
    }
  });
});

describe('TRUST_PROXY', () => {
  it('takes the proxies, as addresses or subnets, or a number of hops; unset or false trusts none', () => {
    expect(configFromEnv({}).trustProxy).toBe(false);
    expect(configFromEnv({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(configFromEnv({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,loopback' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      'loopback',
    ]);
    expect(configFromEnv({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });

  it("refuses true, which would believe anyone's X-Forwarded-For, saying what to give instead", () => {
    expect(() => configFromEnv({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY=true would believe the X-Forwarded-For of anyone.*addresses.*hops/,
    );
  });

  it('stops the server at start with its message alone, before it makes anything', () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'job-refused-')), 'data');
    const started = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: join(import.meta.dirname, '..'),
      env: { ...process.env, TRUST_PROXY: 'true', DATA_DIR: dataDir, PORT: '0' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(started.status).toBe(1);
    expect(started.stderr).toMatch(/^TRUST_PROXY=true would believe .*\(TRUST_PROXY=1\)\.\n$/);
    expect(existsSync(dataDir)).toBe(false);
  });

  it('refuses what is neither', () => {
    for (const value of ['yes', '0', '-1', '1.5', 'proxy.internal', '10.0.0.0/99', '10.0.0.1,']) {
      expect(() => configFromEnv({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY must be/);
    }
  });
});

describe('METRICS_TOKEN', () => {
  it('is unset unless given, and a long token of the characters a bearer token may have', () => {
    expect(configFromEnv({}).metricsToken).toBeUndefined();
    const token = 'aB3-._~+/aB3-._~+/xyz==';
    expect(configFromEnv({ METRICS_TOKEN: token }).metricsToken).toBe(token);
    for (const value of ['short', `${'a'.repeat(20)} b`, `${'a'.repeat(20)}é`]) {
      const reading = () => configFromEnv({ METRICS_TOKEN: value });
      expect(reading, value).toThrow(/METRICS_TOKEN must be/);
      expect(reading).not.toThrow(value);
    }
  });
});

describe('SMTP_URL and MAIL_FROM', () => {
  it('takes an smtp:// or smtps:// URL, and leaves mail to files without one', () => {
    expect(configFromEnv({}).smtpUrl).toBeUndefined();
    for (const value of ['smtp://mail.example.com:587', 'smtps://user:secret@mail.example.com']) {
      expect(configFromEnv({ SMTP_URL: value }).smtpUrl).toBe(value);
    }
  });

  it('refuses anything else, without repeating the password', () => {
    for (const value of [
      'mail.example.com:587',
      'http://user:secret@mail.example.com',
      'smtp://',
    ]) {
      const reading = () => configFromEnv({ SMTP_URL: value });
      expect(reading).toThrow(/SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/);
      expect(reading).not.toThrow(/secret/);
    }
  });

  it('takes one From address, with or without a name', () => {
    expect(configFromEnv({}).mailFrom).toBeUndefined();
    for (const value of ['İş İlanları <no-reply@jobs.example.com>', 'no-reply@jobs.example.com']) {
      expect(configFromEnv({ MAIL_FROM: value }).mailFrom).toBe(value);
    }
    for (const value of ['Job', 'a@example.com, b@example.com', 'Job <no-reply>']) {
      expect(() => configFromEnv({ MAIL_FROM: value })).toThrow(/MAIL_FROM must be one address/);
    }
  });

  it('takes one SUPPORT_EMAIL address, and has none without it', () => {
    expect(configFromEnv({}).supportEmail).toBeUndefined();
    const support = 'Job Destek <destek@jobs.example.com>';
    expect(configFromEnv({ SUPPORT_EMAIL: support }).supportEmail).toBe(support);
    expect(() => configFromEnv({ SUPPORT_EMAIL: 'destek' })).toThrow(
      /SUPPORT_EMAIL must be one address/,
    );
  });
});
