// A small OpenAPI 3.1 document in the shape the server publishes: references to schemas, a shared parameter,
// a path-level parameter, a schema that contains itself, and a write with a body.
export const fixtureDocument = {
  openapi: '3.1.0',
  info: { title: 'Guardians API', version: '9.9.9', description: 'Every failure answers {error, code, details?}.' },
  components: {
    schemas: {
      Guardian: {
        type: 'object',
        properties: {
          id: { type: 'string', enum: ['angio', 'biome'], description: 'Guardian id' },
          personaName: { type: 'string', minLength: 1, maxLength: 64 },
          mentor: { $ref: '#/components/schemas/Guardian' },
        },
        required: ['id', 'personaName'],
      },
      GuardianListResponse: {
        type: 'object',
        properties: { guardians: { type: 'array', items: { $ref: '#/components/schemas/Guardian' } } },
        required: ['guardians'],
      },
      ReflectionRequest: {
        type: 'object',
        properties: {
          storyId: { type: 'integer', minimum: 1, maximum: 6 },
          text: { type: 'string', minLength: 3 },
          mood: { type: ['string', 'null'] },
        },
        required: ['storyId', 'text'],
      },
      ErrorBody: { type: 'object', properties: { error: { type: 'string' }, code: { type: 'string' } }, required: ['error', 'code'] },
    },
    parameters: {
      GuardianId: { name: 'id', in: 'path', required: true, description: 'Guardian id, e.g. angio', schema: { type: 'string', minLength: 1 } },
    },
    responses: {
      Failure: { description: 'Something was wrong', content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } } },
    },
  },
  paths: {
    '/api/guardians': {
      get: {
        summary: 'The five guardians',
        tags: ['guardians'],
        parameters: [{ name: 'sort', in: 'query', required: false, schema: { type: 'string', enum: ['name', 'colour'], default: 'name' } }],
        responses: {
          '200': { description: 'Every guardian', content: { 'application/json': { schema: { $ref: '#/components/schemas/GuardianListResponse' } } } },
        },
      },
    },
    '/api/guardians/{id}': {
      parameters: [{ $ref: '#/components/parameters/GuardianId' }],
      get: {
        summary: 'One guardian',
        tags: ['guardians'],
        parameters: [{ name: 'Accept-Language', in: 'header', required: false, schema: { type: 'string' } }],
        responses: {
          '200': { description: 'The guardian', content: { 'application/json': { schema: { $ref: '#/components/schemas/Guardian' } } } },
          '404': { $ref: '#/components/responses/Failure' },
        },
      },
    },
    '/api/wellness-reflections': {
      post: {
        summary: 'Saves a reflection',
        tags: ['reflections'],
        requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/ReflectionRequest' } } } },
        responses: { '201': { description: 'Saved' }, '401': { $ref: '#/components/responses/Failure' } },
      },
    },
  },
};
