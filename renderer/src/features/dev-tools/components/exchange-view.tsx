import { Badge, Box, Code, Group, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import type { ApiExchange } from '../../../api/api-exchange';

/** Bodies longer than this are cut on screen (the whole OpenAPI document is about 300 kB). */
export const SHOWN_BODY_CHARACTERS = 100_000;

function statusColor(status: number): string {
  if (status < 300) return 'teal';
  if (status < 400) return 'blue';
  if (status < 500) return 'orange';
  return 'red';
}

/** The body as sent, or pretty-printed when it is JSON. */
export function readableBody(exchange: Pick<ApiExchange, 'bodyText' | 'contentType'>): string {
  if (!exchange.contentType?.includes('json')) return exchange.bodyText;
  try {
    return JSON.stringify(JSON.parse(exchange.bodyText), null, 2);
  } catch {
    return exchange.bodyText;
  }
}

/** One answer of "Try it": status, time, headers and body. */
export function ExchangeView({ exchange, request }: { exchange: ApiExchange; request: string }) {
  const body = readableBody(exchange);
  const cut = body.length > SHOWN_BODY_CHARACTERS;
  return (
    <Box component="section" aria-label="Response" aria-live="polite">
      <Stack gap="xs">
        <Group gap="sm" wrap="wrap">
          <Title order={4} size="h5">
            Response
          </Title>
          <Badge color={statusColor(exchange.status)} size="lg" radius="sm" aria-label={`Status ${exchange.status}`}>
            {exchange.status} {exchange.statusText}
          </Badge>
          <Text size="sm" c="dimmed">
            {request} · {exchange.durationMs} ms
          </Text>
        </Group>
        <Title order={5} size="h6">
          Headers
        </Title>
        <Table withTableBorder striped verticalSpacing={4} fz="xs">
          <Table.Tbody>
            {exchange.headers.map(([name, value]) => (
              <Table.Tr key={name}>
                <Table.Th scope="row" ff="monospace" fw={600} style={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                  {name}
                </Table.Th>
                <Table.Td ff="monospace" style={{ wordBreak: 'break-all' }}>
                  {value}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Title order={5} size="h6">
          Body
        </Title>
        {body === '' ? (
          <Text size="sm" c="dimmed">
            No body.
          </Text>
        ) : (
          <>
            <ScrollArea.Autosize mah={420} type="auto">
              <Code block aria-label="Response body" tabIndex={0}>
                {cut ? body.slice(0, SHOWN_BODY_CHARACTERS) : body}
              </Code>
            </ScrollArea.Autosize>
            {cut && (
              <Text size="xs" c="dimmed">
                Showing the first {SHOWN_BODY_CHARACTERS.toLocaleString('en')} of {body.length.toLocaleString('en')} characters.
              </Text>
            )}
          </>
        )}
      </Stack>
    </Box>
  );
}
