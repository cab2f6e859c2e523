import { List, Text, VisuallyHidden } from '@mantine/core';
import type { PasswordPolicy } from '@common/password-policy';
import { checkPassword } from '@common/password-policy';

const MARKS = { met: '✓', unmet: '○', unknown: '·' } as const;
const STATES = { met: '(met)', unmet: '(not met yet)', unknown: '(checked when you continue)' } as const;

/**
 * Live feedback on the password policy of spec 5, the same rules the server enforces. How hard the password is to
 * guess only the server can tell (its dictionaries stay out of the bundle): that rule says so until it answers.
 */
export function PasswordChecklist({ password, policy, id }: { password: string; policy: PasswordPolicy; id: string }) {
  const results = checkPassword(password, policy);
  return (
    <List id={id} size="sm" spacing={2} listStyleType="none" aria-label="Password requirements" aria-live="polite">
      {results.map((result) => {
        const state = result.passed === null ? 'unknown' : result.passed ? 'met' : 'unmet';
        return (
          <List.Item key={result.rule}>
            <Text component="span" size="sm" c={state === 'met' ? 'teal' : 'dimmed'}>
              <span aria-hidden>{MARKS[state]} </span>
              {result.label}
              <VisuallyHidden> {STATES[state]}</VisuallyHidden>
            </Text>
          </List.Item>
        );
      })}
    </List>
  );
}
