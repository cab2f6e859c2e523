import { Button, Select, Stack, Text, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { useState } from 'react';
import type { GuardianId } from '@common/guardians';
import { GUARDIANS, isGuardianId } from '@common/guardians';
import { DEFAULT_PASSWORD_POLICY } from '@common/password-policy';
import { useApiClient } from '../../../api/use-api';
import { accountFormErrors } from '../../../identity/account-form-errors';
import { SIGNUP_REWARD_COINS, storeSignupBreadcrumb } from '../../../identity/signup-breadcrumb';
import { useCompleteSignIn } from '../../../identity/use-complete-sign-in';
import { usePasswordPolicy } from '../../../identity/api/get-password-policy';
import { register } from '../api/register';
import { EmailPasswordFields } from '../../../identity/components/email-password-fields';
import { STORAGE_KEYS } from '../../../platform/storage-keys';
import { usePlatform } from '../../../platform/platform-context';
import { ErrorAlert } from '../../../ui/error-alert';
import { useAccountFormSubmit } from '../../../identity/use-account-form-submit';

const GUARDIAN_OPTIONS = GUARDIANS.map((guardian) => ({ value: guardian.id, label: `${guardian.personaName} · ${guardian.title}` }));

/** The invitation to join the Guardian Council: a new simple account, with the welcome reward waiting. */
export function CreateAccountForm({ initialGuardian }: { initialGuardian: GuardianId }) {
  const api = useApiClient();
  const { storage } = usePlatform();
  const completeSignIn = useCompleteSignIn();
  const policyQuery = usePasswordPolicy();
  const policy = policyQuery.data ?? DEFAULT_PASSWORD_POLICY;
  const [displayName, setDisplayName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [guardian, setGuardian] = useState<GuardianId>(initialGuardian);
  const { errors, submitting, submit } = useAccountFormSubmit();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void submit(
      async () => {
        // Spec 4: the breadcrumb is stored before sign-up and claimed once the new account is signed in.
        storeSignupBreadcrumb(storage.local, guardian);
        const answer = await register(api, { email, password, ...(displayName.trim() ? { displayName: displayName.trim() } : {}) });
        await completeSignIn(answer, '/profile');
      },
      (error) => {
        storage.local.removeItem(STORAGE_KEYS.signupBreadcrumb.key);
        return accountFormErrors(error, policy, 'Creating your account failed. Please try again.');
      },
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Create account">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Create your account and receive {SIGNUP_REWARD_COINS} welcome coins from your guardian.
        </Text>
        <ErrorAlert error={errors.form} title="Could not create your account" />
        <TextInput
          label="Your name"
          description="Optional: how the guardians greet you."
          autoComplete="name"
          value={displayName}
          onChange={(event) => setDisplayName(event.currentTarget.value)}
        />
        <EmailPasswordFields
          purpose="new-account"
          policy={policy}
          checklistId="password-requirements"
          email={email}
          onEmailChange={setEmail}
          password={password}
          onPasswordChange={setPassword}
          errors={errors}
        />
        {policyQuery.isError && (
          <Text size="xs" c="dimmed">
            The password rules could not be loaded; these are the usual ones, and the server checks yours when you create the account.
          </Text>
        )}
        <Select
          label="Your welcoming guardian"
          data={GUARDIAN_OPTIONS}
          value={guardian}
          onChange={(value) => {
            if (isGuardianId(value)) setGuardian(value);
          }}
          allowDeselect={false}
        />
        <Button type="submit" loading={submitting} fullWidth>
          Create account
        </Button>
      </Stack>
    </form>
  );
}
