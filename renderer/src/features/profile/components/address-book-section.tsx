// The profile's address book: the addresses checkout offers, added, edited, made the default or removed here.
import { Badge, Button, Card, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Address } from '@common/contracts/checkout';
import { errorSentence } from '../../../api/error-texts';
import { useApiClient } from '../../../api/use-api';
import { AddressForm } from '../../../domain/addresses/address-form';
import { ADDRESSES_QUERY_KEY, addressLine, removeAddress, saveAddress, useAddresses } from '../../../domain/addresses/addresses-api';
import { ErrorAlert } from '../../../ui/error-alert';

function AddressCard({ address, onChanged }: { address: Address; onChanged: () => void }) {
  const api = useApiClient();
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function act(action: () => Promise<unknown>, failure: string) {
    setBusy(true);
    setError(null);
    try {
      await action();
      onChanged();
    } catch (caught) {
      setError(errorSentence(caught, failure));
    } finally {
      setBusy(false);
    }
  }

  if (editing) {
    return (
      <Card withBorder radius="md">
        <AddressForm
          address={address}
          onSaved={() => {
            setEditing(false);
            onChanged();
          }}
          onCancel={() => setEditing(false)}
        />
      </Card>
    );
  }
  return (
    <Card withBorder radius="md" component="article" aria-label={`Address: ${address.line1}, ${address.city}`}>
      <Stack gap={6}>
        <Group gap="xs">
          <Text size="sm">{addressLine(address)}</Text>
          {address.isDefault && <Badge variant="light">Default</Badge>}
        </Group>
        <Text size="xs" c="dimmed">
          Phone {address.phone}
        </Text>
        <Group gap="xs">
          <Button size="xs" variant="light" onClick={() => setEditing(true)} disabled={busy}>
            Edit
          </Button>
          {!address.isDefault && (
            <Button
              size="xs"
              variant="subtle"
              loading={busy}
              onClick={() => void act(() => saveAddress(api, { ...address, isDefault: true }, address.id), 'The default could not be changed. Try again.')}
            >
              Make default
            </Button>
          )}
          <Button
            size="xs"
            variant="subtle"
            color="red"
            disabled={busy}
            onClick={() => void act(() => removeAddress(api, address.id), 'The address could not be removed. Try again.')}
          >
            Remove
          </Button>
        </Group>
        <ErrorAlert error={error} />
      </Stack>
    </Card>
  );
}

export function AddressBookSection() {
  const addresses = useAddresses();
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ADDRESSES_QUERY_KEY });

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="addresses-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h3" id="addresses-title">
            Addresses
          </Title>
          {!adding && (
            <Button size="xs" variant="light" onClick={() => setAdding(true)}>
              Add address
            </Button>
          )}
        </Group>
        {addresses.isError && <ErrorAlert error={errorSentence(addresses.error, 'Your addresses could not be loaded. Try again in a moment.')} />}
        {addresses.isPending && <Skeleton height={48} aria-label="Loading your addresses" />}
        {addresses.data?.addresses.length === 0 && !adding && <Text c="dimmed">No saved addresses yet. Add one here or at checkout.</Text>}
        {addresses.data?.addresses.map((address) => (
          <AddressCard key={address.id} address={address} onChanged={refresh} />
        ))}
        {adding && (
          <Card withBorder radius="md">
            <AddressForm
              onSaved={() => {
                setAdding(false);
                refresh();
              }}
              onCancel={() => setAdding(false)}
            />
          </Card>
        )}
      </Stack>
    </Paper>
  );
}
