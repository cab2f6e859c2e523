import { Alert, Button, MultiSelect, NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CHAT_GUARDIANS, chatGuardian } from '@common/chat-guardians';
import { SubmitBrandProductRequest } from '@common/contracts/brand-products';
import { MINOR_UNITS_PER_MAJOR } from '@common/commerce';
import { type GuardianId, isGuardianId } from '@common/guardians';
import { useApiClient } from '../../../api/use-api';
import { errorSentence } from '../../../api/error-texts';
import { myBrandProductsQueryOptions } from '../api/get-my-brand-products';
import { submitBrandProduct } from '../api/submit-brand-product';
import { ErrorAlert } from '../../../ui/error-alert';

const EMPTY = {
  name: '',
  brand: '',
  description: '',
  guardian: null as GuardianId | null,
  categories: [] as string[],
  price: '' as number | string,
  originalPrice: '' as number | string,
  stock: '' as number | string,
  affiliateLink: '',
};

function toMinor(value: number | string): number | undefined {
  return typeof value === 'number' ? Math.round(value * MINOR_UNITS_PER_MAJOR) : undefined;
}

/** A product for review: the contract checks it here first, so the partner sees each problem by its field. */
export function BrandProductForm() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const [form, setForm] = useState(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const set = (patch: Partial<typeof EMPTY>) => setForm((current) => ({ ...current, ...patch }));

  async function submit() {
    setError(null);
    setSent(null);
    const candidate = SubmitBrandProductRequest.safeParse({
      name: form.name,
      brand: form.brand,
      description: form.description,
      guardian: form.guardian ?? undefined,
      categories: form.categories,
      price: toMinor(form.price),
      originalPrice: toMinor(form.originalPrice),
      stock: typeof form.stock === 'number' ? form.stock : undefined,
      affiliate_link: form.affiliateLink.trim() || undefined,
    });
    if (!candidate.success) {
      setFieldErrors(Object.fromEntries(candidate.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setFieldErrors({});
    setSending(true);
    try {
      const answer = await submitBrandProduct(api, candidate.data);
      setSent(`${answer.product.name} is submitted and waits for review. Add its photo under Your submissions.`);
      setForm(EMPTY);
      await queryClient.invalidateQueries({ queryKey: myBrandProductsQueryOptions.queryKey });
    } catch (caught) {
      setError(errorSentence(caught, 'The product could not be submitted. Check the fields and try again.'));
    } finally {
      setSending(false);
    }
  }

  const categories = form.guardian ? chatGuardian(form.guardian).productCategories : [];
  return (
    <form
      aria-label="Submit a product"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        <Title order={2} size="h3">
          Submit a product
        </Title>
        <TextInput label="Product name" required value={form.name} onChange={(event) => set({ name: event.currentTarget.value })} error={fieldErrors.name} />
        <TextInput label="Brand" required value={form.brand} onChange={(event) => set({ brand: event.currentTarget.value })} error={fieldErrors.brand} />
        <Textarea
          label="Description"
          description="At least 20 characters."
          required
          autosize
          minRows={3}
          value={form.description}
          onChange={(event) => set({ description: event.currentTarget.value })}
          error={fieldErrors.description}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Guardian"
            required
            data={CHAT_GUARDIANS.map((guardian) => ({ value: guardian.id, label: guardian.name }))}
            value={form.guardian}
            onChange={(value) => set({ guardian: isGuardianId(value) ? value : null, categories: [] })}
            error={fieldErrors.guardian}
          />
          <MultiSelect
            label="Categories"
            required
            maxValues={3}
            data={categories}
            value={form.categories}
            onChange={(value) => set({ categories: value })}
            disabled={!form.guardian}
            placeholder={form.guardian ? 'Choose up to three' : 'Choose a guardian first'}
            error={fieldErrors.categories}
          />
          <NumberInput
            label="Price (₹)"
            required
            min={0.01}
            decimalScale={2}
            value={form.price}
            onChange={(value) => set({ price: value })}
            error={fieldErrors.price}
          />
          <NumberInput
            label="Original price (₹, optional)"
            min={0}
            decimalScale={2}
            value={form.originalPrice}
            onChange={(value) => set({ originalPrice: value })}
            error={fieldErrors.originalPrice}
          />
          <NumberInput
            label="Units in stock"
            required
            min={0}
            allowDecimal={false}
            value={form.stock}
            onChange={(value) => set({ stock: value })}
            error={fieldErrors.stock}
          />
          <TextInput
            label="Your shop page (https, optional)"
            value={form.affiliateLink}
            onChange={(event) => set({ affiliateLink: event.currentTarget.value })}
            error={fieldErrors.affiliate_link}
          />
        </SimpleGrid>
        <ErrorAlert error={error} />
        {sent !== null && (
          <Alert color="teal" aria-live="polite">
            {sent}
          </Alert>
        )}
        <Button type="submit" loading={sending} w="fit-content">
          Submit for review
        </Button>
      </Stack>
    </form>
  );
}
