import { Box } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import classes from './app-header.module.css';
import { currentSectionOf, NAVIGATION_SECTIONS } from './site-navigation';

/**
 * The header's bar of sections on wide screens (phones have them in the Menu drawer): each leads to its section's own
 * page and is marked while the visitor is on a page of that section.
 */
export function SiteSections() {
  const { pathname } = useLocation();
  const current = currentSectionOf(pathname);
  return (
    <Box component="nav" aria-label="Store sections" visibleFrom="md" className={classes.sections}>
      {NAVIGATION_SECTIONS.map((section) => (
        <Link
          key={section.title}
          to={section.to}
          className={`mantine-focus-auto ${classes.section}`}
          aria-current={section === current ? (section.to === pathname ? 'page' : 'true') : undefined}
        >
          {section.title}
        </Link>
      ))}
    </Box>
  );
}
