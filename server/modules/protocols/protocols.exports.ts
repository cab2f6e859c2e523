// The protocols module's door: what the rest of the server may use of it. Its repositories stay inside.
export { ProtocolsService } from './protocols.service';
export { itemsOfClientPlan, markPlanOpened, markPlanOrdered, planItemUnavailable } from './plan-ordering';
export { deletePlansAndMedicinesOf } from './protocols.repository';
