// Purchase is one of the writes read-only mode lets through (spec 7); with the database really gone it must fail
// cleanly with 503, and write nothing.
import { describe, expect, it } from 'vitest';
import { HIGH_LOAD_TEXT } from '@common/system-texts';
import { registerVisitor } from '../../test/accounts-helpers';
import { insertTestProduct, purchase, stockOf, testAddressId } from '../../test/commerce-helpers';
import { useOutageHarness } from '../../test/outage-harness';
import { eventually, startTestApp, TEST_DATABASE_KIND } from '../../test/test-context';
import { TestVisitor } from '../../test/test-visitor';

const outage = useOutageHarness();

describe(`POST /api/purchase while the database is down (${TEST_DATABASE_KIND})`, () => {
  it('answers 503 DATABASE_UNAVAILABLE, writes nothing, and works again once the database is back', async () => {
    const before = await startTestApp({ location: outage.database.location });
    const { visitor, userId } = await registerVisitor(before);
    const product = await insertTestProduct(before, { stock: 3 });
    const addressId = await testAddressId(visitor);
    await before.close();

    const { app, blocked } = await outage.startDuringOutage();
    const sameBrowser = new TestVisitor(app);
    sameBrowser.sessionToken = visitor.sessionToken;

    const response = await purchase(sameBrowser, { items: [{ productId: product.id, quantity: 1 }], addressId }, 'outage-checkout-1');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: HIGH_LOAD_TEXT, code: 'DATABASE_UNAVAILABLE' });

    await blocked.makeReachable();
    await eventually(async () => app.health.available);
    expect(await stockOf(app, product.id)).toBe(3);
    expect(await app.db.selectFrom('orders').select('id').where('user_id', '=', userId).execute()).toEqual([]);

    // The client's retry with the same key now places the order.
    const retry = await purchase(sameBrowser, { items: [{ productId: product.id, quantity: 1 }], addressId }, 'outage-checkout-1');
    expect(retry.status).toBe(201);
    await retry.arrayBuffer();
    expect(await stockOf(app, product.id)).toBe(2);
  });
});
