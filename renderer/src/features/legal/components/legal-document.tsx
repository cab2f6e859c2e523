import { Anchor, Container, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { LegalDocumentContent, LegalBlock } from '../content/legal-content';

function Block({ block }: { block: LegalBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return <Text>{block.text}</Text>;
    case 'list':
      return (
        <List spacing="xs">
          {block.items.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      );
    case 'table':
      return (
        <Table.ScrollContainer minWidth={520}>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                {block.columns.map((column) => (
                  <Table.Th key={column}>{column}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {block.rows.map((row) => (
                <Table.Tr key={row[0]}>
                  {row.map((cell, index) => (
                    <Table.Td key={`${row[0]}-${index}`}>{index === 0 ? <code>{cell}</code> : cell}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      );
  }
}

/** A policy page: title, date, a table of contents linking to each section, the sections, and the related policies. */
export function LegalDocument({ document }: { document: LegalDocumentContent }) {
  return (
    <Container size="md" py="xl" px="md">
      <Stack gap="lg">
        <div>
          <Title order={1}>{document.title}</Title>
          <Text c="dimmed" size="sm">
            Last updated {document.updated}
          </Text>
        </div>
        <Text size="lg">{document.summary}</Text>
        <Paper withBorder p="md" component="nav" aria-label="Sections">
          <List type="ordered" spacing={4}>
            {document.sections.map((section) => (
              <List.Item key={section.id}>
                <Anchor href={`#${section.id}`}>{section.heading}</Anchor>
              </List.Item>
            ))}
          </List>
        </Paper>
        {document.sections.map((section) => (
          <Stack key={section.id} gap="sm" component="section" aria-labelledby={section.id}>
            <Title order={2} id={section.id} size="h3" style={{ scrollMarginTop: 80 }}>
              {section.heading}
            </Title>
            {section.blocks.map((block, index) => (
              <Block key={`${section.id}-${index}`} block={block} />
            ))}
          </Stack>
        ))}
        <Text size="sm" c="dimmed">
          See also:{' '}
          {document.related.map((link, index) => (
            <span key={link.to}>
              {index > 0 && ' · '}
              <Anchor component={Link} to={link.to}>
                {link.label}
              </Anchor>
            </span>
          ))}
        </Text>
      </Stack>
    </Container>
  );
}
