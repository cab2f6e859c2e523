import { Button, Container, Grid, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { mayStaff } from '@common/contracts/admin';
import { ROLE_LABELS, ROLES } from '@common/roles';
import { loadErrorText } from '../../../api/error-texts';
import { useSession } from '../../../identity/session-context';
import { ErrorNotice, LoadingBlock } from '../../../ui/query-status';
import { useAdminUser } from '../api/get-admin-user';
import { useAdminUsers } from '../api/search-users';
import type { UserSearchFilter } from '../api/search-users';
import { AdminUserDetailPanel } from '../components/admin-user-detail';
import { PartnerInvitationForm } from '../components/partner-invitation-form';
import { UserSearchResults } from '../components/user-search-results';
import { PageSwitcher } from '../../../ui/page-switcher';

function filterOf(params: URLSearchParams): UserSearchFilter {
  const role = ROLES.find((candidate) => candidate === params.get('role'));
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    q: params.get('q')?.trim() || undefined,
    role,
    status: status === 'active' || status === 'disabled' ? status : undefined,
    page: Number.isInteger(page) && page > 1 ? page : undefined,
  };
}

/** /admin/users: find accounts, open one, change its partner roles or disable it; invite partners (issue 16). */
export function AdminUsersPage() {
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const users = useAdminUsers(filter);
  const openId = params.get('user');
  const opened = useAdminUser(openId);
  const session = useSession();
  const canManage = mayStaff(session.user?.roles ?? [], 'accounts.manage');
  const [text, setText] = useState(filter.q ?? '');

  function update(changes: Record<string, string | undefined>) {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    setParams(next, { replace: true });
  }

  const loadError = loadErrorText(users);
  const pages = users.data ? Math.max(1, Math.ceil(users.data.total / users.data.pageSize)) : 1;
  return (
    <Container size="lg" py="xl" px="md">
      <Stack gap="lg">
        <Title order={1}>Users</Title>
        <form
          role="search"
          aria-label="Find accounts"
          onSubmit={(event) => {
            event.preventDefault();
            update({ q: text.trim() || undefined, page: undefined });
          }}
        >
          <Group align="flex-end" gap="sm">
            <TextInput label="Email or name" placeholder="part of an email or name" value={text} onChange={(event) => setText(event.currentTarget.value)} />
            <NativeSelect
              label="Role"
              value={filter.role ?? ''}
              onChange={(event) => update({ role: event.currentTarget.value || undefined, page: undefined })}
              data={[{ value: '', label: 'Any role' }, ...ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }))]}
            />
            <NativeSelect
              label="State"
              value={filter.status ?? ''}
              onChange={(event) => update({ status: event.currentTarget.value || undefined, page: undefined })}
              data={[
                { value: '', label: 'Any state' },
                { value: 'active', label: 'Active' },
                { value: 'disabled', label: 'Disabled' },
              ]}
            />
            <Button type="submit">Search</Button>
          </Group>
        </form>
        <Grid>
          <Grid.Col span={{ base: 12, md: openId ? 7 : 12 }}>
            {loadError !== null ? (
              <ErrorNotice sentence={loadError} onRetry={() => void users.refetch()} />
            ) : !users.data ? (
              <LoadingBlock label="Loading accounts…" />
            ) : users.data.users.length === 0 ? (
              <Text c="dimmed">
                {filter.q ? `No account matches “${filter.q}”. Check the spelling or search for part of the email.` : 'No account matches these filters.'}
              </Text>
            ) : (
              <Stack gap="sm">
                <Text size="sm" c="dimmed" aria-live="polite">
                  {users.data.total} account{users.data.total === 1 ? '' : 's'}
                </Text>
                <UserSearchResults users={users.data.users} openId={openId} onOpen={(id) => update({ user: id })} />
                {pages > 1 && (
                  <PageSwitcher
                    total={pages}
                    value={users.data.page}
                    onChange={(page) => update({ page: page > 1 ? String(page) : undefined })}
                    aria-label="Account pages"
                  />
                )}
              </Stack>
            )}
          </Grid.Col>
          {openId && (
            <Grid.Col span={{ base: 12, md: 5 }}>
              {opened.isError ? (
                <ErrorNotice sentence={loadErrorText(opened) ?? ''} onRetry={() => void opened.refetch()} />
              ) : !opened.data ? (
                <LoadingBlock label="Opening the account…" />
              ) : (
                <AdminUserDetailPanel key={opened.data.user.id} user={opened.data.user} canManage={canManage} ownId={session.user?.id ?? null} />
              )}
            </Grid.Col>
          )}
        </Grid>
        {canManage && <PartnerInvitationForm />}
      </Stack>
    </Container>
  );
}
