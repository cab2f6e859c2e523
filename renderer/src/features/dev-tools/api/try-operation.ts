// "Try it": one real request with the visitor's own session; the server decides what it may do.
import { useMutation } from '@tanstack/react-query';
import { sendApiExchange } from '../../../api/api-exchange';
import type { ApiExchangeRequest } from '../../../api/api-exchange';

export function useTryOperation() {
  return useMutation({ mutationFn: (request: ApiExchangeRequest) => sendApiExchange(request) });
}
