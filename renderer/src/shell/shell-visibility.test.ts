import { describe, expect, it } from 'vitest';
import { quickChatShown, shellExtrasShown } from './shell-visibility';

describe('shellExtrasShown', () => {
  it.each([
    ['/', true],
    ['/marketplace', true],
    ['/vitamin-d-analysis', true],
    ['/brand-partner-login', true],
    ['/assessment-progress', true],
    ['/marketplace-assessment', true],
    ['/angio-collection', true],
    ['/collection/biome', true],
    ['/guardians/angio', true],
    ['/community', true],
    ['/unknown-page', true],
    ['/admin', false],
    ['/admin-login', false],
    ['/admin-setup', false],
    ['/admin-strategy-dashboard', false],
    ['/admin-product-verification', false],
    ['/admin-data-collection', false],
    ['/debug-admin', false],
    ['/admin/knowledge', false],
    ['/auth-new', false],
    ['/auth-simple', false],
    ['/desktop-sign-in', false],
    ['/auth-success', false],
    ['/auth-error', false],
    ['/signout-confirmation', false],
    ['/partner/login', false],
    ['/partner/ayurvedic-dashboard', false],
    ['/partner/nutritionist-dashboard', false],
    ['/partner/health-coach-dashboard', false],
    ['/partner/doctor-dashboard', false],
    ['/partner/lab-dashboard', false],
    ['/standardized-assessment', false],
    ['/assessment/basic', false],
    ['/quick-assessment', false],
    ['/assessment', false],
    ['/profile', false],
    ['/profile/', false],
    ['/admin-database', false],
    ['/admin-media', false],
    ['/direct-image', false],
    ['/background-demo', false],
    ['/product-image-generator', false],
    ['/forgot-password', false],
    ['/reset-password', false],
    ['/unsubscribe', false],
  ])('%s → shown: %s', (pathname, shown) => {
    expect(shellExtrasShown(pathname)).toBe(shown);
  });
});

describe('quickChatShown', () => {
  it.each([
    ['/', true],
    ['/marketplace', true],
    ['/profile', true],
    ['/standardized-assessment', true],
    ['/partner/lab-dashboard', true],
    ['/signout-confirmation', true],
    ['/debug-admin', true],
    ['/admin', false],
    ['/admin/knowledge', false],
    ['/admin-setup', false],
    ['/admin-login', false],
    ['/auth-success', false],
    ['/auth-new', false],
    ['/auth-simple', false],
    ['/desktop-sign-in', false],
    ['/signin', false],
    ['/signup/step-2', false],
    ['/login', false],
    ['/forgot-password', false],
    ['/reset-password', false],
    ['/unsubscribe', false],
  ])('%s → shown: %s', (pathname, shown) => {
    expect(quickChatShown(pathname)).toBe(shown);
  });
});
