import { describe, expect, it } from 'vitest';
import { readServerErrorBody } from './api-error';

describe("readServerErrorBody (the contract's ErrorBody, read leniently)", () => {
  it('reads the error, code and details the server sends', async () => {
    const body = { error: 'Password too weak', code: 'WEAK_PASSWORD', details: { failed: ['minLength'] } };
    expect(await readServerErrorBody(JSON.stringify(body))).toEqual(body);
  });

  it('keeps the sentence of a body without a usable code', async () => {
    expect(await readServerErrorBody('{"error":"Busy"}')).toEqual({ error: 'Busy' });
    expect(await readServerErrorBody('{"error":"Busy","code":503}')).toEqual({ error: 'Busy', code: undefined });
  });

  it('is undefined for anything that is not an error body', async () => {
    for (const text of ['', 'Bad Gateway', '[]', '{"message":"x"}', '{"error":42}']) expect(await readServerErrorBody(text)).toBeUndefined();
  });
});
