// PUT /api/partner/lab-orders/{id}/report: the PDF itself as the body (Content-Type: application/pdf, at most 5 MB).
import type { LabOrderResponse } from '@common/contracts/labs';
import { labEndpoints } from '@common/contracts/labs';
import type { ApiClient } from '../../../api/api-request';
import { uploadFile } from '../../../api/upload-file';

export function uploadLabReport(api: ApiClient, id: string, file: Blob): Promise<LabOrderResponse> {
  return uploadFile(api, labEndpoints.putPartnerLabOrdersByIdReport, { params: { id } }, file, 'application/pdf');
}
