import { describe, expect, it } from 'vitest';
import { expertEndpoints } from '@common/contracts/experts';
import { endpointKey } from '../../../api/endpoint';
import { topExpertsQueryOptions } from './get-top-experts';

describe('the landing experts query key', () => {
  it("is the key of the experts contract's list endpoint, sorted by rating", () => {
    expect(topExpertsQueryOptions.queryKey).toEqual(endpointKey(expertEndpoints.getExperts, { query: { sort: 'rating' } }));
  });
});
