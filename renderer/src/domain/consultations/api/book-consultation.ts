// POST /api/consultations: books one free slot of an expert.
import type { z } from 'zod';
import type { BookConsultationRequest, ConsultationResponse } from '@common/contracts/experts';
import { expertEndpoints } from '@common/contracts/experts';
import type { RazorpayCheckoutResponse } from '../../payments/razorpay-payment';
import type { ApiClient } from '../../../api/api-request';

export function bookConsultation(api: ApiClient, request: z.input<typeof BookConsultationRequest>): Promise<ConsultationResponse> {
  return api.call(expertEndpoints.postConsultations, { body: request });
}

/** POST /api/consultations/{id}/razorpay-payment: Razorpay's checkout answer for a booking paid online. */
export function confirmConsultationPayment(api: ApiClient, id: string, answer: RazorpayCheckoutResponse): Promise<ConsultationResponse> {
  return api.call(expertEndpoints.postConsultationsByIdRazorpayPayment, {
    params: { id },
    body: { razorpayOrderId: answer.razorpay_order_id, razorpayPaymentId: answer.razorpay_payment_id, razorpaySignature: answer.razorpay_signature },
  });
}
