import { describe, expect, it } from 'vitest';
import { deepLinkFromArgv, parseDeepLink } from './deep-link';

const code = 'c'.repeat(43);
const nonce = 'N0nce_-'.padEnd(43, 'x');

describe('parseDeepLink', () => {
  it('reads the code and nonce of a desktop sign-in link', () => {
    expect(parseDeepLink(`guardian://auth?code=${code}&nonce=${nonce}`)).toEqual({ kind: 'sign-in', code, nonce });
    expect(parseDeepLink(`guardian://auth/?nonce=${nonce}&code=${code}`)).toEqual({ kind: 'sign-in', code, nonce });
  });

  it.each([
    ['another scheme', `https://auth?code=${code}&nonce=${nonce}`],
    ['another host', `guardian://evil?code=${code}&nonce=${nonce}`],
    ['a path', `guardian://auth/steal?code=${code}&nonce=${nonce}`],
    ['no nonce', `guardian://auth?code=${code}`],
    ['a repeated code', `guardian://auth?code=${code}&code=${code}&nonce=${nonce}`],
    ['an extra parameter', `guardian://auth?code=${code}&nonce=${nonce}&next=https://evil.example`],
    ['a short code', `guardian://auth?code=abc&nonce=${nonce}`],
    ['a code with other characters', `guardian://auth?code=${'%'.repeat(43)}&nonce=${nonce}`],
    ['credentials', `guardian://user:pw@auth?code=${code}&nonce=${nonce}`],
    ['a port', `guardian://auth:80?code=${code}&nonce=${nonce}`],
    ['something that is not a URL', 'not a link'],
    ['a huge link', `guardian://auth?code=${code}&nonce=${nonce}#${'x'.repeat(600)}`],
  ])('refuses %s', (_label, link) => {
    expect(parseDeepLink(link)).toBeNull();
  });
});

describe('deepLinkFromArgv', () => {
  it('finds the link the OS appended to a second launch', () => {
    const link = `guardian://auth?code=${code}&nonce=${nonce}`;
    expect(deepLinkFromArgv(['/opt/Guardians/guardians', '--no-sandbox', link])).toBe(link);
  });

  it('answers null for a plain second launch', () => {
    expect(deepLinkFromArgv(['C:\\Guardians\\Guardians.exe', '--flag'])).toBeNull();
  });
});
