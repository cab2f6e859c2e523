import { describe, expect, it } from 'vitest';
import { isSafeExternalUrl, toSafeExternalUrl } from './safe-external-url';

describe('toSafeExternalUrl', () => {
  it('accepts web pages and e-mail links', () => {
    expect(toSafeExternalUrl('https://example.org/guardians?x=1')).toBe('https://example.org/guardians?x=1');
    expect(toSafeExternalUrl('http://example.org')).toBe('http://example.org/');
    expect(toSafeExternalUrl('mailto:care@example.org')).toBe('mailto:care@example.org');
  });

  it.each([
    'file:///etc/passwd',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'smb://attacker/share',
    'ms-msdt:/id PCWDiagnostic',
    'guardian://callback?code=1',
    'about:blank',
    'not a url',
    '',
  ])('refuses %j', (candidate) => {
    expect(toSafeExternalUrl(candidate)).toBeNull();
    expect(isSafeExternalUrl(candidate)).toBe(false);
  });

  it('refuses links that hide their destination behind credentials', () => {
    expect(toSafeExternalUrl('https://shop.example.org@evil.example/')).toBeNull();
    expect(toSafeExternalUrl('https://user:secret@example.org/')).toBeNull();
  });
});
