// GET /api/community/circles/{circleId}/topics?sort=&q=&page=: a circle's topics, pinned ones on every page.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CircleId } from '@common/community';
import type { TopicSort } from '@common/contracts/community';
import { communityEndpoints } from '@common/contracts/community';
import { endpointQuery } from '../../../api/query-client';

export interface TopicListView {
  sort: TopicSort;
  /** Words to search for, at least two characters; undefined lists every topic. */
  q: string | undefined;
  page: number;
}

export function circleTopicsQueryOptions(circleId: CircleId, view: TopicListView) {
  return queryOptions({
    ...endpointQuery(communityEndpoints.getCommunityCirclesByCircleIdTopics, { params: { circleId }, query: { sort: view.sort, q: view.q, page: view.page } }),
    // Another sort, search or page keeps the list on screen until its answer comes, instead of a spinner in its place.
    placeholderData: keepPreviousData,
  });
}

export function useCircleTopics(circleId: CircleId, view: TopicListView) {
  return useQuery(circleTopicsQueryOptions(circleId, view));
}
