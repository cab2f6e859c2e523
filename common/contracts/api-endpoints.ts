// Every endpoint of the API, in the order the OpenAPI document lists them. Each module adds its list here.
import { accountEndpoints } from './accounts';
import type { ApiEndpoint } from './api-endpoint';
import { consentEndpoints } from './consent';
import { guardianEndpoints } from './guardians';
import { systemEndpoints } from './system';
import { walletEndpoints } from './wallet';

export const API_ENDPOINTS: readonly ApiEndpoint[] = [
  ...systemEndpoints,
  ...guardianEndpoints,
  ...accountEndpoints,
  ...walletEndpoints,
  ...consentEndpoints,
];
