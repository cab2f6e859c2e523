// Turns a JSON Schema of the OpenAPI document into an outline a person can read (type, constraints, properties),
// and into a starting example for a request body. `$ref`s are followed; a schema that contains itself stops there.
import type { JsonSchema } from './openapi-catalog';
import { referenceName, resolveReference } from './openapi-catalog';

export interface SchemaProperty {
  name: string;
  required: boolean;
  node: SchemaNode;
}

export interface SchemaNode {
  /** `string`, `integer or null`, `array of Product`, `object`, `one of`, `any`. */
  type: string;
  /** The component's name when the schema was a reference (`Product`). */
  name: string | undefined;
  description: string | undefined;
  /** Readable constraints: `one of: a, b`, `format: email`, `1–64 characters`, `default: 1`. */
  constraints: string[];
  properties: SchemaProperty[];
  items: SchemaNode | undefined;
  /** anyOf / oneOf / allOf alternatives. */
  variants: { kind: 'any of' | 'one of' | 'all of'; nodes: SchemaNode[] } | undefined;
  additionalProperties: SchemaNode | undefined;
  /** The schema refers back to one of its own ancestors; its outline is shown higher up. */
  circular: boolean;
}

type SchemaObject = Readonly<Record<string, unknown>>;

const MAX_DEPTH = 12;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function emptyNode(type: string, name: string | undefined): SchemaNode {
  return {
    type,
    name,
    description: undefined,
    constraints: [],
    properties: [],
    items: undefined,
    variants: undefined,
    additionalProperties: undefined,
    circular: false,
  };
}

function typeText(schema: SchemaObject): string {
  const type = schema.type;
  if (Array.isArray(type)) return type.map(String).join(' or ');
  if (typeof type === 'string') return type;
  if (schema.properties !== undefined) return 'object';
  if (schema.enum !== undefined) return 'enum';
  if (schema.const !== undefined) return 'constant';
  return 'any';
}

function show(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** `1–64 characters`, `at least 1`, `at most 100 items`; undefined when neither bound is given. */
function range(min: unknown, max: unknown, unit = ''): string | undefined {
  const suffix = unit ? ` ${unit}` : '';
  if (typeof min === 'number' && typeof max === 'number') return `${min}–${max}${suffix}`;
  if (typeof min === 'number') return `at least ${min}${suffix}`;
  if (typeof max === 'number') return `at most ${max}${suffix}`;
  return undefined;
}

function constraintsOf(schema: SchemaObject): string[] {
  const constraints = [
    Array.isArray(schema.enum) ? `one of: ${schema.enum.map(show).join(', ')}` : undefined,
    schema.const !== undefined ? `always ${show(schema.const)}` : undefined,
    typeof schema.format === 'string' ? `format: ${schema.format}` : undefined,
    typeof schema.pattern === 'string' ? `pattern: ${schema.pattern}` : undefined,
    range(schema.minLength, schema.maxLength, 'characters'),
    range(schema.minItems, schema.maxItems, 'items'),
    range(schema.minimum, schema.maximum),
    typeof schema.exclusiveMinimum === 'number' ? `above ${schema.exclusiveMinimum}` : undefined,
    typeof schema.exclusiveMaximum === 'number' ? `below ${schema.exclusiveMaximum}` : undefined,
    schema.default !== undefined ? `default: ${show(schema.default)}` : undefined,
    schema.readOnly === true ? 'read-only' : undefined,
  ];
  return constraints.filter((constraint): constraint is string => constraint !== undefined);
}

function outline(document: unknown, raw: unknown, ancestors: readonly string[], depth: number): SchemaNode {
  const name = referenceName(raw);
  if (name !== undefined && ancestors.includes(name)) return { ...emptyNode('object', name), circular: true };
  if (depth > MAX_DEPTH) return { ...emptyNode('…', name), description: 'Nested too deeply to show here.' };
  const resolved = resolveReference(document, raw);
  if (resolved === true || resolved === undefined) return emptyNode('any', name);
  if (resolved === false || !isRecord(resolved)) return emptyNode('nothing', name);
  const schema = resolved;
  const path = name === undefined ? ancestors : [...ancestors, name];
  const child = (value: unknown) => outline(document, value, path, depth + 1);

  const node: SchemaNode = { ...emptyNode(typeText(schema), name), description: typeof schema.description === 'string' ? schema.description : undefined };
  node.constraints = constraintsOf(schema);
  if (isRecord(schema.properties)) {
    const required = new Set(Array.isArray(schema.required) ? schema.required.map(String) : []);
    node.properties = Object.entries(schema.properties).map(([property, value]) => ({ name: property, required: required.has(property), node: child(value) }));
  }
  if (schema.items !== undefined) {
    node.items = child(schema.items);
    const itemName = node.items.name ?? node.items.type;
    node.type = node.type.replace('array', `array of ${itemName}`);
  }
  if (isRecord(schema.additionalProperties) && Object.keys(schema.additionalProperties).length > 0)
    node.additionalProperties = child(schema.additionalProperties);
  for (const [keyword, kind] of [
    ['anyOf', 'any of'],
    ['oneOf', 'one of'],
    ['allOf', 'all of'],
  ] as const) {
    const alternatives = schema[keyword];
    if (Array.isArray(alternatives)) {
      node.variants = { kind, nodes: alternatives.map(child) };
      if (node.type === 'any') node.type = kind;
    }
  }
  return node;
}

/** The outline of a schema, following `$ref`s against the document it came from. */
export function schemaOutline(document: unknown, schema: JsonSchema): SchemaNode {
  return outline(document, schema, [], 0);
}

const FORMAT_EXAMPLES: Readonly<Record<string, string>> = {
  email: 'person@example.com',
  'date-time': '2026-01-31T09:00:00.000Z',
  date: '2026-01-31',
  uuid: '00000000-0000-4000-8000-000000000000',
  uri: 'https://example.com',
  url: 'https://example.com',
};

function exampleOf(document: unknown, raw: unknown, ancestors: readonly string[]): unknown {
  const name = referenceName(raw);
  if (name !== undefined && ancestors.includes(name)) return null;
  const schema = resolveReference(document, raw);
  if (!isRecord(schema)) return null;
  const path = name === undefined ? ancestors : [...ancestors, name];
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(alternatives)) {
    const chosen = alternatives.find((alternative) => (resolveReference(document, alternative) as { type?: unknown } | null)?.type !== 'null');
    return exampleOf(document, chosen, path);
  }
  if (Array.isArray(schema.allOf)) return Object.assign({}, ...schema.allOf.map((part) => exampleOf(document, part, path)).filter(isRecord));
  const types = Array.isArray(schema.type) ? schema.type.filter((type) => type !== 'null') : [schema.type ?? (schema.properties ? 'object' : undefined)];
  switch (types[0]) {
    case 'object': {
      if (!isRecord(schema.properties)) return {};
      const required = new Set(Array.isArray(schema.required) ? schema.required.map(String) : []);
      return Object.fromEntries(
        Object.entries(schema.properties)
          .filter(([property]) => required.has(property))
          .map(([property, value]) => [property, exampleOf(document, value, path)]),
      );
    }
    case 'array':
      return typeof schema.minItems === 'number' && schema.minItems > 0 ? [exampleOf(document, schema.items, path)] : [];
    case 'string': {
      const fromFormat = typeof schema.format === 'string' ? FORMAT_EXAMPLES[schema.format] : undefined;
      if (fromFormat) return fromFormat;
      return typeof schema.minLength === 'number' && schema.minLength > 0 ? 'x'.repeat(Math.min(schema.minLength, 8)) : '';
    }
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? schema.minimum : 0;
    case 'boolean':
      return false;
    default:
      return null;
  }
}

/** A starting request body: the required properties with their default, first allowed value or a plain example. */
export function exampleFor(document: unknown, schema: JsonSchema): unknown {
  return exampleOf(document, schema, []);
}
