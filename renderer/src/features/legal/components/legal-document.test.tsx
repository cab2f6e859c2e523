import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAppScreen } from '../../../testing/render-app-screen';
import { COOKIE_POLICY, PRIVACY, TERMS } from '../content/legal-content';
import { LegalDocument } from './legal-document';

afterEach(cleanup);

describe('LegalDocument', () => {
  it.each([TERMS, PRIVACY, COOKIE_POLICY])('shows $title with a table of contents linking to every section', (document) => {
    renderAppScreen(<LegalDocument document={document} />, { path: '/legal' });
    expect(screen.getByRole('heading', { level: 1, name: document.title })).toBeTruthy();
    const contents = within(screen.getByRole('navigation', { name: 'Sections' }));
    for (const section of document.sections) {
      expect(contents.getByRole('link', { name: section.heading }).getAttribute('href')).toBe(`#${section.id}`);
      expect(screen.getByRole('heading', { level: 2, name: section.heading }).id).toBe(section.id);
    }
    for (const link of document.related) {
      expect(screen.getByRole('link', { name: link.label }).getAttribute('href')).toBe(link.to);
    }
  });

  it('keeps section anchors unique within each document', () => {
    for (const document of [TERMS, PRIVACY, COOKIE_POLICY]) {
      const ids = document.sections.map((section) => section.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });
});
