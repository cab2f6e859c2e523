// The reviews module's door: what the rest of the server may use of it. Its repositories stay inside.
export { ReviewsService } from './reviews.service';
export { deleteReviewsOf } from './reviews.repository';
