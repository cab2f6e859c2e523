import { Badge, Box, Code, Group, Stack, Text } from '@mantine/core';
import type { SchemaNode } from '../lib/schema-outline';

function SchemaHeading({ node }: { node: SchemaNode }) {
  return (
    <Stack gap={2}>
      <Group gap={6} wrap="wrap">
        <Text size="sm" ff="monospace" fw={600}>
          {node.type}
        </Text>
        {node.name && (
          <Badge size="sm" variant="light" color="gray" tt="none">
            {node.name}
          </Badge>
        )}
        {node.circular && (
          <Text size="xs" c="dimmed">
            (contains itself; its outline is shown above)
          </Text>
        )}
      </Group>
      {node.description && (
        <Text size="sm" c="dimmed">
          {node.description}
        </Text>
      )}
      {node.constraints.length > 0 && (
        <Text size="xs" c="dimmed">
          {node.constraints.join(' · ')}
        </Text>
      )}
    </Stack>
  );
}

/** A schema's outline: its type and constraints, then its properties, items and alternatives, nested. */
export function SchemaView({ node }: { node: SchemaNode }) {
  return (
    <Stack gap={6}>
      <SchemaHeading node={node} />
      {node.properties.length > 0 && (
        <Box component="ul" m={0} pl="md" style={{ borderInlineStart: '2px solid var(--mantine-color-default-border)', listStyle: 'none' }}>
          {node.properties.map((property) => (
            <Box component="li" key={property.name} py={4}>
              <Group gap={6} align="baseline" wrap="wrap">
                <Code>{property.name}</Code>
                <Text size="xs" c={property.required ? 'red' : 'dimmed'}>
                  {property.required ? 'required' : 'optional'}
                </Text>
              </Group>
              <Box pl="xs" pt={2}>
                <SchemaView node={property.node} />
              </Box>
            </Box>
          ))}
        </Box>
      )}
      {node.items && !node.circular && (node.items.properties.length > 0 || node.items.variants) && (
        <Box pl="md" style={{ borderInlineStart: '2px solid var(--mantine-color-default-border)' }}>
          <Text size="xs" c="dimmed">
            Each item:
          </Text>
          <SchemaView node={node.items} />
        </Box>
      )}
      {node.additionalProperties && (
        <Box pl="md">
          <Text size="xs" c="dimmed">
            Every other key:
          </Text>
          <SchemaView node={node.additionalProperties} />
        </Box>
      )}
      {node.variants && (
        <Box pl="md" style={{ borderInlineStart: '2px dashed var(--mantine-color-default-border)' }}>
          <Text size="xs" c="dimmed">
            {node.variants.kind}:
          </Text>
          <Stack gap="xs">
            {node.variants.nodes.map((variant, index) => (
              <SchemaView key={index} node={variant} />
            ))}
          </Stack>
        </Box>
      )}
    </Stack>
  );
}
