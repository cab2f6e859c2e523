// GET /api/openapi.json: this server's endpoints as OpenAPI 3.1, read into the API reference's catalog.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { OpenApiDocument } from '@common/contracts/system';
import { jsonQueryFn } from '../../../api/query-client';
import { readApiCatalog } from '../lib/openapi-catalog';

export const openApiDocumentQueryOptions = queryOptions({
  queryKey: ['/api/openapi.json'] as const,
  queryFn: jsonQueryFn(OpenApiDocument),
  // The document changes only with a new server version.
  staleTime: Infinity,
  select: readApiCatalog,
});

export function useApiCatalog() {
  return useQuery(openApiDocumentQueryOptions);
}
