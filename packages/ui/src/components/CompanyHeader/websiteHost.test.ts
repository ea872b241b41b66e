import { describe, expect, it } from 'vitest';
import { websiteHost } from './websiteHost';

describe('websiteHost', () => {
  it('shows the host without www, path and query', () => {
    expect(websiteHost('https://www.kuzeymobil.com.tr/kariyer?ref=job')).toBe('kuzeymobil.com.tr');
    expect(websiteHost('https://jobs.example.com')).toBe('jobs.example.com');
  });

  it('shows a Turkish host as its letters, not as punycode', () => {
    expect(websiteHost('https://www.çiçek.com.tr/')).toBe('çiçek.com.tr');
  });

  it('gives back what does not read as an address', () => {
    expect(websiteHost('kuzeymobil')).toBe('kuzeymobil');
  });
});
