// GET /api/openapi.json: this server's endpoints as OpenAPI 3.1, read into the API reference's catalog.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { systemEndpoints } from '@common/contracts/system';
import { endpointUrl } from '../../../api/endpoint';
import { endpointQuery } from '../../../api/query-client';
import { readApiCatalog } from '../lib/openapi-catalog';

/** Where the document is served, for the page's link to it. */
export const OPENAPI_PATH = endpointUrl(systemEndpoints.getOpenapiJson);

export const openApiDocumentQueryOptions = queryOptions({
  ...endpointQuery(systemEndpoints.getOpenapiJson),
  // The document changes only with a new server version.
  staleTime: Infinity,
  select: readApiCatalog,
});

export function useApiCatalog() {
  return useQuery(openApiDocumentQueryOptions);
}
