import { Accordion, Badge, Box, Code, Divider, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import type { ApiOperation, OperationResponse } from '../lib/openapi-catalog';
import { schemaOutline } from '../lib/schema-outline';
import type { JsonSchema } from '../lib/openapi-catalog';
import { SchemaView } from './schema-view';
import { TryItForm } from './try-it-form';

function Schema({ document, schema }: { document: unknown; schema: JsonSchema }) {
  const node = useMemo(() => schemaOutline(document, schema), [document, schema]);
  return <SchemaView node={node} />;
}

/** A parameter's description and its schema's constraints (allowed values, range, default). */
function ParameterFacts({ document, description, schema }: { document: unknown; description: string | undefined; schema: JsonSchema }) {
  const node = useMemo(() => schemaOutline(document, schema), [document, schema]);
  return (
    <Stack gap={2}>
      {description && <Text size="sm">{description}</Text>}
      {node.constraints.length > 0 && (
        <Text size="xs" c="dimmed">
          {node.constraints.join(' · ')}
        </Text>
      )}
    </Stack>
  );
}

function typeOf(document: unknown, schema: JsonSchema): string {
  return schemaOutline(document, schema).type;
}

function responseColor(status: string): string {
  if (status.startsWith('2')) return 'teal';
  if (status.startsWith('3')) return 'blue';
  if (status.startsWith('4')) return 'orange';
  return 'red';
}

function Responses({ responses, document }: { responses: OperationResponse[]; document: unknown }) {
  return (
    <Accordion variant="contained" multiple chevronPosition="left">
      {responses.map((response) => (
        <Accordion.Item key={response.status} value={response.status}>
          <Accordion.Control>
            <Group gap="sm" wrap="nowrap">
              <Badge color={responseColor(response.status)} variant="light" radius="sm">
                {response.status}
              </Badge>
              <Text size="sm">{response.description}</Text>
            </Group>
          </Accordion.Control>
          <Accordion.Panel>
            {response.schema === undefined ? (
              <Text size="sm" c="dimmed">
                {response.contentType ? `A ${response.contentType} body.` : 'No body.'}
              </Text>
            ) : (
              <Stack gap={4}>
                <Text size="xs" c="dimmed">
                  {response.contentType}
                </Text>
                <Schema document={document} schema={response.schema} />
              </Stack>
            )}
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

/** One operation: what it takes (parameters, body), what it answers, and a form to try it. */
export function OperationDetail({ operation, document }: { operation: ApiOperation; document: unknown }) {
  return (
    <Stack gap="md">
      {operation.description && <Text size="sm">{operation.description}</Text>}
      <Box>
        <Title order={4} size="h5" mb={4}>
          Parameters
        </Title>
        {operation.parameters.length === 0 ? (
          <Text size="sm" c="dimmed">
            None.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={480}>
            <Table withTableBorder verticalSpacing={6} fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>In</Table.Th>
                  <Table.Th>Type</Table.Th>
                  <Table.Th>Description</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {operation.parameters.map((parameter) => (
                  <Table.Tr key={`${parameter.in}:${parameter.name}`}>
                    <Table.Td>
                      <Code>{parameter.name}</Code>
                      {parameter.required && (
                        <Text span size="xs" c="red" ml={6}>
                          required
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{parameter.in}</Table.Td>
                    <Table.Td ff="monospace">{typeOf(document, parameter.schema)}</Table.Td>
                    <Table.Td>
                      <ParameterFacts document={document} description={parameter.description} schema={parameter.schema} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Box>
      {operation.requestBody && (
        <Box>
          <Title order={4} size="h5" mb={4}>
            Request body {operation.requestBody.required ? '(required)' : '(optional)'}
          </Title>
          <Text size="xs" c="dimmed" mb={4}>
            {operation.requestBody.contentType}
          </Text>
          <Schema document={document} schema={operation.requestBody.schema} />
        </Box>
      )}
      <Box>
        <Title order={4} size="h5" mb={4}>
          Responses
        </Title>
        <Responses responses={operation.responses} document={document} />
      </Box>
      <Divider />
      <TryItForm operation={operation} document={document} />
    </Stack>
  );
}
