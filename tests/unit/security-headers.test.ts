import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../../src/server/plugins/security-headers';

describe('securityHeaders', () => {
  it("works out helmet's headers once, with the given policy", () => {
    const headers = securityHeaders({
      contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], frameAncestors: ["'none'"], upgradeInsecureRequests: null } },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });
    // helmet's defaults stay, ours replace theirs directive by directive.
    expect(headers['content-security-policy']).toMatch(/^default-src 'self';/);
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers).not.toHaveProperty('x-powered-by');
  });
});
