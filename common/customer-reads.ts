// The reads a screen makes for its signed-in customer as it opens, by their paths, which are also their query keys:
// the renderer asks them under these keys, the server draws a customer's page with their answers under the same keys
// (server/customer-page-answers.ts), and the browser checks those answers with the reads' schemas
// (renderer/src/app/ssr/query-state.ts). One place, so the three cannot drift apart.
export const CUSTOMER_READ_PATHS = {
  /** Who is signed in (GET /api/auth/me): the session query. */
  session: '/api/auth/me',
  cart: '/api/cart',
  myAssessments: '/api/assessment/mine',
  myLabOrders: '/api/care/lab-orders',
} as const;
