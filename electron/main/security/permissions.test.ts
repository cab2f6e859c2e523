import { describe, expect, it } from 'vitest';
import { isPermissionGranted } from './permissions';

const appOrigin = 'http://127.0.0.1:40000';

describe('isPermissionGranted', () => {
  it.each(['notifications', 'clipboard-sanitized-write', 'fullscreen'])('grants %s to the storefront', (permission) => {
    expect(isPermissionGranted(permission, `${appOrigin}/chat`, appOrigin)).toBe(true);
  });

  it.each(['media', 'geolocation', 'clipboard-read', 'display-capture', 'usb', 'serial', 'hid', 'openExternal', 'unknown'])(
    'refuses %s even to the storefront',
    (permission) => {
      expect(isPermissionGranted(permission, `${appOrigin}/`, appOrigin)).toBe(false);
    },
  );

  it('refuses everything to other origins', () => {
    expect(isPermissionGranted('notifications', 'https://evil.example/', appOrigin)).toBe(false);
    expect(isPermissionGranted('fullscreen', 'about:blank', appOrigin)).toBe(false);
  });
});
