import { Button, Container, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES } from '@common/contracts/admin';
import type { AuditAction, AuditEntityType } from '@common/contracts/admin';
import { errorSentence } from '../../../api/error-texts';
import { useAuditLog } from '../api/get-audit-log';
import type { AuditFilter } from '../api/get-audit-log';
import { AuditEntryList } from '../components/audit-entry-list';
import { PageSwitcher } from '../../../ui/page-switcher';
import { ErrorAlert } from '../../../ui/error-alert';

/** /admin/audit: every write by admin or support, newest first, filtered and paged; read-only by design (issue 16). */
export function AdminAuditPage() {
  const [filter, setFilter] = useState<AuditFilter>({ page: 1 });
  const [actor, setActor] = useState('');
  const log = useAuditLog(filter);
  const change = (fields: Partial<AuditFilter>) => setFilter((current) => ({ ...current, ...fields, page: fields.page ?? 1 }));
  const pages = log.data ? Math.max(1, Math.ceil(log.data.total / log.data.pageSize)) : 1;

  return (
    <Container size="lg" py="xl" px="md">
      <Stack gap="lg">
        <Title order={1}>Audit log</Title>
        <form
          role="search"
          aria-label="Filter the audit log"
          onSubmit={(event) => {
            event.preventDefault();
            change({ actor: actor.trim() || undefined });
          }}
        >
          <Group align="flex-end" gap="sm">
            <TextInput label="Staff email or id" value={actor} onChange={(event) => setActor(event.currentTarget.value)} />
            <NativeSelect
              label="Action"
              value={filter.action ?? ''}
              onChange={(event) => change({ action: (event.currentTarget.value || undefined) as AuditAction | undefined })}
              data={[{ value: '', label: 'Any action' }, ...AUDIT_ACTIONS]}
            />
            <NativeSelect
              label="Entity"
              value={filter.entityType ?? ''}
              onChange={(event) => change({ entityType: (event.currentTarget.value || undefined) as AuditEntityType | undefined })}
              data={[{ value: '', label: 'Any entity' }, ...AUDIT_ENTITY_TYPES]}
            />
            <TextInput label="From" type="date" value={filter.from ?? ''} onChange={(event) => change({ from: event.currentTarget.value || undefined })} />
            <TextInput label="To" type="date" value={filter.to ?? ''} onChange={(event) => change({ to: event.currentTarget.value || undefined })} />
            <Button type="submit">Filter</Button>
          </Group>
        </form>
        {log.isError ? (
          <ErrorAlert error={errorSentence(log.error, 'The audit log could not be loaded. Check the filters and try again.')} />
        ) : !log.data ? (
          <Text c="dimmed">Loading the audit log…</Text>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {log.data.total} {log.data.total === 1 ? 'entry' : 'entries'}
            </Text>
            <AuditEntryList entries={log.data.entries} caption="Staff actions, newest first" />
            {pages > 1 && <PageSwitcher total={pages} value={filter.page} onChange={(page) => change({ page })} aria-label="Audit log pages" />}
          </>
        )}
      </Stack>
    </Container>
  );
}
