import { describe, expect, it } from 'vitest';
import { fixtureDocument } from '../testing/openapi-fixture';
import { OpenApiReadError, readApiCatalog, resolveReference, searchOperations } from './openapi-catalog';
import { exampleFor, schemaOutline } from './schema-outline';
import { buildTryRequest } from './try-request';

const catalog = readApiCatalog(fixtureDocument);
const operation = (id: string) => {
  const found = catalog.groups.flatMap((group) => group.operations).find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no ${id}`);
  return found;
};

describe('readApiCatalog', () => {
  it('groups the operations by tag, sorted, and reads the document info', () => {
    expect(catalog.title).toBe('Guardians API');
    expect(catalog.version).toBe('9.9.9');
    expect(catalog.operationCount).toBe(3);
    expect(catalog.groups.map((group) => [group.tag, group.operations.map((op) => op.id)])).toEqual([
      ['guardians', ['GET /api/guardians', 'GET /api/guardians/{id}']],
      ['reflections', ['POST /api/wellness-reflections']],
    ]);
  });

  it('follows $refs of path-level parameters, request bodies and responses', () => {
    const one = operation('GET /api/guardians/{id}');
    expect(one.parameters).toEqual([
      { name: 'id', in: 'path', required: true, description: 'Guardian id, e.g. angio', schema: { type: 'string', minLength: 1 } },
      { name: 'Accept-Language', in: 'header', required: false, description: undefined, schema: { type: 'string' } },
    ]);
    expect(one.responses.map((response) => [response.status, response.description])).toEqual([
      ['200', 'The guardian'],
      ['404', 'Something was wrong'],
    ]);
    expect(one.responses[1]?.schema).toEqual({ $ref: '#/components/schemas/ErrorBody' });
    const write = operation('POST /api/wellness-reflections');
    expect(write.requestBody).toEqual({ required: true, contentType: 'application/json', schema: { $ref: '#/components/schemas/ReflectionRequest' } });
    expect(write.responses[0]).toEqual({ status: '201', description: 'Saved', contentType: undefined, schema: undefined });
  });

  it('refuses a document that is not OpenAPI 3, and a reference to something the document lacks, with a sentence', () => {
    expect(() => readApiCatalog({ swagger: '2.0', info: { title: 'x', version: '1' } })).toThrow(OpenApiReadError);
    expect(() => readApiCatalog({ openapi: '2.0', info: { title: 'x', version: '1' }, paths: {} })).toThrow(/Only OpenAPI 3 documents/);
    const broken = { ...fixtureDocument, paths: { '/api/x': { get: { responses: { '200': { $ref: '#/components/responses/Missing' } } } } } };
    expect(() => readApiCatalog(broken)).toThrow('The document refers to #/components/responses/Missing, which it does not contain.');
    expect(() => resolveReference(fixtureDocument, { $ref: 'https://elsewhere.example/doc.json' })).toThrow(/inside the document/);
  });
});

describe('searchOperations', () => {
  it('keeps operations containing every word in method, path, summary or tag, and drops empty groups', () => {
    expect(searchOperations(catalog.groups, 'post reflection').map((group) => group.operations.map((op) => op.id))).toEqual([
      ['POST /api/wellness-reflections'],
    ]);
    expect(searchOperations(catalog.groups, 'ONE guardian').flatMap((group) => group.operations.map((op) => op.id))).toEqual(['GET /api/guardians/{id}']);
    expect(searchOperations(catalog.groups, 'nothing-like-this')).toEqual([]);
    expect(searchOperations(catalog.groups, '  ')).toHaveLength(2);
  });
});

describe('schemaOutline', () => {
  it('names referenced schemas, lists properties with required flags and constraints, and stops at a schema that contains itself', () => {
    const outline = schemaOutline(catalog.document, { $ref: '#/components/schemas/GuardianListResponse' });
    expect(outline.name).toBe('GuardianListResponse');
    const guardians = outline.properties[0];
    expect(guardians?.node.type).toBe('array of Guardian');
    const guardian = guardians?.node.items;
    expect(guardian?.properties.map((property) => [property.name, property.required, property.node.constraints])).toEqual([
      ['id', true, ['one of: angio, biome']],
      ['personaName', true, ['1–64 characters']],
      ['mentor', false, []],
    ]);
    expect(guardian?.properties[2]?.node).toMatchObject({ name: 'Guardian', circular: true, properties: [] });
  });

  it('reads type lists as alternatives and numeric ranges', () => {
    const request = schemaOutline(catalog.document, { $ref: '#/components/schemas/ReflectionRequest' });
    expect(request.properties.map((property) => [property.name, property.node.type, property.node.constraints])).toEqual([
      ['storyId', 'integer', ['1–6']],
      ['text', 'string', ['at least 3 characters']],
      ['mood', 'string or null', []],
    ]);
  });
});

describe('exampleFor', () => {
  it('starts a request body with the required properties and plain values that fit their constraints', () => {
    expect(exampleFor(catalog.document, { $ref: '#/components/schemas/ReflectionRequest' })).toEqual({ storyId: 1, text: 'xxx' });
    expect(exampleFor(catalog.document, { $ref: '#/components/schemas/Guardian' })).toEqual({ id: 'angio', personaName: 'x' });
  });
});

describe('buildTryRequest', () => {
  it('fills path parameters (encoded) and leaves empty optional query parameters out', () => {
    expect(buildTryRequest(operation('GET /api/guardians/{id}'), { 'path:id': 'an gio/' }, '')).toEqual({
      ok: true,
      url: '/api/guardians/an%20gio%2F',
      body: undefined,
    });
    expect(buildTryRequest(operation('GET /api/guardians'), { 'query:sort': 'colour' }, '')).toEqual({
      ok: true,
      url: '/api/guardians?sort=colour',
      body: undefined,
    });
    expect(buildTryRequest(operation('GET /api/guardians'), {}, '')).toEqual({ ok: true, url: '/api/guardians', body: undefined });
  });

  it('names a missing required parameter and a body that is not JSON', () => {
    expect(buildTryRequest(operation('GET /api/guardians/{id}'), {}, '')).toEqual({ ok: false, problems: ['Fill in id (path).'] });
    const write = operation('POST /api/wellness-reflections');
    expect(buildTryRequest(write, {}, '{"storyId": 1,')).toEqual({ ok: false, problems: ['The request body is not valid JSON.'] });
    expect(buildTryRequest(write, {}, ' ')).toEqual({ ok: false, problems: ['Write the request body (JSON).'] });
    expect(buildTryRequest(write, {}, '{ "storyId": 2, "text": "calm" }')).toEqual({
      ok: true,
      url: '/api/wellness-reflections',
      body: '{"storyId":2,"text":"calm"}',
    });
  });
});
