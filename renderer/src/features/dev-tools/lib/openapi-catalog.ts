// Reads the server's OpenAPI 3.1 document (GET /api/openapi.json) into what the API reference shows: operations
// grouped by tag, their parameters, request body and responses, every `$ref` followed. Pure: no React, no fetch.
import { z } from 'zod';

export const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** A JSON Schema (OpenAPI 3.1 uses JSON Schema 2020-12): an object of keywords, or `true`/`false`. */
export type JsonSchema = Readonly<Record<string, unknown>> | boolean;

/** The document is not one this page can read; the sentence says what is wrong. */
export class OpenApiReadError extends Error {
  override name = 'OpenApiReadError';
}

// Only the parts the reference shows are checked; everything else in the document passes through untouched.
const DocumentShape = z.looseObject({
  openapi: z.string().regex(/^3\./, 'Only OpenAPI 3 documents can be shown.'),
  info: z.looseObject({ title: z.string(), version: z.string(), description: z.string().optional() }),
  paths: z.record(z.string(), z.looseObject({})).default({}),
});

const ParameterShape = z.looseObject({
  name: z.string(),
  in: z.enum(['path', 'query', 'header', 'cookie']),
  required: z.boolean().optional(),
  description: z.string().optional(),
  schema: z.unknown().optional(),
});

const ContentShape = z.record(z.string(), z.looseObject({ schema: z.unknown().optional() }));

const OperationShape = z.looseObject({
  summary: z.string().optional(),
  description: z.string().optional(),
  tags: z.array(z.string()).optional(),
  parameters: z.array(z.unknown()).optional(),
  requestBody: z.unknown().optional(),
  responses: z.record(z.string(), z.unknown()).default({}),
});

const RequestBodyShape = z.looseObject({ required: z.boolean().optional(), description: z.string().optional(), content: ContentShape.default({}) });
const ResponseShape = z.looseObject({ description: z.string().default(''), content: ContentShape.optional() });

export interface OperationParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  description: string | undefined;
  schema: JsonSchema;
}

export interface OperationBody {
  required: boolean;
  contentType: string;
  schema: JsonSchema;
}

export interface OperationResponse {
  status: string;
  description: string;
  contentType: string | undefined;
  schema: JsonSchema | undefined;
}

export interface ApiOperation {
  /** `GET /api/guardians/{id}`: unique in a document, used as the key on screen. */
  id: string;
  method: HttpMethod;
  path: string;
  summary: string;
  description: string | undefined;
  tag: string;
  parameters: OperationParameter[];
  requestBody: OperationBody | undefined;
  responses: OperationResponse[];
}

export interface OperationGroup {
  tag: string;
  operations: ApiOperation[];
}

export interface ApiCatalog {
  title: string;
  version: string;
  description: string | undefined;
  openapi: string;
  groups: OperationGroup[];
  operationCount: number;
  /** The document itself, for following `$ref`s inside schemas as they are shown. */
  document: Readonly<Record<string, unknown>>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Follows one local JSON pointer (`#/components/schemas/Product`); `~1` is `/` and `~0` is `~` (RFC 6901). */
function followPointer(document: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) throw new OpenApiReadError(`Only references inside the document can be followed, not ${ref}.`);
  let target: unknown = document;
  for (const part of ref.slice(2).split('/')) {
    const key = decodeURIComponent(part).replaceAll('~1', '/').replaceAll('~0', '~');
    if (!isRecord(target) || !Object.hasOwn(target, key)) throw new OpenApiReadError(`The document refers to ${ref}, which it does not contain.`);
    target = target[key];
  }
  return target;
}

const MAX_REFERENCE_CHAIN = 32;

/** The object a `{$ref}` points at (through chains of references), or the value itself when it is not a reference. */
export function resolveReference(document: unknown, value: unknown): unknown {
  let current = value;
  for (let step = 0; isRecord(current) && typeof current.$ref === 'string'; step++) {
    if (step === MAX_REFERENCE_CHAIN) throw new OpenApiReadError(`The reference ${current.$ref} never ends in a value.`);
    current = followPointer(document, current.$ref);
  }
  return current;
}

/** `Product` for `#/components/schemas/Product`: the name a referenced schema is shown by. */
export function referenceName(value: unknown): string | undefined {
  if (!isRecord(value) || typeof value.$ref !== 'string') return undefined;
  return value.$ref.split('/').at(-1);
}

function asSchema(value: unknown): JsonSchema {
  return typeof value === 'boolean' || isRecord(value) ? value : true;
}

function parse<S extends z.ZodType>(shape: S, value: unknown, where: string): z.output<S> {
  const result = shape.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    const at = issue && issue.path.length > 0 ? ` (at ${issue.path.join('.')})` : '';
    throw new OpenApiReadError(`${where} is not valid OpenAPI: ${issue?.message ?? 'unexpected shape'}${at}.`);
  }
  return result.data;
}

/** The first JSON content of a content map (the reference shows JSON; other types are named only). */
function firstContent(content: z.output<typeof ContentShape> | undefined): { contentType: string; schema: unknown } | undefined {
  if (!content) return undefined;
  const entries = Object.entries(content);
  const chosen = entries.find(([type]) => type.includes('json')) ?? entries[0];
  return chosen ? { contentType: chosen[0], schema: chosen[1].schema } : undefined;
}

function readParameters(document: unknown, pathLevel: unknown[] | undefined, operationLevel: unknown[] | undefined, where: string): OperationParameter[] {
  const byKey = new Map<string, OperationParameter>();
  // Operation parameters override path-level ones of the same name and location (OpenAPI 3.1, 4.8.9).
  for (const raw of [...(pathLevel ?? []), ...(operationLevel ?? [])]) {
    const parameter = parse(ParameterShape, resolveReference(document, raw), `A parameter of ${where}`);
    byKey.set(`${parameter.in}:${parameter.name}`, {
      name: parameter.name,
      in: parameter.in,
      required: parameter.in === 'path' ? true : (parameter.required ?? false),
      description: parameter.description,
      schema: asSchema(parameter.schema),
    });
  }
  return [...byKey.values()];
}

function readOperation(document: unknown, method: HttpMethod, path: string, rawOperation: unknown, pathLevelParameters: unknown[] | undefined): ApiOperation {
  const id = `${method.toUpperCase()} ${path}`;
  const operation = parse(OperationShape, rawOperation, id);
  let requestBody: OperationBody | undefined;
  if (operation.requestBody !== undefined) {
    const body = parse(RequestBodyShape, resolveReference(document, operation.requestBody), `The request body of ${id}`);
    const content = firstContent(body.content);
    if (content) requestBody = { required: body.required ?? false, contentType: content.contentType, schema: asSchema(content.schema) };
  }
  const responses = Object.entries(operation.responses)
    .map(([status, raw]): OperationResponse => {
      const response = parse(ResponseShape, resolveReference(document, raw), `The ${status} response of ${id}`);
      const content = firstContent(response.content);
      return { status, description: response.description, contentType: content?.contentType, schema: content ? asSchema(content.schema) : undefined };
    })
    .sort((a, b) => a.status.localeCompare(b.status));
  return {
    id,
    method,
    path,
    summary: operation.summary ?? id,
    description: operation.description,
    tag: operation.tags?.[0] ?? 'other',
    parameters: readParameters(document, pathLevelParameters, operation.parameters, id),
    requestBody,
    responses,
  };
}

/** Reads an OpenAPI 3 document into the reference's catalog; throws OpenApiReadError with a sentence when it cannot. */
export function readApiCatalog(raw: unknown): ApiCatalog {
  const document = parse(DocumentShape, raw, 'The document');
  const byTag = new Map<string, ApiOperation[]>();
  let operationCount = 0;
  for (const [path, rawItem] of Object.entries(document.paths)) {
    const item = resolveReference(raw, rawItem);
    if (!isRecord(item)) continue;
    const pathLevelParameters = Array.isArray(item.parameters) ? (item.parameters as unknown[]) : undefined;
    for (const method of HTTP_METHODS) {
      if (item[method] === undefined) continue;
      const operation = readOperation(raw, method, path, item[method], pathLevelParameters);
      byTag.set(operation.tag, [...(byTag.get(operation.tag) ?? []), operation]);
      operationCount++;
    }
  }
  const groups = [...byTag.entries()].map(([tag, operations]) => ({ tag, operations })).sort((a, b) => a.tag.localeCompare(b.tag));
  return {
    title: document.info.title,
    version: document.info.version,
    description: document.info.description,
    openapi: document.openapi,
    groups,
    operationCount,
    document: document as Record<string, unknown>,
  };
}

/** The groups with only the operations whose method, path, summary or tag contain every word of the search. */
export function searchOperations(groups: readonly OperationGroup[], search: string): OperationGroup[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...groups];
  return groups
    .map((group) => ({
      tag: group.tag,
      operations: group.operations.filter((operation) => {
        const haystack = `${operation.method} ${operation.path} ${operation.summary} ${operation.tag}`.toLowerCase();
        return words.every((word) => haystack.includes(word));
      }),
    }))
    .filter((group) => group.operations.length > 0);
}
