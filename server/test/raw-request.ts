// A request exactly as written: any method may carry a body (fetch refuses one on GET) and the path is not re-encoded,
// as a hostile client sends it.
import http from 'node:http';

export interface RawResponse {
  status: number;
  contentType: string;
  body: string;
}

export function rawRequest(base: string, method: string, path: string, headers: Record<string, string>, body: string | undefined): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const withLength = body === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) };
    // The path goes out as written: a URL string would be parsed first, and parsing folds `..` and `%2e%2e` segments.
    // Only what HTTP cannot carry (spaces, controls, non-ASCII) is percent-encoded, byte by byte, as a browser does.
    const { hostname, port } = new URL(base);
    const sendable = path.replace(/[^\x21-\x7e]/gu, (character) =>
      [...Buffer.from(character)].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join(''),
    );
    const request = http.request({ hostname, port, path: sendable, method, headers: withLength }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, contentType: String(response.headers['content-type'] ?? ''), body: text }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

export interface RawBytesResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as sent, never decompressed. */
  bytes: Buffer;
}

/** A GET whose answer is kept byte for byte (fetch would undo any Content-Encoding). */
export function rawGet(base: string, path: string, headers: Record<string, string>): Promise<RawBytesResponse> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${path}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}
