// The slim header of the account, partner and admin areas: the way back to the store and the area's own sections.
import { Anchor, Group, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import classes from './area-header.module.css';
import type { SiteArea } from './site-areas';

export function AreaHeader({ area }: { area: SiteArea }) {
  const { pathname, hash } = useLocation();
  const here = `${pathname}${hash}`;
  return (
    <header className={classes.header}>
      <Group gap="md" wrap="nowrap" className={classes.brand}>
        <Anchor component={Link} to="/" fw={700} underline="hover">
          ← Guardians store
        </Anchor>
        <Text fw={600} c="dimmed" component="span">
          {area.title}
        </Text>
      </Group>
      <nav aria-label={`${area.title} sections`} className={classes.sections}>
        {area.links.map((link) => (
          <Anchor
            key={link.to}
            component={Link}
            to={link.to}
            size="sm"
            underline="hover"
            aria-current={link.to === here || (link.to === pathname && hash === '') ? 'page' : undefined}
            className={classes.section}
          >
            {link.label}
          </Anchor>
        ))}
      </nav>
    </header>
  );
}
