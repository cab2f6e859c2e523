// Customer testimonials for /testimonials, one or more per guardian.
import { z } from 'zod';
import { GUARDIAN_IDS } from '../guardians';
import type { ApiEndpoint } from './api-endpoint';
import { errorResponse } from './errors';

export const Testimonial = z
  .object({
    id: z.string(),
    guardian: z.enum(GUARDIAN_IDS),
    customerName: z.string(),
    location: z.string(),
    rating: z.number().int().min(1).max(5),
    quote: z.string(),
    productSlug: z.string().nullable().describe('The product the customer talks about, when there is one.'),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'Testimonial' });
export type Testimonial = z.infer<typeof Testimonial>;

export const TestimonialListQuery = z.object({ guardian: z.enum(GUARDIAN_IDS).optional() }).meta({ id: 'TestimonialListQuery' });
export type TestimonialListQuery = z.infer<typeof TestimonialListQuery>;
export const TestimonialListResponse = z.object({ testimonials: z.array(Testimonial).describe('Newest first.') }).meta({ id: 'TestimonialListResponse' });
export type TestimonialListResponse = z.infer<typeof TestimonialListResponse>;

export const testimonialEndpoints = {
  getTestimonials: {
    method: 'get',
    path: '/api/testimonials',
    summary: 'Customer testimonials, optionally of one guardian',
    tag: 'testimonials',
    request: { query: TestimonialListQuery },
    responses: {
      200: { description: 'The testimonials', body: TestimonialListResponse },
      400: errorResponse('guardian is not a guardian id (VALIDATION_FAILED)'),
    },
  },
} satisfies Record<string, ApiEndpoint>;
