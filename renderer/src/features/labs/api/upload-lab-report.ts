// PUT /api/partner/lab-orders/{id}/report: the PDF itself as the body (Content-Type: application/pdf, at most 5 MB).
import { LabOrderResponse, labEndpoints } from '@common/contracts/labs';
import type { ApiClient } from '../../../api/api-request';
import { endpointUrl } from '../../../api/endpoint';
import { sessionFetch } from '../../../api/session-fetch';

export async function uploadLabReport(api: ApiClient, id: string, file: Blob): Promise<LabOrderResponse> {
  const endpoint = labEndpoints.putPartnerLabOrdersByIdReport;
  const response = await sessionFetch(endpointUrl(endpoint, { params: { id } }), {
    method: endpoint.method.toUpperCase(),
    headers: { 'Content-Type': 'application/pdf' },
    body: file,
  });
  // The JSON client cannot send a file; its error handling still turns a refusal into the server's sentence.
  await api.throwIfNotOk(response);
  return LabOrderResponse.parse(await response.json());
}
