import { describe, expect, it } from 'vitest';
import { walletEndpoints } from '@common/contracts/wallet';
import { endpointKey } from '../../api/endpoint';
import { WALLET_QUERY_KEY } from './get-wallet';

describe('the wallet query key', () => {
  it("is the key of the wallet contract's GET endpoint", () => {
    expect(WALLET_QUERY_KEY).toEqual(endpointKey(walletEndpoints.getWallet));
  });
});
