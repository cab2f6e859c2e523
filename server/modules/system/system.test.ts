import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';

/** The parts of an OpenAPI document these tests read. */
interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, { parameters?: unknown[]; responses: Record<string, { content: Record<string, { schema: unknown }> }> }>>;
  components: { schemas: Record<string, { required?: string[] }> };
}

const app = useTestApp();

describe('GET /api/db-status', () => {
  it('says the database is available when it is reachable', async () => {
    const response = await app.request('/api/db-status');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ available: true });
  });
});

describe('GET /api/ready', () => {
  it('tells a load balancer this instance is ready while its database answers, and is never cached', async () => {
    const response = await app.request('/api/ready');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ ready: true });
  });
});

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3 document listing every endpoint with its schemas', async () => {
    const response = await app.request('/api/openapi.json');
    expect(response.status).toBe(200);
    const document = (await response.json()) as OpenApiDocument;

    expect(document.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(document.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/db-status', '/api/openapi.json', '/api/guardians', '/api/guardians/{id}']));

    const getGuardian = document.paths['/api/guardians/{id}']?.get;
    expect(getGuardian?.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path', required: true })]);
    expect(getGuardian?.responses['404']?.content['application/json']?.schema).toEqual({ $ref: '#/components/schemas/ErrorBody' });
    expect(document.components.schemas.GuardianSummary?.required).toEqual(expect.arrayContaining(['id', 'personaName', 'title', 'area', 'color']));
  });

  it('only references schemas it defines', async () => {
    const text = await (await app.request('/api/openapi.json')).text();
    const document = JSON.parse(text) as OpenApiDocument;
    const references = [...text.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((match) => match[1]);
    expect(references.length).toBeGreaterThan(0);
    for (const name of references) expect(document.components.schemas).toHaveProperty(name as string);
  });
});
