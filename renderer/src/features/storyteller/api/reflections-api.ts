// Wellness reflections of spec 7: the user's list and the save, which pays 200 coins the first time per story.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReflectionRequest } from '@common/contracts/reflections';
import { ReflectionSavedResponse, ReflectionsResponse } from '@common/contracts/reflections';
import { apiOf, jsonQueryFn } from '../../../api/query-client';
import { WALLET_QUERY_KEY } from '../../../identity/api/get-wallet';

export function reflectionsKey(userId: string) {
  return ['/api/wellness-reflections/user', userId] as const;
}

export function useReflections(userId: string | undefined) {
  return useQuery({
    queryKey: reflectionsKey(userId ?? ''),
    queryFn: jsonQueryFn(ReflectionsResponse, { on401: 'returnNull' }),
    enabled: userId !== undefined,
  });
}

export function useSaveReflection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ReflectionRequest, { client }) => apiOf(client).json(ReflectionSavedResponse, 'POST', '/api/wellness-reflections', request),
    // Spec 7: success invalidates the user's reflections; the wallet balance moved too.
    onSuccess: (_saved, request) => {
      void queryClient.invalidateQueries({ queryKey: reflectionsKey(request.user_id) });
      void queryClient.invalidateQueries({ queryKey: WALLET_QUERY_KEY });
    },
  });
}
