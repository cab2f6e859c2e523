// The protocols module's door: what the rest of the server may use of it. Its repositories stay inside.
export { ProtocolsService } from './protocols.service';
export { itemsOfClientPlan, markPlanOpened, markPlanOrdered, markPlanSubscribed, planItemUnavailable } from './plan-ordering';
export { newestPlansSentBy } from './plans-sent';
export type { PlanSent } from './plans-sent';
export { deletePlansAndMedicinesOf } from './protocols.repository';
