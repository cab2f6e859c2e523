import { List, Stack, Text, Title } from '@mantine/core';

/** The rules every member agrees to, then (in a circle) the circle's own, as the contract orders them. */
export function CommunityRules({ rules, circleRules, circleName }: { rules: readonly string[]; circleRules?: readonly string[]; circleName?: string }) {
  return (
    <Stack gap="xs" component="section" aria-labelledby="rules-title">
      <Title order={2} size="h3" id="rules-title">
        Community rules
      </Title>
      <List size="sm" spacing={4}>
        {rules.map((rule) => (
          <List.Item key={rule}>{rule}</List.Item>
        ))}
      </List>
      {circleRules && circleRules.length > 0 && (
        <>
          <Text size="sm" fw={600}>
            In {circleName ?? 'this circle'}, also:
          </Text>
          <List size="sm" spacing={4}>
            {circleRules.map((rule) => (
              <List.Item key={rule}>{rule}</List.Item>
            ))}
          </List>
        </>
      )}
    </Stack>
  );
}
