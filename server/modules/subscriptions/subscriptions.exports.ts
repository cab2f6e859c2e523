// The subscriptions module's door: what the rest of the server may use of it. Its repository stays inside.
export { SubscriptionsService } from './subscriptions.service';
export type { PlaceSubscriptionOrder } from './subscriptions.service';
export { SubscriptionRenewals, subscriptionSchedule } from './subscription-renewals';
export type { ChargeSavedPayment, RenewalCharge, SubscriptionOrderFailed, SubscriptionOrderPaid } from './subscription-renewals';
export { subscriptionsOfCustomers } from './customer-subscriptions';
export type { CustomerSubscription } from './customer-subscriptions';
export { subscriptionRoutes } from './subscriptions.routes';
export { deleteSubscriptionsOf, paymentCustomersOf } from './subscriptions.repository';
