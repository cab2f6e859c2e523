import { afterEach, describe, expect, it } from 'vitest';
import { MAX_QUANTITY_PER_LINE } from '@common/commerce';
import { accountUser } from '../testing/account-user';
import { catalogProduct } from '../testing/catalog-product';
import { checkedPageAnswers, forgetPageAnswersForTests, pageCarries } from './page-answers';

const product = catalogProduct({ slug: 'omega-3', name: 'Omega 3' });
const answer = { product, facts: null, verification: { label: 'Verified by Guardians', detail: 'Label checked.', verifiedAt: null } };

/** The block a product page drawn by the server carries (server/web-render/page-html.ts). */
function carry(text: string, type = 'application/json'): void {
  const block = document.createElement('script');
  block.type = type;
  block.id = 'page-answers';
  block.text = text;
  document.body.append(block);
}

afterEach(() => {
  document.getElementById('page-answers')?.remove();
  forgetPageAnswersForTests();
});

describe('page answers', () => {
  it('gives a product answer the page carries, checked with the product read’s schema, under its query key', async () => {
    carry(JSON.stringify([{ queryKey: ['/api/products', 'omega-3'], answer }]));
    expect(pageCarries('/api/products/omega-3')).toBe(true);
    expect(pageCarries('/api/products/vitamin-d3')).toBe(false);
    expect(await checkedPageAnswers()).toEqual([{ queryKey: ['/api/products', 'omega-3'], data: answer }]);
  });

  it("gives the landing's guardians and the marketplace's first page, each checked with its read's schema", async () => {
    const guardians = { guardians: [] };
    const list = { products: [product], total: 1, page: 1, pageSize: 12 };
    carry(
      JSON.stringify([
        { queryKey: ['/api/guardians'], answer: guardians },
        { queryKey: ['/api/products', { page: 1, pageSize: 12 }], answer: list },
        { queryKey: ['/api/products', { page: 1, nested: { deep: true } }], answer: list },
        { queryKey: ['/api/products', { page: 2 }], answer: { products: 'none' } },
      ]),
    );
    expect(pageCarries('/api/guardians')).toBe(true);
    expect(pageCarries('/api/products?page=1&pageSize=12')).toBe(true);
    expect(await checkedPageAnswers()).toEqual([
      { queryKey: ['/api/guardians'], data: guardians },
      { queryKey: ['/api/products', { page: 1, pageSize: 12 }], data: list },
    ]);
  });

  it('carries nothing without a block, with a block that is not JSON, or one that is not a data block', async () => {
    expect(pageCarries('/api/products/omega-3')).toBe(false);
    expect(await checkedPageAnswers()).toEqual([]);
    carry('[{"queryKey": ["/api/products", "omega-3"], "answer":');
    forgetPageAnswersForTests();
    expect(await checkedPageAnswers()).toEqual([]);
    document.getElementById('page-answers')?.remove();
    carry(JSON.stringify([{ queryKey: ['/api/products', 'omega-3'], answer }]), 'text/javascript');
    forgetPageAnswersForTests();
    expect(pageCarries('/api/products/omega-3')).toBe(false);
  });

  it('leaves out answers of reads it does not know, keys of the wrong shape and answers that fail their schema', async () => {
    carry(
      JSON.stringify([
        { queryKey: ['/api/wallet'], answer: { balance: 10 } },
        { queryKey: ['/api/products'], answer },
        { queryKey: ['/api/products', 'omega-3', 'extra'], answer },
        { queryKey: ['__proto__', 'x'], answer },
        { queryKey: ['/api/products', 7], answer },
        { queryKey: ['/api/products', 'broken'], answer: { product: { ...product, price: 'free' }, facts: null, verification: answer.verification } },
        { queryKey: ['/api/products', 'omega-3'], answer },
      ]),
    );
    expect(await checkedPageAnswers()).toEqual([{ queryKey: ['/api/products', 'omega-3'], data: answer }]);
    expect(pageCarries('/api/products/broken')).toBe(true);
  });

  it("gives the answers a page drawn for its signed-in customer carries, each checked with its read's schema", async () => {
    const user = accountUser();
    const cart = { lines: [], itemCount: 0, subtotal: 0, savings: 0, currency: 'INR', maxQuantityPerLine: MAX_QUANTITY_PER_LINE };
    const customer = [
      { queryKey: ['/api/auth/me'], answer: { user } },
      { queryKey: ['/api/cart'], answer: { cart } },
      { queryKey: ['/api/assessment/mine'], answer: { email: user.email, temporary: false, assessments: [] } },
      { queryKey: ['/api/care/lab-orders'], answer: { orders: [] } },
    ];
    carry(
      JSON.stringify([
        ...customer,
        { queryKey: ['/api/auth/me'], answer: { user: { ...user, roles: 'admin' } } },
        { queryKey: ['/api/cart', 'x'], answer: { cart } },
      ]),
    );
    expect(pageCarries('/api/assessment/mine')).toBe(true);
    expect(await checkedPageAnswers()).toEqual(customer.map(({ queryKey, answer: data }) => ({ queryKey, data })));
  });
});
