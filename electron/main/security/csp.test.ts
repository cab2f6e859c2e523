import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, withContentSecurityPolicy } from './csp';

const appOrigin = 'http://127.0.0.1:40000';

function directives(policy: string): Map<string, string> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values.join(' ')];
    }),
  );
}

describe('CONTENT_SECURITY_POLICY', () => {
  it('is strict: only own scripts, no plugins, no framing', () => {
    const policy = directives(CONTENT_SECURITY_POLICY);
    expect(Object.fromEntries(policy)).toEqual({
      'default-src': "'self'",
      'script-src': "'self'",
      'style-src': "'self' 'unsafe-inline'",
      'img-src': "'self' data: blob: https:",
      'connect-src': "'self' ws: wss: https:",
      'font-src': "'self' data:",
      'media-src': "'self' blob: data:",
      'object-src': "'none'",
      'frame-ancestors': "'none'",
      'base-uri': "'self'",
    });
    expect(policy.get('script-src')).not.toContain('unsafe-inline');
    expect(policy.get('script-src')).not.toContain('unsafe-eval');
  });
});

describe('withContentSecurityPolicy', () => {
  it('adds the policy to storefront responses and keeps other headers', () => {
    const headers = withContentSecurityPolicy(`${appOrigin}/guardians/angio`, { 'Content-Type': ['text/html'] }, appOrigin);
    expect(headers).toEqual({ 'Content-Type': ['text/html'], 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] });
  });

  it('replaces a policy the server sent, whatever its spelling', () => {
    const headers = withContentSecurityPolicy(
      `${appOrigin}/`,
      { 'content-security-policy': ["default-src 'self'; script-src 'unsafe-inline'"], 'CONTENT-SECURITY-POLICY': ['x'] },
      appOrigin,
    );
    expect(headers).toEqual({ 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] });
  });

  it('leaves responses from other origins alone', () => {
    const original = { 'Content-Security-Policy': ["default-src 'none'"] };
    expect(withContentSecurityPolicy('https://cdn.example/image.png', original, appOrigin)).toBe(original);
  });

  it('copes with a response without headers', () => {
    expect(withContentSecurityPolicy(`${appOrigin}/`, undefined, appOrigin)).toEqual({
      'Content-Security-Policy': [CONTENT_SECURITY_POLICY],
    });
    expect(withContentSecurityPolicy('https://elsewhere.example/', undefined, appOrigin)).toEqual({});
  });
});
