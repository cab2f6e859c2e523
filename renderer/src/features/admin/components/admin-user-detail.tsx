import { Alert, Badge, Button, Card, Checkbox, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminUserDetail, PartnerRole, SignInMethod } from '@common/contracts/admin-users';
import { PARTNER_ROLES, ROLE_LABELS } from '@common/roles';
import { errorSentence } from '../../../api/error-texts';
import { useApiClient } from '../../../api/use-api';
import { disableAccount, enableAccount } from '../api/change-account-state';
import { changePartnerRole } from '../api/change-partner-role';
import { adminHomeQueryOptions } from '../api/get-admin-home';
import { AUDIT_LOG_KEY } from '../api/get-audit-log';
import { ADMIN_USERS_KEY } from '../api/search-users';
import { ErrorAlert } from '../../../ui/error-alert';
import { utcTimeText } from '../../../ui/utc-time';
import type { ReactNode } from 'react';

const SIGN_IN_METHOD_LABELS: Record<SignInMethod, string> = { password: 'Password', demo: 'Demo', google: 'Google' };

function when(iso: string | null): string {
  return iso === null ? 'Not recorded' : `${utcTimeText(iso, 'minute')} UTC`;
}

interface DetailProps {
  user: AdminUserDetail;
  /** Admins change accounts; support only reads (STAFF_PERMISSIONS). */
  canManage: boolean;
  /** The signed-in staff member's own account id: never disabled from here. */
  ownId: string | null;
}

/** One account opened from the results: facts, partner roles, and disable / enable with a reason and a confirmation. */
export function AdminUserDetailPanel({ user, canManage, ownId }: DetailProps) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function write(key: string, call: () => Promise<unknown>, failure: string): Promise<boolean> {
    setError(null);
    setBusy(key);
    try {
      await call();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_USERS_KEY }),
        queryClient.invalidateQueries({ queryKey: AUDIT_LOG_KEY }),
        queryClient.invalidateQueries({ queryKey: adminHomeQueryOptions.queryKey }),
      ]);
      return true;
    } catch (caught) {
      setError(errorSentence(caught, failure));
      return false;
    } finally {
      setBusy(null);
    }
  }

  const name = user.displayName || user.email;
  return (
    <Card withBorder radius="md" component="section" aria-label={`Account of ${name}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Title order={2} size="h4">
            {name}
          </Title>
          {user.disabled && <Badge color="red">Disabled</Badge>}
        </Group>
        <Stack gap={2} component="dl" style={{ margin: 0 }}>
          <Fact term="Email" value={user.email} />
          <Fact term="Roles" value={user.roles.map((role) => ROLE_LABELS[role]).join(', ') || 'None'} />
          <Fact term="Signs in with" value={user.signInMethods.map((method) => SIGN_IN_METHOD_LABELS[method]).join(', ') || 'No method left'} />
          <Fact term="Created" value={when(user.createdAt)} />
          <Fact term="Last sign-in" value={when(user.lastSignInAt)} />
          <Fact term="Orders" value={String(user.orderCount)} />
        </Stack>
        <PartnerRoles
          user={user}
          canManage={canManage}
          busy={busy}
          onChange={(role, held) =>
            write(`role:${role}`, () => changePartnerRole(api, user.id, role, held), 'The role could not be changed. Reload the account and try again.')
          }
        />
        <AccountState
          user={user}
          canManage={canManage}
          isOwn={ownId === user.id}
          busy={busy === 'state'}
          onDisable={(reason) => write('state', () => disableAccount(api, user.id, reason), 'The account could not be disabled. Reload it and try again.')}
          onEnable={(reason) => write('state', () => enableAccount(api, user.id, reason), 'The account could not be enabled. Reload it and try again.')}
        />
        {!canManage && (
          <Text size="sm" c="dimmed">
            Only administrators change roles or disable accounts.
          </Text>
        )}
        <ErrorAlert error={error} />
      </Stack>
    </Card>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <Group gap="xs" wrap="nowrap" align="baseline">
      <Text component="dt" size="sm" c="dimmed" w={110} style={{ flexShrink: 0 }}>
        {term}
      </Text>
      <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Group>
  );
}

function PartnerRoles(props: { user: AdminUserDetail; canManage: boolean; busy: string | null; onChange(role: PartnerRole, held: boolean): Promise<boolean> }) {
  const { user, canManage, busy } = props;
  return (
    <Stack gap={4} role="group" aria-labelledby={`partner-roles-${user.id}`}>
      <Text size="sm" fw={500} id={`partner-roles-${user.id}`}>
        Partner roles
      </Text>
      <Text size="xs" c="dimmed">
        {user.isDemo ? 'A demo account cannot hold a partner role.' : 'Each change applies at once and is written to the audit log.'}
      </Text>
      <Group gap="md" mt={4}>
        {PARTNER_ROLES.map((role) => (
          <Checkbox
            key={role}
            label={ROLE_LABELS[role]}
            checked={user.roles.includes(role)}
            disabled={!canManage || user.isDemo || busy !== null}
            onChange={(event) => void props.onChange(role, event.currentTarget.checked)}
          />
        ))}
      </Group>
    </Stack>
  );
}

function AccountState(props: {
  user: AdminUserDetail;
  canManage: boolean;
  isOwn: boolean;
  busy: boolean;
  onDisable(reason: string): Promise<boolean>;
  onEnable(reason: string): Promise<boolean>;
}) {
  const { user, canManage, isOwn, busy } = props;
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [reasonError, setReasonError] = useState<string | null>(null);
  const name = user.displayName || user.email;

  if (user.disabled) {
    return (
      <Stack gap="xs">
        <Alert color="red" variant="light" title="This account is disabled">
          {when(user.disabledAt)}
          {user.disabledBy ? ` by ${user.disabledBy.email ?? 'a former staff account'}` : ''}
          {user.disabledReason ? `: ${user.disabledReason}` : ''}. It cannot sign in by any method.
        </Alert>
        {canManage &&
          (confirming ? (
            <ConfirmStep
              label="Confirm enabling"
              confirmLabel="Yes, enable"
              busy={busy}
              onConfirm={() => void props.onEnable(reason.trim()).then((done) => done && (setConfirming(false), setReason('')))}
              onCancel={() => setConfirming(false)}
            >
              Enable {name}? They can sign in again at once.
            </ConfirmStep>
          ) : (
            <>
              <Textarea
                label="Note (optional)"
                autosize
                minRows={1}
                maxLength={500}
                value={reason}
                onChange={(event) => setReason(event.currentTarget.value)}
              />
              <Button size="xs" variant="light" onClick={() => setConfirming(true)} style={{ alignSelf: 'flex-start' }}>
                Enable account
              </Button>
            </>
          ))}
      </Stack>
    );
  }

  if (!canManage) return null;
  if (isOwn) {
    return (
      <Text size="sm" c="dimmed">
        This is your own account: you cannot disable it here.
      </Text>
    );
  }
  return confirming ? (
    <ConfirmStep
      label="Confirm disabling"
      confirmLabel="Yes, disable"
      color="red"
      busy={busy}
      onConfirm={() => void props.onDisable(reason.trim()).then((done) => done && (setConfirming(false), setReason('')))}
      onCancel={() => setConfirming(false)}
    >
      Disable {name}? Every session ends at once and they cannot sign in by any method until enabled again. Reason: “{reason.trim()}”.
    </ConfirmStep>
  ) : (
    <Stack gap="xs">
      <Textarea
        label="Reason for disabling"
        description="Kept on the account and in the audit log."
        autosize
        minRows={2}
        maxLength={500}
        value={reason}
        error={reasonError}
        onChange={(event) => setReason(event.currentTarget.value)}
      />
      <Button
        size="xs"
        color="red"
        variant="light"
        style={{ alignSelf: 'flex-start' }}
        onClick={() => {
          if (reason.trim().length < 3) {
            setReasonError('Say in a few words why the account is disabled.');
            return;
          }
          setReasonError(null);
          setConfirming(true);
        }}
      >
        Disable account
      </Button>
    </Stack>
  );
}

/** The second step of a change staff must confirm: what will happen, then "Yes, …" or Cancel. */
function ConfirmStep(props: {
  label: string;
  confirmLabel: string;
  color?: 'red';
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <Stack gap="xs" role="group" aria-label={props.label}>
      <Text size="sm">{props.children}</Text>
      <Group gap="xs">
        <Button size="xs" color={props.color} loading={props.busy} onClick={props.onConfirm}>
          {props.confirmLabel}
        </Button>
        <Button size="xs" variant="default" onClick={props.onCancel} disabled={props.busy}>
          Cancel
        </Button>
      </Group>
    </Stack>
  );
}
