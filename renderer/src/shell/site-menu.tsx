import { Anchor, Drawer, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { NAVIGATION_SECTIONS, productSearchPath } from './site-navigation';

/**
 * The header menu's drawer (loaded on first open): the product search and every section's links. Any link, or a
 * search, closes it.
 */
export function SiteMenuDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const [words, setWords] = useState('');
  return (
    <Drawer opened={opened} onClose={onClose} title="Menu" position="left" size="sm">
      <Stack gap="lg">
        <form
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            onClose();
            void navigate(productSearchPath(words));
          }}
        >
          <TextInput
            type="search"
            label="Search products"
            placeholder="Vitamin D, omega-3, probiotics…"
            value={words}
            onChange={(event) => setWords(event.currentTarget.value)}
          />
        </form>
        {NAVIGATION_SECTIONS.map((section) => (
          <Stack component="nav" key={section.title} gap={4} aria-label={section.title}>
            <Title order={2} size="h5">
              {section.title}
            </Title>
            {section.links.map((link) => (
              <Anchor key={link.to} component={Link} to={link.to} onClick={onClose} py={4}>
                {link.label}
              </Anchor>
            ))}
          </Stack>
        ))}
      </Stack>
    </Drawer>
  );
}
