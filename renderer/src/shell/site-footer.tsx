import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { FOOTER_LINKS, NAVIGATION_SECTIONS } from './site-navigation';
import classes from './site-footer.module.css';

/**
 * A click on one of the footer's links, followed inside the app as a router link would (a plain click: a new tab,
 * a download or another site stay the browser's). One listener for the footer's forty links, not a router link
 * component each: the footer is on every storefront page and hydrates on a first visit (docs/performance.md).
 */
function useFollowInApp(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    if (!link || link.target !== '' || link.hasAttribute('download') || link.origin !== window.location.origin) return;
    event.preventDefault();
    void navigate(`${link.pathname}${link.search}${link.hash}`);
  };
}

/** Every section of the header menu as a column, then the legal pages and the partners' ways in. */
export function SiteFooter() {
  const followInApp = useFollowInApp();
  return (
    // The links inside are the interactive elements: Enter on one is a click that bubbles here.
    <footer className={classes.footer} onClick={followInApp}>
      <div className={classes.inner}>
        <div className={classes.columns}>
          {NAVIGATION_SECTIONS.map((section) => (
            <nav key={section.title} className={classes.column} aria-label={`${section.title} (footer)`}>
              <h2 className={classes.heading}>{section.title}</h2>
              {section.links.map((link) => (
                <a key={link.to} href={link.to} className={classes.link}>
                  {link.label}
                </a>
              ))}
            </nav>
          ))}
        </div>
        <nav aria-label="Legal and partners" className={classes.legal}>
          {FOOTER_LINKS.map((link) => (
            <a key={link.to} href={link.to} className={classes.link}>
              {link.label}
            </a>
          ))}
        </nav>
        <p className={classes.note}>
          General wellness information, not medical advice. The guardians do not diagnose or treat; in an emergency call your local emergency number.
        </p>
      </div>
    </footer>
  );
}
