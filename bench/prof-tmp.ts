import { writeFileSync } from 'node:fs';
import puppeteer from 'puppeteer-core';
import { startStorefront } from './support/server-process';
const storefront = await startStorefront(process.env.TDIST ? { WEB_DIST_DIR: process.env.TDIST } : {});
const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'], headless: true });
try {
  const products = (await (await fetch(`${storefront.url}/api/products`)).json()) as { products: Array<{ slug: string }> };
  const pages = (process.env.TPAGES ?? '/').split(',').map((p) => (p === 'product' ? `/marketplace/product/${products.products[0]!.slug}` : p));
  for (const p of pages) for (let i = 0; i < Number(process.env.TRUNS ?? 1); i++) {
    const ctx = await browser.createBrowserContext();
    const page = await ctx.newPage();
    await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.TRATE ?? 4) });
    await page.tracing.start({ categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'disabled-by-default-v8.cpu_profiler', 'blink.user_timing', 'loading'] });
    await page.goto(`${storefront.url}${p}`, { waitUntil: 'networkidle0' });
    await new Promise((r) => setTimeout(r, 1500));
    const buf = await page.tracing.stop();
    const name = p.replace(/[^a-z0-9]+/gi, '-');
    writeFileSync(`/tmp/prof/ptrace${name}${i}.json`, buf!);
    console.log('traced', p, i);
    await ctx.close();
  }
} finally { await browser.close(); await storefront.stop(); }
