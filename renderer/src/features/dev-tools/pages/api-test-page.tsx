import { Accordion, Anchor, Badge, Box, Button, Code, Container, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDeferredValue, useMemo, useState } from 'react';
import { errorNoticeSentence } from '../../../api/error-texts';
import { ErrorNotice, LoadingBlock } from '../../../ui/query-status';
import { OPENAPI_PATH, useApiCatalog } from '../api/get-openapi-document';
import { MethodBadge } from '../components/method-badge';
import { OperationDetail } from '../components/operation-detail';
import type { ApiCatalog, OperationGroup } from '../lib/openapi-catalog';
import { searchOperations } from '../lib/openapi-catalog';

const ALL_TAGS = 'all';

function tagHeadingId(tag: string): string {
  return `api-tag-${tag.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}

/** Mantine builds element ids (for aria-controls) from an item's value: ids must not hold spaces. */
function itemValue(operationId: string): string {
  return operationId.replace(' ', ':');
}

/** One tag's operations; an operation's details are built only while it is open (the document has over a hundred). */
function OperationGroupSection({ group, catalog }: { group: OperationGroup; catalog: ApiCatalog }) {
  const [open, setOpen] = useState<string[]>([]);
  const headingId = tagHeadingId(group.tag);
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Group gap="xs" mb="xs">
        <Title order={2} size="h3" id={headingId}>
          {group.tag}
        </Title>
        <Text size="sm" c="dimmed">
          {group.operations.length} {group.operations.length === 1 ? 'endpoint' : 'endpoints'}
        </Text>
      </Group>
      <Accordion multiple value={open} onChange={setOpen} variant="separated">
        {group.operations.map((operation) => (
          <Accordion.Item key={operation.id} value={itemValue(operation.id)}>
            <Accordion.Control aria-label={`${operation.id}: ${operation.summary}`}>
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <MethodBadge method={operation.method} />
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text ff="monospace" size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {operation.path}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {operation.summary}
                  </Text>
                </Stack>
              </Group>
            </Accordion.Control>
            <Accordion.Panel>{open.includes(itemValue(operation.id)) && <OperationDetail operation={operation} document={catalog.document} />}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Box>
  );
}

function ApiReference({ catalog }: { catalog: ApiCatalog }) {
  const [search, setSearch] = useState('');
  const [tag, setTag] = useState(ALL_TAGS);
  const deferredSearch = useDeferredValue(search);
  const shown = useMemo(() => {
    const groups = tag === ALL_TAGS ? catalog.groups : catalog.groups.filter((group) => group.tag === tag);
    return searchOperations(groups, deferredSearch);
  }, [catalog, tag, deferredSearch]);
  const shownCount = shown.reduce((count, group) => count + group.operations.length, 0);
  const tagOptions = [
    { value: ALL_TAGS, label: 'All tags' },
    ...catalog.groups.map((group) => ({ value: group.tag, label: `${group.tag} (${group.operations.length})` })),
  ];

  return (
    <Stack gap="lg">
      <Group gap="xs">
        <Text fw={600}>{catalog.title}</Text>
        <Badge variant="light" color="gray" tt="none">
          version {catalog.version}
        </Badge>
        <Badge variant="light" color="gray" tt="none">
          OpenAPI {catalog.openapi}
        </Badge>
      </Group>
      {catalog.description && <Text size="sm">{catalog.description}</Text>}
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label="Search endpoints"
          placeholder="Path, method, summary or tag, e.g. cart"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          style={{ flex: '1 1 16rem' }}
        />
        <Select label="Tag" data={tagOptions} value={tag} onChange={(value) => setTag(value ?? ALL_TAGS)} allowDeselect={false} style={{ flex: '0 1 14rem' }} />
      </Group>
      <Text size="sm" c="dimmed" role="status">
        {shownCount === catalog.operationCount ? `${catalog.operationCount} endpoints` : `${shownCount} of ${catalog.operationCount} endpoints`}
      </Text>
      {shown.length === 0 ? (
        <Stack align="flex-start" gap="xs">
          <Text>
            No endpoint matches “{search}”{tag === ALL_TAGS ? '' : ` in ${tag}`}.
          </Text>
          <Button
            variant="light"
            onClick={() => {
              setSearch('');
              setTag(ALL_TAGS);
            }}
          >
            Show every endpoint
          </Button>
        </Stack>
      ) : (
        shown.map((group) => <OperationGroupSection key={group.tag} group={group} catalog={catalog} />)
      )}
    </Stack>
  );
}

/**
 * /api-test: the reference of this server's own API, read from its OpenAPI document, with "Try it" (issue 16). Open to
 * everyone, like the document itself: every endpoint checks the caller's session and role on the server, so the page
 * shows and does nothing the visitor's session could not do anyway.
 */
export function ApiTestPage() {
  const catalog = useApiCatalog();
  return (
    <Container size="lg" py="xl">
      <Stack gap="md">
        <Title order={1}>API Test</Title>
        <Text>
          The reference of the Guardians API this app talks to, read live from the server’s own OpenAPI document (
          <Anchor href={OPENAPI_PATH}>
            <Code>{OPENAPI_PATH}</Code>
          </Anchor>
          ). Open an endpoint to see what it takes and answers; “Try it” sends a real request with your own session, so the server answers exactly as it would
          answer this app.
        </Text>
        {catalog.isPending ? (
          <LoadingBlock label="Loading the API reference…" />
        ) : catalog.isError ? (
          <ErrorNotice sentence={errorNoticeSentence(catalog.error, 'The API reference could not be loaded.')} onRetry={() => void catalog.refetch()} />
        ) : (
          <ApiReference catalog={catalog.data} />
        )}
      </Stack>
    </Container>
  );
}
