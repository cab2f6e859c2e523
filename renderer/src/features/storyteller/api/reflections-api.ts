// Wellness reflections of spec 7: the user's list and the save, which pays 200 coins the first time per story.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReflectionRequest } from '@common/contracts/reflections';
import { reflectionEndpoints } from '@common/contracts/reflections';
import { endpointKey } from '../../../api/endpoint';
import { apiOf, endpointQueryFn } from '../../../api/query-client';
import { WALLET_QUERY_KEY } from '../../../identity/api/get-wallet';

export function reflectionsKey(userId: string) {
  return endpointKey(reflectionEndpoints.getWellnessReflectionsUserByUserId, { params: { userId } });
}

export function useReflections(userId: string | undefined) {
  return useQuery({
    queryKey: reflectionsKey(userId ?? ''),
    queryFn: endpointQueryFn(reflectionEndpoints.getWellnessReflectionsUserByUserId, { on401: 'returnNull' }),
    enabled: userId !== undefined,
  });
}

export function useSaveReflection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ReflectionRequest, { client }) => apiOf(client).call(reflectionEndpoints.postWellnessReflections, { body: request }),
    // Spec 7: success invalidates the user's reflections; the wallet balance moved too.
    onSuccess: (_saved, request) => {
      void queryClient.invalidateQueries({ queryKey: reflectionsKey(request.user_id) });
      void queryClient.invalidateQueries({ queryKey: WALLET_QUERY_KEY });
    },
  });
}
