import { Anchor, PasswordInput, Text, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import type { PasswordPolicy } from '@common/password-policy';
import type { AccountFormErrors } from '../account-form-errors';
import { PasswordChecklist } from './password-checklist';

interface FieldsBase {
  email: string;
  onEmailChange(email: string): void;
  password: string;
  onPasswordChange(password: string): void;
  errors: Pick<AccountFormErrors, 'email' | 'password'>;
}

/** Signing in to an existing account: the browser may offer the saved password. */
interface SignInFields extends FieldsBase {
  purpose: 'sign-in';
  /** 'username' on the staff and partner sign-in cards, so password managers keep those logins apart. */
  emailAutoComplete?: 'email' | 'username';
  /** Where "Forgot password?" under the password field leads (forgotPasswordPath); no link without it. */
  forgotPasswordTo?: string;
}

/** Choosing a password: the browser may suggest a new one, and the policy's checklist follows what is typed. */
interface NewAccountFields extends FieldsBase {
  purpose: 'new-account';
  policy: PasswordPolicy;
  /** Unique on the page: the password field is described by the checklist with this id. */
  checklistId: string;
}

export type EmailPasswordFieldsProps = SignInFields | NewAccountFields;

/** The email and password fields every account form shares (sign-in, role sign-in, create account, admin setup). */
export function EmailPasswordFields(props: EmailPasswordFieldsProps) {
  const newAccount = props.purpose === 'new-account';
  return (
    <>
      <TextInput
        label="Email"
        type="email"
        autoComplete={props.purpose === 'sign-in' ? (props.emailAutoComplete ?? 'email') : 'email'}
        required
        value={props.email}
        onChange={(event) => props.onEmailChange(event.currentTarget.value)}
        error={props.errors.email}
      />
      <PasswordInput
        label="Password"
        autoComplete={newAccount ? 'new-password' : 'current-password'}
        required
        value={props.password}
        onChange={(event) => props.onPasswordChange(event.currentTarget.value)}
        error={props.errors.password}
        aria-describedby={newAccount ? props.checklistId : undefined}
      />
      {props.purpose === 'sign-in' && props.forgotPasswordTo !== undefined && (
        <Text size="sm" ta="right">
          <Anchor component={Link} to={props.forgotPasswordTo} inherit>
            Forgot password?
          </Anchor>
        </Text>
      )}
      {newAccount && <PasswordChecklist id={props.checklistId} password={props.password} policy={props.policy} />}
    </>
  );
}
