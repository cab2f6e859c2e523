// Adds or edits one delivery address. The fields are checked in the browser with the API's own schema (postcodes per
// country), so a mistake is named beside its field before anything is sent; the server checks again.
import { Button, Checkbox, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ADDRESS_COUNTRIES, countryOf } from '@common/checkout';
import type { AddressCountry } from '@common/checkout';
import { AddressInput } from '@common/contracts/checkout';
import type { Address } from '@common/contracts/checkout';
import { errorSentence } from '../../api/error-texts';
import { useApiClient } from '../../api/use-api';
import { saveAddress } from './addresses-api';
import type { AddressFields } from './addresses-api';
import { ErrorAlert } from '../../ui/error-alert';

export type AddressFieldName = 'name' | 'phone' | 'line1' | 'line2' | 'city' | 'region' | 'postalCode' | 'country';

const COUNTRY_OPTIONS = ADDRESS_COUNTRIES.map((country) => ({ value: country.code, label: country.name }));

export function emptyAddressFields(): AddressFields {
  return { name: '', phone: '', line1: '', line2: '', city: '', region: '', postalCode: '', country: 'IN', isDefault: false };
}

/** Field errors from the contract's checks, one sentence per field. */
export function addressErrors(fields: AddressFields): Partial<Record<AddressFieldName, string>> {
  const parsed = AddressInput.safeParse(fields);
  if (parsed.success) return {};
  const errors: Partial<Record<AddressFieldName, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as AddressFieldName | undefined;
    if (field === undefined || errors[field]) continue;
    if (field === 'postalCode') {
      const country = countryOf(fields.country);
      errors[field] =
        fields.country === 'AE'
          ? 'The UAE has no postcodes: leave this empty.'
          : `Enter a valid ${country?.postcodeLabel ?? 'postcode'}, e.g. ${country?.postcodeExample ?? ''}.`;
    } else if (field === 'phone') {
      errors[field] = 'Enter a phone number the courier can call, e.g. +91 98765 43210.';
    } else {
      errors[field] = 'Fill this in.';
    }
  }
  return errors;
}

/** The address's fields, with their errors beside them: the address book's form, and a guest's checkout. */
export function AddressFieldset({
  fields,
  onChange,
  errors,
}: {
  fields: AddressFields;
  onChange: (update: (current: AddressFields) => AddressFields) => void;
  errors: Partial<Record<AddressFieldName, string>>;
}) {
  const country = countryOf(fields.country);
  const set = (name: Exclude<keyof AddressFields, 'isDefault'>) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    onChange((current) => ({ ...current, [name]: value }));
  };
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label="Full name" required autoComplete="name" value={fields.name} onChange={set('name')} error={errors.name} maxLength={100} />
        <TextInput label="Phone" required type="tel" autoComplete="tel" value={fields.phone} onChange={set('phone')} error={errors.phone} maxLength={20} />
      </SimpleGrid>
      <TextInput
        label="Address line 1"
        required
        autoComplete="address-line1"
        value={fields.line1}
        onChange={set('line1')}
        error={errors.line1}
        maxLength={200}
      />
      <TextInput label="Address line 2" autoComplete="address-line2" value={fields.line2 ?? ''} onChange={set('line2')} maxLength={200} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label="City" required autoComplete="address-level2" value={fields.city} onChange={set('city')} error={errors.city} maxLength={100} />
        <TextInput label="State or region" autoComplete="address-level1" value={fields.region ?? ''} onChange={set('region')} maxLength={100} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label="Country"
          required
          data={COUNTRY_OPTIONS}
          value={fields.country}
          allowDeselect={false}
          onChange={(value) => {
            // The UAE has no postcodes: one typed for another country would only be refused.
            if (value) onChange((current) => ({ ...current, country: value as AddressCountry, postalCode: value === 'AE' ? '' : current.postalCode }));
          }}
          autoComplete="country"
        />
        <TextInput
          label={country?.postcodeLabel ?? 'Postcode'}
          required={fields.country !== 'AE'}
          disabled={fields.country === 'AE'}
          autoComplete="postal-code"
          value={fields.postalCode ?? ''}
          onChange={set('postalCode')}
          error={errors.postalCode}
          placeholder={country?.postcodeExample}
          maxLength={16}
        />
      </SimpleGrid>
    </>
  );
}

export interface AddressFormProps {
  /** The address being edited, or undefined to add one. */
  address?: Address | undefined;
  onSaved: (address: Address) => void;
  onCancel?: (() => void) | undefined;
}

export function AddressForm({ address, onSaved, onCancel }: AddressFormProps) {
  const api = useApiClient();
  const [fields, setFields] = useState<AddressFields>(() => (address ? { ...address } : emptyAddressFields()));
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errors = touched ? addressErrors(fields) : {};

  async function submit() {
    setTouched(true);
    if (Object.keys(addressErrors(fields)).length > 0) return;
    setSaving(true);
    setError(null);
    try {
      onSaved((await saveAddress(api, fields, address?.id)).address);
    } catch (caught) {
      setError(errorSentence(caught, 'The address could not be saved. Check the fields and try again.'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      aria-label={address ? 'Edit address' : 'New address'}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        <AddressFieldset fields={fields} onChange={setFields} errors={errors} />
        <Checkbox
          label="Use as my default address"
          checked={fields.isDefault ?? false}
          onChange={(event) => {
            const checked = event.currentTarget.checked;
            setFields((current) => ({ ...current, isDefault: checked }));
          }}
        />
        <ErrorAlert error={error} title="Address not saved" />
        <Group gap="sm">
          <Button type="submit" loading={saving}>
            Save address
          </Button>
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
