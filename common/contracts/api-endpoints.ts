// Every endpoint of the API, in the order the OpenAPI document lists them. Each module adds its list here.
import type { ApiEndpoint } from './api-endpoint';
import { guardianEndpoints } from './guardians';
import { systemEndpoints } from './system';

export const API_ENDPOINTS: readonly ApiEndpoint[] = [...systemEndpoints, ...guardianEndpoints];
