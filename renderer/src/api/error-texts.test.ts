import { describe, expect, it } from 'vitest';
import { HIGH_LOAD_TEXT, READ_ONLY_TEXT } from '@common/system-texts';
import { ApiError } from './api-error';
import { errorSentence, OFFLINE_WRITE_TEXT } from './error-texts';

const screenDefault = 'Failed to save wellness reflection';

describe('errorSentence', () => {
  it("shows the server's sentence for an ordinary refusal", () => {
    const error = new ApiError(400, '400: {...}', { code: 'INVALID_INPUT', serverMessage: 'Content is required' });
    expect(errorSentence(error, screenDefault)).toBe('Content is required');
  });

  it('shows the spec text for high load, even when the server sent its own sentence', () => {
    const error = new ApiError(429, HIGH_LOAD_TEXT, { code: 'RATE_LIMITED', serverMessage: 'Slow down' });
    expect(errorSentence(error, screenDefault)).toBe(HIGH_LOAD_TEXT);
  });

  it("shows the client's own texts such as read-only mode", () => {
    expect(errorSentence(new ApiError(503, READ_ONLY_TEXT, { code: 'READ_ONLY' }), screenDefault)).toBe(READ_ONLY_TEXT);
  });

  it('shows the offline text for a write refused while offline', () => {
    expect(errorSentence(new ApiError(0, OFFLINE_WRITE_TEXT, { code: 'OFFLINE' }), screenDefault)).toBe(OFFLINE_WRITE_TEXT);
  });

  it("falls back to the screen's default for answers without a sentence and for other errors", () => {
    expect(errorSentence(new ApiError(404, '404: <html>'), screenDefault)).toBe(screenDefault);
    expect(errorSentence(new TypeError('x'), screenDefault)).toBe(screenDefault);
  });
});
