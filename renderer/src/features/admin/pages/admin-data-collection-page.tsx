import { Button, Container, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { CONSENT_LEDGER_STATUSES, CONSENT_LEDGER_TYPES, DATA_REQUEST_KINDS, DATA_REQUEST_STATUSES } from '@common/contracts/gdpr';
import type { ConsentLedgerType, DataRequestKind, DataRequestStatus } from '@common/contracts/gdpr';
import { errorSentence } from '../../../api/error-texts';
import { consentLedgerCsvUrl, useConsentLedger } from '../api/get-consent-ledger';
import type { ConsentLedgerFilter } from '../api/get-consent-ledger';
import { useDataRequests } from '../api/get-data-requests';
import type { DataRequestFilter } from '../api/get-data-requests';
import { ConsentLedgerTable } from '../components/consent-ledger-table';
import { DataRequestTable } from '../components/data-request-table';
import { PageSwitcher } from '../../../ui/page-switcher';
import { ErrorAlert } from '../../../ui/error-alert';

const TYPE_LABELS: Readonly<Record<ConsentLedgerType, string>> = {
  analytics: 'Cookies: analytics',
  personalization: 'Cookies: personalization',
  marketing: 'Cookies: marketing',
  care: 'Care sharing',
};

function pageCount(data: { total: number; pageSize: number } | undefined): number {
  return data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
}

/** /admin-data-collection (issue 16): the consent ledger with its CSV, and customers' data requests (admin, support). */
export function AdminDataCollectionPage() {
  return (
    <Container size="lg" py="xl" px="md">
      <Stack gap="xl">
        <Title order={1}>Data collection</Title>
        <ConsentLedgerSection />
        <DataRequestsSection />
      </Stack>
    </Container>
  );
}

function ConsentLedgerSection() {
  const [filter, setFilter] = useState<ConsentLedgerFilter>({ page: 1 });
  const ledger = useConsentLedger(filter);
  const change = (fields: Partial<ConsentLedgerFilter>) => setFilter((current) => ({ ...current, ...fields, page: fields.page ?? 1 }));
  const badRange = filter.from !== undefined && filter.to !== undefined && filter.from > filter.to;
  const pages = pageCount(ledger.data);

  return (
    <Stack gap="md" component="section" aria-labelledby="consent-ledger-title">
      <Title order={2} size="h3" id="consent-ledger-title">
        Consent ledger
      </Title>
      <Text size="sm" c="dimmed">
        Every cookie choice and every care consent, granted or withdrawn. Downloading the CSV is recorded in the audit log.
      </Text>
      <Group align="flex-end" gap="sm" role="search" aria-label="Filter the consent ledger">
        <NativeSelect
          label="Consent"
          value={filter.type ?? ''}
          onChange={(event) => change({ type: (event.currentTarget.value || undefined) as ConsentLedgerType | undefined })}
          data={[{ value: '', label: 'Any consent' }, ...CONSENT_LEDGER_TYPES.map((type) => ({ value: type, label: TYPE_LABELS[type] }))]}
        />
        <NativeSelect
          label="Choice"
          value={filter.status ?? ''}
          onChange={(event) => change({ status: (event.currentTarget.value || undefined) as ConsentLedgerFilter['status'] })}
          data={[{ value: '', label: 'Granted or withdrawn' }, ...CONSENT_LEDGER_STATUSES]}
        />
        <TextInput label="From" type="date" value={filter.from ?? ''} onChange={(event) => change({ from: event.currentTarget.value || undefined })} />
        <TextInput
          label="To"
          type="date"
          value={filter.to ?? ''}
          onChange={(event) => change({ to: event.currentTarget.value || undefined })}
          error={badRange ? 'The end is before the start.' : undefined}
        />
        <Button
          component="a"
          href={consentLedgerCsvUrl(filter)}
          download
          variant="light"
          aria-disabled={badRange || undefined}
          onClick={(event) => badRange && event.preventDefault()}
        >
          Download CSV
        </Button>
      </Group>
      {ledger.isError ? (
        <ErrorAlert
          title="The consent ledger could not be loaded"
          error={errorSentence(ledger.error, 'Check the filters and your connection, then try again.')}
          onRetry={() => void ledger.refetch()}
        />
      ) : !ledger.data ? (
        <Text c="dimmed" role="status">
          Loading the consent ledger…
        </Text>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {ledger.data.total} {ledger.data.total === 1 ? 'record' : 'records'}
          </Text>
          <ConsentLedgerTable entries={ledger.data.entries} />
          {pages > 1 && <PageSwitcher total={pages} value={filter.page} onChange={(page) => change({ page })} aria-label="Consent ledger pages" />}
        </>
      )}
    </Stack>
  );
}

function DataRequestsSection() {
  const [filter, setFilter] = useState<DataRequestFilter>({ page: 1 });
  const requests = useDataRequests(filter);
  const change = (fields: Partial<DataRequestFilter>) => setFilter((current) => ({ ...current, ...fields, page: fields.page ?? 1 }));
  const pages = pageCount(requests.data);

  return (
    <Stack gap="md" component="section" aria-labelledby="data-requests-title">
      <Title order={2} size="h3" id="data-requests-title">
        Data requests
      </Title>
      <Text size="sm" c="dimmed">
        Customers’ exports (ready for 48 hours) and deletions (carried out 14 days after they are asked for, unless the customer signs in again).
      </Text>
      <Group align="flex-end" gap="sm" role="search" aria-label="Filter the data requests">
        <NativeSelect
          label="Kind"
          value={filter.kind ?? ''}
          onChange={(event) => change({ kind: (event.currentTarget.value || undefined) as DataRequestKind | undefined })}
          data={[{ value: '', label: 'Exports and deletions' }, ...DATA_REQUEST_KINDS]}
        />
        <NativeSelect
          label="Status"
          value={filter.status ?? ''}
          onChange={(event) => change({ status: (event.currentTarget.value || undefined) as DataRequestStatus | undefined })}
          data={[{ value: '', label: 'Any status' }, ...DATA_REQUEST_STATUSES]}
        />
      </Group>
      {requests.isError ? (
        <ErrorAlert
          title="The data requests could not be loaded"
          error={errorSentence(requests.error, 'Check your connection, then try again.')}
          onRetry={() => void requests.refetch()}
        />
      ) : !requests.data ? (
        <Text c="dimmed" role="status">
          Loading the data requests…
        </Text>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {requests.data.total} {requests.data.total === 1 ? 'request' : 'requests'}
          </Text>
          <DataRequestTable requests={requests.data.requests} />
          {pages > 1 && <PageSwitcher total={pages} value={filter.page} onChange={(page) => change({ page })} aria-label="Data request pages" />}
        </>
      )}
    </Stack>
  );
}
