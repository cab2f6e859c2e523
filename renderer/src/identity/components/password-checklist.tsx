import { List, Text, VisuallyHidden } from '@mantine/core';
import type { PasswordPolicy } from '@common/password-policy';
import { checkPassword } from '@common/password-policy';

/** Live feedback on the password policy of spec 5, the same rules the server enforces. */
export function PasswordChecklist({ password, policy, id }: { password: string; policy: PasswordPolicy; id: string }) {
  const results = checkPassword(password, policy);
  return (
    <List id={id} size="sm" spacing={2} listStyleType="none" aria-label="Password requirements" aria-live="polite">
      {results.map((result) => (
        <List.Item key={result.rule}>
          <Text component="span" size="sm" c={result.passed ? 'teal' : 'dimmed'}>
            <span aria-hidden>{result.passed ? '✓' : '○'} </span>
            {result.label}
            <VisuallyHidden> {result.passed ? '(met)' : '(not met yet)'}</VisuallyHidden>
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
