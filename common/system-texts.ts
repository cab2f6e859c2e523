// User-facing texts of spec section 8 that both the server and the renderer produce.

export const HIGH_LOAD_TEXT = 'The system is experiencing high load. Please try again in a few minutes.';
export const READ_ONLY_TEXT = 'The system is temporarily in read-only mode. Please try again later.';
export const RETRY_EXHAUSTED_TEXT = 'Request failed after multiple attempts';
export const DATA_UNAVAILABLE_TEXT = 'Data temporarily unavailable';

/** Writes still accepted while the database is unavailable (spec 7 and 8). */
export const READ_ONLY_ALLOWED_WRITES: readonly string[] = ['/api/login', '/api/register', '/api/purchase'];

/** Writes that store nothing, so read-only mode does not stop them (the voice test only speaks; a quote only computes). */
export const WRITES_THAT_STORE_NOTHING: readonly string[] = ['/api/voice/test', '/api/checkout/quote'];

/**
 * Codes of a 429 or 503 about one feature, not the server's load: the client shows the server's sentence and does
 * not put the whole store into degraded mode (the day's voice characters are spent; no voice can speak now).
 */
export const FEATURE_LIMIT_CODES: readonly string[] = ['VOICE_LIMIT_REACHED', 'VOICE_UNAVAILABLE', 'COMMUNITY_RATE_LIMITED'];

/** Signing out is always possible: in read-only mode the cookie goes at once and the session when the database is back. */
export const SIGN_OUT_PATH = '/api/logout';
