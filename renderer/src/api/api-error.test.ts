import { describe, expect, it } from 'vitest';
import { parseServerErrorBody } from './api-error';

describe("parseServerErrorBody (the contract's ErrorBody, read leniently)", () => {
  it('reads the error, code and details the server sends', () => {
    const body = { error: 'Password too weak', code: 'WEAK_PASSWORD', details: { failed: ['minLength'] } };
    expect(parseServerErrorBody(JSON.stringify(body))).toEqual(body);
  });

  it('keeps the sentence of a body without a usable code', () => {
    expect(parseServerErrorBody('{"error":"Busy"}')).toEqual({ error: 'Busy' });
    expect(parseServerErrorBody('{"error":"Busy","code":503}')).toEqual({ error: 'Busy', code: undefined });
  });

  it('is undefined for anything that is not an error body', () => {
    for (const text of ['', 'Bad Gateway', '[]', '{"message":"x"}', '{"error":42}']) expect(parseServerErrorBody(text)).toBeUndefined();
  });
});
