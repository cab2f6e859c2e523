// GET /api/community/topics/{id}?page=: a topic with one page of its posts (opening it marks it read).
import type { QueryClient } from '@tanstack/react-query';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CommunityPost, TopicResponse } from '@common/contracts/community';
import { communityEndpoints } from '@common/contracts/community';
import { endpointKey } from '../../../api/endpoint';
import { endpointQuery } from '../../../api/query-client';

/** The key every page of the topic starts with. */
export function topicKey(topicId: string) {
  return endpointKey(communityEndpoints.getCommunityTopicsById, { params: { id: topicId } });
}

/** The start of every topic's key, whatever its id and page (endpointKey puts the path up to its first parameter first). */
export const ALL_TOPICS_KEY = topicKey('any').slice(0, 1);

export function topicQueryOptions(topicId: string, page: number) {
  return queryOptions({
    ...endpointQuery(communityEndpoints.getCommunityTopicsById, { params: { id: topicId }, query: { page } }),
    placeholderData: keepPreviousData,
  });
}

export function useTopic(topicId: string, page: number) {
  return useQuery(topicQueryOptions(topicId, page));
}

/** Changes one post wherever a page of its topic is kept: a "helpful" shows at once, then as the server counted it. */
export function patchPostInTopic(queryClient: QueryClient, topicId: string, postId: string, patch: Partial<CommunityPost>): void {
  queryClient.setQueriesData<TopicResponse>({ queryKey: topicKey(topicId) }, (kept) =>
    kept ? { ...kept, posts: kept.posts.map((post) => (post.id === postId ? { ...post, ...patch } : post)) } : kept,
  );
}
