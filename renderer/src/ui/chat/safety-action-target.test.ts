import { describe, expect, it } from 'vitest';
import { safetyActionTarget } from './safety-action-target';

describe('safetyActionTarget', () => {
  it.each([
    ['tel:112', { kind: 'call', href: 'tel:112' }],
    ['tel:14416', { kind: 'call', href: 'tel:14416' }],
    ['tel:+91 98200 46677', { kind: 'call', href: 'tel:+919820046677' }],
    ['tel:1800-599-0019', { kind: 'call', href: 'tel:1800-599-0019' }],
    ['/find-expert', { kind: 'open', path: '/find-expert' }],
    ['/find-expert?profession=doctor', { kind: 'open', path: '/find-expert?profession=doctor' }],
  ])('follows %s', (action, target) => expect(safetyActionTarget(action)).toEqual(target));

  it.each([
    'https://elsewhere.example/help',
    '//elsewhere.example',
    '/\\elsewhere.example',
    'javascript:alert(1)',
    'tel:',
    'tel:1',
    'tel:call-me',
    'find-expert',
    '',
  ])('drops %j: it is neither a number to call nor a storefront screen', (action) => expect(safetyActionTarget(action)).toBeNull());
});
