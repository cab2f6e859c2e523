// What "Try it" sends for an operation: the URL from the filled-in path and query parameters, and a JSON body.
import type { ApiOperation } from './openapi-catalog';

export type TryRequest = { ok: true; url: string; body: string | undefined } | { ok: false; problems: string[] };

/** The operation's URL with its parameters filled in; a missing required parameter or a body that is not JSON is a problem. */
export function buildTryRequest(operation: ApiOperation, values: Readonly<Record<string, string>>, bodyText: string): TryRequest {
  const problems: string[] = [];
  let path = operation.path;
  const query = new URLSearchParams();
  for (const parameter of operation.parameters) {
    const value = (values[`${parameter.in}:${parameter.name}`] ?? '').trim();
    if (value === '') {
      if (parameter.required) problems.push(`Fill in ${parameter.name} (${parameter.in}).`);
      continue;
    }
    if (parameter.in === 'path') path = path.replaceAll(`{${parameter.name}}`, encodeURIComponent(value));
    else if (parameter.in === 'query') query.append(parameter.name, value);
  }
  let body: string | undefined;
  if (operation.requestBody && operation.method !== 'get') {
    const trimmed = bodyText.trim();
    if (trimmed === '') {
      if (operation.requestBody.required) problems.push('Write the request body (JSON).');
    } else {
      try {
        body = JSON.stringify(JSON.parse(trimmed));
      } catch {
        problems.push('The request body is not valid JSON.');
      }
    }
  }
  if (problems.length > 0) return { ok: false, problems };
  const search = query.toString();
  return { ok: true, url: search ? `${path}?${search}` : path, body };
}
