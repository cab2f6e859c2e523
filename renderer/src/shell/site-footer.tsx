import { Anchor, Box, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { FOOTER_LINKS, NAVIGATION_SECTIONS } from './site-navigation';
import classes from './site-footer.module.css';

/** Every section of the header menu as a column, then the legal pages and the partners' ways in. */
export function SiteFooter() {
  return (
    <Box component="footer" className={classes.footer}>
      <Stack gap="xl" maw={1200} mx="auto" px="md" py="xl">
        <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="lg">
          {NAVIGATION_SECTIONS.map((section) => (
            <Stack component="nav" key={section.title} gap={6} aria-label={`${section.title} (footer)`}>
              <Title order={2} size="h6">
                {section.title}
              </Title>
              {section.links.map((link) => (
                <Anchor key={link.to} component={Link} to={link.to} size="sm" c="dimmed" className={classes.link}>
                  {link.label}
                </Anchor>
              ))}
            </Stack>
          ))}
        </SimpleGrid>
        <Group component="nav" aria-label="Legal and partners" gap="md" className={classes.legal}>
          {FOOTER_LINKS.map((link) => (
            <Anchor key={link.to} component={Link} to={link.to} size="sm" c="dimmed" className={classes.link}>
              {link.label}
            </Anchor>
          ))}
        </Group>
        <Text size="xs" c="dimmed">
          General wellness information, not medical advice. The guardians do not diagnose or treat; in an emergency call your local emergency number.
        </Text>
      </Stack>
    </Box>
  );
}
