import { Badge } from '@mantine/core';
import type { HttpMethod } from '../lib/openapi-catalog';

// The colours API references usually give the methods, so a reader used to them finds their way at once.
const METHOD_COLORS: Readonly<Record<HttpMethod, string>> = { get: 'blue', post: 'teal', put: 'orange', patch: 'grape', delete: 'red' };

export function MethodBadge({ method }: { method: HttpMethod }) {
  return (
    <Badge color={METHOD_COLORS[method]} variant="filled" radius="sm" w={64} style={{ flexShrink: 0 }}>
      {method.toUpperCase()}
    </Badge>
  );
}
