import { Card, List, Title } from '@mantine/core';

export function LabelledList({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <Card withBorder padding="md">
      <Title order={3} fz="md" mb="xs">
        {title}
      </Title>
      <List size="sm" spacing={4}>
        {items.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List>
    </Card>
  );
}
