import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { apiSecurityHeaders, securityHeaders } from './security-headers';

describe('security headers worked out once at start-up', () => {
  it('allow only the shop origin and forbid sniffing and framing by others', () => {
    const headers = securityHeaders(loadConfig({}));
    const policy = headers['content-security-policy'] ?? '';
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("img-src 'self' data:");
    expect(policy).not.toMatch(/https?:/);
    expect(policy).not.toContain('upgrade-insecure-requests');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toContain('max-age=');
    expect(headers['x-powered-by']).toBeUndefined();
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['permissions-policy']).toContain('geolocation=()');
  });

  it('allow exactly the tag manager, and only when its container is configured', () => {
    const policy = securityHeaders(loadConfig({ GTM_ID: 'GTM-AB12CD3' }))[
      'content-security-policy'
    ];
    expect(policy).toContain("script-src 'self' https://www.googletagmanager.com;");
    expect(policy).toContain("img-src 'self' data: https://www.googletagmanager.com;");
    expect(policy).toContain("connect-src 'self' https://www.googletagmanager.com;");
    expect(policy?.match(/https:\/\/[^\s;]+/g)).toEqual([
      'https://www.googletagmanager.com',
      'https://www.googletagmanager.com',
      'https://www.googletagmanager.com',
    ]);
    expect(policy).toContain("default-src 'self';");
    expect(policy).toContain("style-src 'self';");
  });

  it('ask browsers to upgrade to https in production', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      ENVELOPE_KEY: Buffer.alloc(32, 1).toString('base64'),
      PUBLIC_BASE_URL: 'http://localhost:3000',
    });
    expect(securityHeaders(config)['content-security-policy']).toContain(
      'upgrade-insecure-requests',
    );
  });

  it('give JSON answers a lock-down policy and the headers that still matter for data', () => {
    const headers = apiSecurityHeaders(securityHeaders(loadConfig({})));
    expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(headers['strict-transport-security']).toContain('max-age=');
    expect(headers['x-dns-prefetch-control']).toBeUndefined();
  });
});
