import { ActionIcon, Button, Group, Loader, NumberInput, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { CareItemInput } from '@common/contracts/protocols';
import { DURATION_DAYS_MAX, PROTOCOL_ITEMS_MAX } from '@common/contracts/protocols';
import { useProducts } from '../../../domain/catalog/get-products';
import { formatPrice } from '../../../ui/money';

/** An item being edited, with the product's name and price as the catalog showed them. */
export interface EditedItem extends CareItemInput {
  productName: string;
  unitPrice: number;
  currency: string;
}

export function newItem(product: { id: string; name: string; price: number; currency: string }): EditedItem {
  return {
    productId: product.id,
    productName: product.name,
    unitPrice: product.price,
    currency: product.currency,
    quantity: 1,
    dose: '',
    frequency: '',
    timing: '',
    durationDays: null,
    notes: '',
  };
}

/** The request form of an edited item: the server prices it again, so the shown price is not sent. */
export function itemInput({ productName: _name, unitPrice: _price, currency: _currency, ...input }: EditedItem): CareItemInput {
  return input;
}

/** Search the catalog and add a product; products already in the list are not offered again. */
export function ProductPicker({ onAdd, exclude }: { onAdd: (item: EditedItem) => void; exclude: readonly string[] }) {
  const [search, setSearch] = useState('');
  const query = search.trim();
  const products = useProducts({ q: query === '' ? undefined : query, pageSize: 8 });
  const offered = products.data?.products.filter((product) => !exclude.includes(product.id)) ?? [];
  return (
    <Stack gap={6}>
      <TextInput label="Find a product" placeholder="e.g. omega-3, magnesium" value={search} onChange={(event) => setSearch(event.currentTarget.value)} />
      {products.isPending && <Loader size="xs" role="status" aria-label="Loading products" />}
      {products.isError && (
        <Text size="sm" c="red" role="alert">
          Products could not be loaded. Check your connection, then search again.
        </Text>
      )}
      {products.data && offered.length === 0 && (
        <Text size="sm" c="dimmed">
          No product matches. Try another word.
        </Text>
      )}
      {offered.map((product) => (
        <Group key={product.id} justify="space-between" wrap="nowrap">
          <Text size="sm">
            {product.name} · {formatPrice(product.price, product.currency)}
          </Text>
          <Button size="compact-xs" variant="light" aria-label={`Add ${product.name}`} onClick={() => onAdd(newItem(product))}>
            Add
          </Button>
        </Group>
      ))}
    </Stack>
  );
}

/** The products of a protocol or plan and how to take each, editable. */
export function CareItemsEditor({ items, onChange }: { items: readonly EditedItem[]; onChange: (items: EditedItem[]) => void }) {
  const update = (index: number, fields: Partial<EditedItem>) => onChange(items.map((item, at) => (at === index ? { ...item, ...fields } : item)));
  return (
    <Stack gap="sm">
      {items.length === 0 && (
        <Text size="sm" c="dimmed">
          No products yet. Find one below and add it.
        </Text>
      )}
      {items.map((item, index) => (
        <Paper key={item.productId} withBorder p="sm" radius="sm" component="article" aria-label={item.productName}>
          <Group justify="space-between" mb={6}>
            <Text fw={600} size="sm">
              {item.productName} · {formatPrice(item.unitPrice, item.currency)}
            </Text>
            <ActionIcon variant="subtle" color="red" aria-label={`Remove ${item.productName}`} onClick={() => onChange(items.filter((_, at) => at !== index))}>
              ×
            </ActionIcon>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
            <TextInput
              label="Dose"
              placeholder="1 capsule"
              value={item.dose}
              maxLength={120}
              onChange={(event) => update(index, { dose: event.currentTarget.value })}
            />
            <TextInput
              label="Frequency"
              placeholder="once a day"
              value={item.frequency}
              maxLength={120}
              onChange={(event) => update(index, { frequency: event.currentTarget.value })}
            />
            <TextInput
              label="Timing"
              placeholder="with breakfast"
              value={item.timing}
              maxLength={120}
              onChange={(event) => update(index, { timing: event.currentTarget.value })}
            />
            <NumberInput
              label="Days"
              min={1}
              max={DURATION_DAYS_MAX}
              allowDecimal={false}
              value={item.durationDays ?? ''}
              onChange={(value) => update(index, { durationDays: typeof value === 'number' ? value : null })}
            />
            <NumberInput
              label="Quantity"
              min={1}
              max={20}
              allowDecimal={false}
              value={item.quantity}
              onChange={(value) => update(index, { quantity: typeof value === 'number' && value >= 1 ? value : 1 })}
            />
            <TextInput label="Notes" value={item.notes} maxLength={500} onChange={(event) => update(index, { notes: event.currentTarget.value })} />
          </SimpleGrid>
        </Paper>
      ))}
      {items.length < PROTOCOL_ITEMS_MAX && <ProductPicker exclude={items.map((item) => item.productId)} onAdd={(item) => onChange([...items, item])} />}
    </Stack>
  );
}
