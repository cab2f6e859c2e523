// The address book: GET/POST/PUT/DELETE /api/addresses, used by checkout and by /profile.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { ADDRESS_COUNTRIES } from '@common/checkout';
import { checkoutEndpoints } from '@common/contracts/checkout';
import type { AddressInput, AddressResponse } from '@common/contracts/checkout';
import type { ApiClient } from '../../api/api-request';
import { endpointKey } from '../../api/endpoint';
import { endpointQueryFn } from '../../api/query-client';

const ADDRESS_COUNTRY_NAMES = new Map<string, string>(ADDRESS_COUNTRIES.map((country) => [country.code, country.name]));

export const ADDRESSES_QUERY_KEY = endpointKey(checkoutEndpoints.getAddresses);

export const addressesQueryOptions = queryOptions({ queryKey: ADDRESSES_QUERY_KEY, queryFn: endpointQueryFn(checkoutEndpoints.getAddresses) });

/** The account's address book; `enabled` false (a signed-out shopper) asks nothing. */
export function useAddresses(enabled = true) {
  return useQuery({ ...addressesQueryOptions, enabled });
}

/** The form's values as the API takes them (AddressInput before the server's defaults and postcode formatting). */
export type AddressFields = z.input<typeof AddressInput>;

export function saveAddress(api: ApiClient, fields: AddressFields, id?: string): Promise<AddressResponse> {
  return id === undefined
    ? api.call(checkoutEndpoints.postAddresses, { body: fields })
    : api.call(checkoutEndpoints.putAddressesById, { params: { id }, body: fields });
}

export async function removeAddress(api: ApiClient, id: string): Promise<void> {
  await api.call(checkoutEndpoints.deleteAddressesById, { params: { id } });
}

/** "Asha Rao, 12 MG Road, Flat 4B, Bengaluru, Karnataka 560001, India" */
export function addressLine(address: {
  name: string;
  line1: string;
  line2: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
}): string {
  const place = [address.region, address.postalCode].filter(Boolean).join(' ');
  const countryName = ADDRESS_COUNTRY_NAMES.get(address.country) ?? address.country;
  return [address.name, address.line1, address.line2, address.city, place, countryName].filter(Boolean).join(', ');
}
