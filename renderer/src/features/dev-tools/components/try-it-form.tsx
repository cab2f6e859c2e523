import { Alert, Button, Group, Select, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { errorSentence } from '../../../api/error-texts';
import { useTryOperation } from '../api/try-operation';
import type { ApiOperation, OperationParameter } from '../lib/openapi-catalog';
import { exampleFor } from '../lib/schema-outline';
import { buildTryRequest } from '../lib/try-request';
import { ExchangeView } from './exchange-view';
import { ErrorAlert } from '../../../ui/error-alert';

function enumValues(parameter: OperationParameter): string[] | undefined {
  if (typeof parameter.schema !== 'object' || !Array.isArray(parameter.schema.enum)) return undefined;
  return parameter.schema.enum.map(String);
}

function ParameterInput({ parameter, value, onChange }: { parameter: OperationParameter; value: string; onChange: (value: string) => void }) {
  const label = `${parameter.name} (${parameter.in})`;
  const options = enumValues(parameter);
  const common = { label, description: parameter.description, required: parameter.required };
  if (options) {
    return (
      <Select
        {...common}
        data={options}
        value={value || null}
        onChange={(next) => onChange(next ?? '')}
        clearable={!parameter.required}
        placeholder="Not sent"
      />
    );
  }
  return (
    <TextInput {...common} value={value} onChange={(event) => onChange(event.currentTarget.value)} placeholder={parameter.required ? undefined : 'Not sent'} />
  );
}

/**
 * Sends the operation with the visitor's own session cookie, to this origin only: the server checks roles and,
 * for writes, the Origin header, exactly as for the store's own screens.
 */
export function TryItForm({ operation, document }: { operation: ApiOperation; document: unknown }) {
  const tryOperation = useTryOperation();
  const sendable = operation.parameters.filter((parameter) => parameter.in === 'path' || parameter.in === 'query');
  const [values, setValues] = useState<Record<string, string>>({});
  const [bodyText, setBodyText] = useState(() =>
    operation.requestBody && operation.method !== 'get' ? JSON.stringify(exampleFor(document, operation.requestBody.schema), null, 2) : '',
  );
  const [problems, setProblems] = useState<string[]>([]);
  const [sent, setSent] = useState('');
  const write = operation.method !== 'get';
  const unsent = operation.parameters.filter((parameter) => parameter.in === 'header' || parameter.in === 'cookie');

  function send(event: FormEvent) {
    event.preventDefault();
    const request = buildTryRequest(operation, values, bodyText);
    if (!request.ok) {
      setProblems(request.problems);
      return;
    }
    setProblems([]);
    setSent(`${operation.method.toUpperCase()} ${request.url}`);
    tryOperation.mutate({ method: operation.method, url: request.url, body: request.body });
  }

  return (
    <form onSubmit={send} aria-label={`Try ${operation.id}`} noValidate>
      <Stack gap="sm">
        <Title order={4} size="h5">
          Try it
        </Title>
        {write && (
          <Text size="sm" c="dimmed">
            This sends a real {operation.method.toUpperCase()} with your own session: it changes data as the store would, and the server refuses what your
            account may not do.
          </Text>
        )}
        {sendable.length > 0 && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {sendable.map((parameter) => {
              const key = `${parameter.in}:${parameter.name}`;
              return (
                <ParameterInput
                  key={key}
                  parameter={parameter}
                  value={values[key] ?? ''}
                  onChange={(value) => setValues((all) => ({ ...all, [key]: value }))}
                />
              );
            })}
          </SimpleGrid>
        )}
        {unsent.length > 0 && (
          <Text size="sm" c="dimmed">
            Not sent from here: {unsent.map((parameter) => `${parameter.name} (${parameter.in})`).join(', ')}. The browser adds the session cookie itself.
          </Text>
        )}
        {operation.requestBody && write && (
          <Textarea
            label={`Request body (${operation.requestBody.contentType})`}
            description="Starts with the required fields; edit it freely."
            value={bodyText}
            onChange={(event) => setBodyText(event.currentTarget.value)}
            autosize
            minRows={3}
            maxRows={16}
            ff="monospace"
            spellCheck={false}
          />
        )}
        {problems.length > 0 && (
          <Alert color="red" role="alert" title="Not sent">
            {problems.map((problem) => (
              <Text key={problem} size="sm">
                {problem}
              </Text>
            ))}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={tryOperation.isPending} color={write ? 'orange' : undefined}>
            Send {operation.method.toUpperCase()} request
          </Button>
        </Group>
        {tryOperation.isError && (
          <ErrorAlert error={errorSentence(tryOperation.error, 'The request could not be sent. Check your connection and try again.')} title="No answer" />
        )}
        {tryOperation.data && <ExchangeView exchange={tryOperation.data} request={sent} />}
      </Stack>
    </form>
  );
}
