// Publishes the endpoint contracts of common/contracts as an OpenAPI 3.1 document.
import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import type { ResponseConfig, RouteConfig } from '@asteasolutions/zod-to-openapi';
import type { ApiEndpoint } from '@common/contracts/api-endpoint';

type OpenApiDocument = ReturnType<OpenApiGeneratorV31['generateDocument']>;

function responseConfig(response: ApiEndpoint['responses'][number]): ResponseConfig {
  if (!response.body) return { description: response.description };
  return { description: response.description, content: { [response.contentType ?? 'application/json']: { schema: response.body } } };
}

export function buildOpenApiDocument(endpoints: readonly ApiEndpoint[], version: string): OpenApiDocument {
  const registry = new OpenAPIRegistry();
  for (const endpoint of endpoints) {
    const route: RouteConfig = {
      method: endpoint.method,
      path: endpoint.path,
      summary: endpoint.summary,
      tags: [endpoint.tag],
      request: {
        params: endpoint.request?.params,
        query: endpoint.request?.query,
        body: endpoint.request?.body ? { required: true, content: { 'application/json': { schema: endpoint.request.body } } } : undefined,
      },
      responses: Object.fromEntries(Object.entries(endpoint.responses).map(([status, response]) => [status, responseConfig(response)])),
    };
    registry.registerPath(route);
  }
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Guardians API',
      version,
      description: 'Wellness storefront with five AI guardians. Every failure answers {error, code, details?}.',
    },
  });
}
