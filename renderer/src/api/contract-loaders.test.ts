import { describe, expect, it, vi } from 'vitest';
import { contract, loadedOnce } from './contract-loaders';

describe('contract loaders', () => {
  it('give the contract’s schema', async () => {
    const schema = await contract.catalog.ProductResponse();
    expect(schema.safeParse({}).success).toBe(false);
    expect(await contract.catalog.ProductResponse()).toBe(schema);
  });

  it('load a module once, handing it over a task after it first arrived', async () => {
    const load = vi.fn(async () => ({ name: 'contract' }));
    const module = loadedOnce(load);
    const order: string[] = [];
    const first = module().then(() => order.push('module'));
    setTimeout(() => order.push('next task'), 0);
    await Promise.resolve();
    await first;
    // The timer set before the module arrived ran first: the module came a task later.
    expect(order).toEqual(['next task', 'module']);
    expect(await module()).toEqual({ name: 'contract' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('ask again after a load that failed', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk missing')).mockResolvedValue({ name: 'contract' });
    const module = loadedOnce(load);
    await expect(module()).rejects.toThrow('chunk missing');
    expect(await module()).toEqual({ name: 'contract' });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
