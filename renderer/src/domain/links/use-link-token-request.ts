// The one request a mailed link's page makes with its token (an unsubscribe, a subscription's skip): sent once when
// the page opens, however often React runs the effect, and again only when the person presses "Try again". A 400 means
// the link itself no longer works; anything else is a failure worth retrying.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLinkToken } from '../../ui/use-link-token';
import { ApiError } from '../../api/api-error';
import type { ApiClient } from '../../api/api-request';
import { errorSentence } from '../../api/error-texts';
import { useApiClient } from '../../api/use-api';

export type LinkRequestView<T> = { kind: 'sending' } | { kind: 'done'; answer: T } | { kind: 'link-invalid' } | { kind: 'failed'; error: string };

export function useLinkTokenRequest<T>(
  /** Whether the token could be one the store sent (the contract's shape): no need to ask otherwise. */
  isPossible: (token: string) => boolean,
  request: (api: ApiClient, token: string) => Promise<T>,
): { view: LinkRequestView<T>; retry: () => void } {
  const token = useLinkToken();
  const api = useApiClient();
  const [view, setView] = useState<LinkRequestView<T>>(() => (isPossible(token) ? { kind: 'sending' } : { kind: 'link-invalid' }));

  const send = useCallback(async () => {
    setView({ kind: 'sending' });
    try {
      setView({ kind: 'done', answer: await request(api, token) });
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 400) setView({ kind: 'link-invalid' });
      else setView({ kind: 'failed', error: errorSentence(caught, 'Check your connection, then try again.') });
    }
  }, [api, request, token]);

  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !isPossible(token)) return;
    sent.current = true;
    void send();
  }, [isPossible, send, token]);

  return { view, retry: () => void send() };
}
