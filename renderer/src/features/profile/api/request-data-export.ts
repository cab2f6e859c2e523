// POST /api/gdpr/export: ask for an export of all of this account's data (prepared in the background, one a day).
import type { DataExportStatusResponse } from '@common/contracts/gdpr';
import { gdprEndpoints } from '@common/contracts/gdpr';
import type { ApiClient } from '../../../api/api-request';

export function requestDataExport(api: ApiClient): Promise<DataExportStatusResponse> {
  return api.call(gdprEndpoints.postGdprExport);
}
