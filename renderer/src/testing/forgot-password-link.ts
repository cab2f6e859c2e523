import { screen } from '@testing-library/react';
import { expect } from 'vitest';

function follows(earlier: Element, later: Element): boolean {
  return (earlier.compareDocumentPosition(later) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
}

/**
 * The "Forgot password?" link of a sign-in screen, checked: it leads to `href`, sits between the password field and
 * the 'Sign in' button (so Tab reaches it from the password), and takes keyboard focus.
 */
export async function findForgotPasswordLink(href: string): Promise<HTMLElement> {
  const link = await screen.findByRole('link', { name: 'Forgot password?' }, { timeout: 10_000 });
  expect(link.getAttribute('href')).toBe(href);
  expect(follows(screen.getByLabelText(/^Password/, { selector: 'input' }), link)).toBe(true);
  expect(follows(link, screen.getByRole('button', { name: 'Sign in' }))).toBe(true);
  expect(link.getAttribute('tabindex')).toBeNull();
  link.focus();
  expect(document.activeElement).toBe(link);
  return link;
}
