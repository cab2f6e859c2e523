import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

/**
 * The `?token=…` of a page a mailed link opens (a password reset, an unsubscribe), read once and kept in memory; the
 * address bar drops it at once, so it stays out of the history, bookmarks and shared screens.
 */
export function useLinkToken(): string {
  const [params] = useSearchParams();
  const [token] = useState(() => params.get('token')?.trim() ?? '');
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (search !== '') void navigate({ pathname }, { replace: true });
  }, [navigate, pathname, search]);
  return token;
}
