// A file sent as the request body itself (a lab report PDF, a product photo): the JSON client cannot send one, so it
// goes through the session's fetch; the client's error handling still turns a refusal into the server's sentence,
// and the answer is read with the contract's success schema.
import type { ApiEndpoint } from '@common/contracts/api-endpoint';
import type { ApiClient } from './api-request';
import type { EndpointAddress, EndpointAnswer } from './endpoint';
import { successSchema, urlOfAddress } from './endpoint';
import { sessionFetch } from './session-fetch';

export async function uploadFile<E extends ApiEndpoint>(
  api: ApiClient,
  endpoint: E,
  address: EndpointAddress<E>,
  file: Blob,
  contentType: string,
): Promise<EndpointAnswer<E>> {
  const response = await sessionFetch(urlOfAddress(endpoint, address), {
    method: endpoint.method.toUpperCase(),
    headers: { 'Content-Type': contentType },
    body: file,
  });
  await api.throwIfNotOk(response);
  const schema = successSchema(endpoint);
  return (schema === undefined ? undefined : schema.parse(await response.json())) as EndpointAnswer<E>;
}
