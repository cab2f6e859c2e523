import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  NumberInput,
  PasswordInput,
  Radio,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Tabs,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { GUARDIANS } from '@common/guardians';

const BUTTON_VARIANTS = ['filled', 'light', 'outline', 'subtle', 'default'] as const;
const BADGE_VARIANTS = ['filled', 'light', 'outline', 'dot'] as const;

export function ButtonSpecimens() {
  const [presses, setPresses] = useState(0);
  return (
    <Stack gap="sm">
      <Group gap="xs" wrap="wrap">
        {BUTTON_VARIANTS.map((variant) => (
          <Button key={variant} variant={variant} onClick={() => setPresses((count) => count + 1)}>
            {variant[0]?.toUpperCase()}
            {variant.slice(1)}
          </Button>
        ))}
        <Button disabled>Disabled</Button>
        <Button loading loaderProps={{ type: 'dots' }}>
          Loading
        </Button>
        <ActionIcon variant="light" size="lg" aria-label="Count a press" onClick={() => setPresses((count) => count + 1)}>
          +
        </ActionIcon>
      </Group>
      <Text size="sm" c="dimmed" role="status">
        {presses === 0 ? 'Press a button: the count shows they answer.' : `Pressed ${presses} ${presses === 1 ? 'time' : 'times'}.`}
      </Text>
      <Group gap="xs" wrap="wrap">
        {(['xs', 'sm', 'md', 'lg'] as const).map((size) => (
          <Button key={size} size={size} variant="light" onClick={() => setPresses((count) => count + 1)}>
            Size {size}
          </Button>
        ))}
      </Group>
      <Group gap="xs" wrap="wrap">
        {BADGE_VARIANTS.map((variant) => (
          <Badge key={variant} variant={variant}>
            {variant}
          </Badge>
        ))}
        <Badge color="red">Flash sale</Badge>
        <Badge color="yellow">Low stock</Badge>
        <Badge color="gray" variant="light">
          New
        </Badge>
      </Group>
    </Stack>
  );
}

export function InputSpecimens() {
  const [email, setEmail] = useState('');
  const emailError = email !== '' && !email.includes('@') ? 'Enter an email address with an @, e.g. ada@example.com' : undefined;
  return (
    <SimpleGrid type="container" cols={{ base: 1, '600px': 2 }} spacing="md">
      <TextInput
        label="Email"
        description="Where we send your order updates"
        placeholder="ada@example.com"
        value={email}
        onChange={(event) => setEmail(event.currentTarget.value)}
        error={emailError}
      />
      <PasswordInput label="Password" description="At least 8 characters" />
      <Select
        label="Guardian"
        placeholder="Choose a guardian"
        data={GUARDIANS.map((guardian) => ({ value: guardian.id, label: guardian.personaName }))}
        clearable
      />
      <NumberInput label="Quantity" min={1} max={10} defaultValue={1} />
      <Textarea label="Reflection" description="What did this story make you think of?" autosize minRows={2} />
      <Stack gap="sm">
        <Checkbox label="Email me when it is back in stock" defaultChecked />
        <Switch label="Dark reading mode" />
        <Radio.Group label="Delivery" defaultValue="standard">
          <Group gap="md" mt={4}>
            <Radio value="standard" label="Standard" />
            <Radio value="express" label="Express" />
          </Group>
        </Radio.Group>
      </Stack>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="specimen-period-label">
          Period
        </Text>
        <SegmentedControl aria-labelledby="specimen-period-label" data={['7 days', '28 days', '91 days']} defaultValue="28 days" />
      </Stack>
    </SimpleGrid>
  );
}

export function AlertSpecimens() {
  return (
    <SimpleGrid type="container" cols={{ base: 1, '700px': 2 }} spacing="md">
      <Alert color="blue" variant="light" title="Good to know">
        Your assessment is saved; take it again in four weeks to see your progress.
      </Alert>
      <Alert color="teal" variant="light" title="Order placed">
        We will email you when it is on its way.
      </Alert>
      <Alert color="yellow" variant="light" title="Low stock">
        Only 3 left: order soon.
      </Alert>
      <Alert color="red" variant="light" title="Payment failed">
        Your card was declined. Nothing was charged; try another card.
      </Alert>
    </SimpleGrid>
  );
}

export function TabSpecimens() {
  return (
    <Tabs defaultValue="overview">
      <Tabs.List>
        <Tabs.Tab value="overview">Overview</Tabs.Tab>
        <Tabs.Tab value="habits">Habits</Tabs.Tab>
        <Tabs.Tab value="science">Science</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="overview" pt="sm">
        <Text size="sm">Tabs switch between views of one subject; arrow keys move between tabs.</Text>
      </Tabs.Panel>
      <Tabs.Panel value="habits" pt="sm">
        <Text size="sm">A short walk after meals helps circulation.</Text>
      </Tabs.Panel>
      <Tabs.Panel value="science" pt="sm">
        <Text size="sm">Every claim links to its source on the guardian’s science page.</Text>
      </Tabs.Panel>
    </Tabs>
  );
}
