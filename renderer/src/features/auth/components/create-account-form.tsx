import { Alert, Button, Select, Stack, Text, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { useState } from 'react';
import type { GuardianId } from '@common/guardians';
import { GUARDIANS, isGuardianId } from '@common/guardians';
import { DEFAULT_PASSWORD_POLICY } from '@common/password-policy';
import { useApiClient } from '../../../api/use-api';
import type { AccountFormErrors } from '../../../identity/account-form-errors';
import { accountFormErrors } from '../../../identity/account-form-errors';
import { SIGNUP_REWARD_COINS, storeSignupBreadcrumb } from '../../../identity/signup-breadcrumb';
import { useCompleteSignIn } from '../../../identity/use-complete-sign-in';
import { usePasswordPolicy } from '../../../identity/api/get-password-policy';
import { register } from '../api/register';
import { EmailPasswordFields } from '../../../identity/components/email-password-fields';
import { STORAGE_KEYS } from '../../../platform/storage-keys';

const GUARDIAN_OPTIONS = GUARDIANS.map((guardian) => ({ value: guardian.id, label: `${guardian.personaName} · ${guardian.title}` }));

/** The invitation to join the Guardian Council: a new simple account, with the welcome reward waiting. */
export function CreateAccountForm({ initialGuardian }: { initialGuardian: GuardianId }) {
  const api = useApiClient();
  const completeSignIn = useCompleteSignIn();
  const policyQuery = usePasswordPolicy();
  const policy = policyQuery.data ?? DEFAULT_PASSWORD_POLICY;
  const [displayName, setDisplayName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [guardian, setGuardian] = useState<GuardianId>(initialGuardian);
  const [errors, setErrors] = useState<AccountFormErrors>({});
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    setSubmitting(true);
    // Spec 4: the breadcrumb is stored before sign-up and claimed once the new account is signed in.
    storeSignupBreadcrumb(window.localStorage, guardian);
    try {
      const answer = await register(api, { email, password, ...(displayName.trim() ? { displayName: displayName.trim() } : {}) });
      await completeSignIn(answer, '/profile');
    } catch (error) {
      window.localStorage.removeItem(STORAGE_KEYS.signupBreadcrumb.key);
      setErrors(accountFormErrors(error, policy, 'Creating your account failed. Please try again.'));
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Create account">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Create your account and receive {SIGNUP_REWARD_COINS} welcome coins from your guardian.
        </Text>
        {errors.form && (
          <Alert color="red" role="alert" title="Could not create your account">
            {errors.form}
          </Alert>
        )}
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
