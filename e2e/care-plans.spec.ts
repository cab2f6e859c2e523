// Issue 15, plans: a doctor with a consenting client sends a plan from the dashboard; the client orders all of it in
// one click from /profile and reaches checkout with the plan's items at the server's prices. The set-up (invitation,
// a published protocol) goes through the API: the screens that make them are tested on their own.
import { expect, test } from '@playwright/test';
import { registerThroughApi, uniqueEmail } from './demo-visitor';

const DOCTOR = { email: 'doctor@dev.guardians.test', password: 'Guardians-dev-2026!' };

interface ListedProduct {
  id: string;
  name: string;
  price: number;
  stock: number;
}

test('a doctor sends a plan to a consenting client, who orders it in one click and reaches checkout with its items', async ({ page, browser }) => {
  // Two people, several screens: three times the timeout.
  test.slow();
  const doctor = await browser.newContext();
  expect((await doctor.request.post('/api/login', { data: DOCTOR })).status()).toBe(200);

  // The client signs up, is invited by the doctor and shares their orders.
  const clientEmail = uniqueEmail('plan-client');
  await registerThroughApi(page, clientEmail);
  const me = (await (await page.request.get('/api/auth/me')).json()) as { user: { id: string } };
  const invited = await doctor.request.post('/api/partner/invitations', { data: { email: clientEmail, message: 'Shall we plan your next month?' } });
  expect(invited.status()).toBe(201);
  const { invitation } = (await invited.json()) as { invitation: { id: string } };
  expect((await page.request.post(`/api/care/invitations/${invitation.id}/accept`, { data: { scopes: ['orders'] } })).status()).toBe(201);

  // The doctor makes and publishes a protocol of two products in stock, then sends it with a message.
  const catalog = (await (await page.request.get('/api/products?pageSize=20')).json()) as { products: ListedProduct[] };
  const chosen = catalog.products.filter((product) => product.stock >= 2).slice(0, 2);
  expect(chosen).toHaveLength(2);
  const title = `Morning circulation ${Date.now().toString(36)}`;
  const created = await doctor.request.post('/api/partner/protocols', {
    data: {
      name: title,
      guardian: 'angio',
      durationDays: 30,
      items: chosen.map((product) => ({ productId: product.id, dose: '1 capsule', frequency: 'once a day', timing: 'with breakfast', durationDays: 30 })),
    },
  });
  expect(created.status()).toBe(201);
  const { protocol } = (await created.json()) as { protocol: { id: string } };
  expect((await doctor.request.post(`/api/partner/protocols/${protocol.id}/publish`)).status()).toBe(200);
  // The doctor opens the client from the dashboard's Clients tab and sends the protocol with a message.
  const desk = await doctor.newPage();
  await desk.goto('/partner/doctor-dashboard?tab=clients');
  await desk
    .getByRole('row', { name: new RegExp(clientEmail) })
    .getByRole('button', { name: /^Open/ })
    .click();
  const form = desk.getByRole('region', { name: 'Send a plan' });
  await form.getByRole('textbox', { name: 'Protocol' }).click();
  await desk.getByRole('option', { name: title }).click();
  await form.getByLabel('Message to your client').fill('Start with one a day.');
  await form.getByRole('button', { name: 'Review plan' }).click();
  await form.getByRole('button', { name: 'Send plan' }).click();
  await expect(form.getByRole('status').filter({ hasText: /sent/i })).toBeVisible();
  const listed = (await (await doctor.request.get(`/api/partner/clients/${me.user.id}/plans`)).json()) as { plans: { id: string; title: string }[] };
  const plan = listed.plans.find((entry) => entry.title === title);
  expect(plan).toBeDefined();

  // The client finds the plan in /profile and orders it in one click.
  // The account area shows no cookie banner.
  await page.goto('/profile');
  const card = page.getByRole('article', { name: `Plan ${title}` });
  await expect(card).toBeVisible();
  await expect(card.getByText('“Start with one a day.”')).toBeVisible();
  for (const product of chosen) await expect(card.getByText(product.name)).toBeVisible();
  await card.getByRole('button', { name: 'Order this plan' }).click();

  await expect(page).toHaveURL('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  for (const product of chosen) await expect(page.getByText(product.name).first()).toBeVisible();
  const cart = (await (await page.request.get('/api/cart')).json()) as { cart: { lines: { productId: string; unitPrice: number }[] } };
  expect(cart.cart.lines.map((line) => [line.productId, line.unitPrice])).toEqual(chosen.map((product) => [product.id, product.price]));

  // The doctor sees that the plan was opened.
  const plans = (await (await doctor.request.get(`/api/partner/clients/${me.user.id}/plans`)).json()) as { plans: { id: string; status: string }[] };
  expect(plans.plans.find((entry) => entry.id === plan?.id)?.status).toBe('viewed');
  await doctor.close();
});
