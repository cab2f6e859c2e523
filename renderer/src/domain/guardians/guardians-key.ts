// The guardians' read apart from its schema: the landing's route starts it beside the screen's code (app/routes.tsx,
// api/early-reads.ts) without loading the guardians contract into the first visit's code.
export const GUARDIANS_QUERY_KEY = ['/api/guardians'] as const;
