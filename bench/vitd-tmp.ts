import { writeFileSync } from 'node:fs';
import puppeteer from 'puppeteer-core';
import { questionBank } from '@common/assessments/question-banks';
import { startStorefront } from './support/server-process';
const storefront = await startStorefront(process.env.TDIST ? { WEB_DIST_DIR: process.env.TDIST } : {});
const baseUrl = storefront.url;
const headers = { 'content-type': 'application/json', origin: baseUrl };
const registered = await fetch(`${baseUrl}/api/register`, { method: 'POST', headers, body: JSON.stringify({ email: `bench-${Date.now()}@example.com`, password: 'Bench-Guardian-2026!', displayName: 'Bench Guardian' }) });
const cookie = registered.headers.getSetCookie().map((v) => v.split(';')[0]).join('; ');
const answers = Object.fromEntries(questionBank('basic').map((q) => [q.id, q.options[Math.floor(q.options.length / 2)]?.value ?? 2]));
await fetch(`${baseUrl}/api/assessment`, { method: 'POST', headers: { ...headers, cookie }, body: JSON.stringify({ type: 'basic', answers }) });
const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'], headless: true });
try {
  for (let i = 0; i < Number(process.env.TRUNS ?? 1); i++) {
    const ctx = await browser.createBrowserContext();
    const page = await ctx.newPage();
    await page.setExtraHTTPHeaders({ cookie });
    await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    await page.goto(`${baseUrl}/vitamin-d-analysis`, { waitUntil: 'networkidle0' });
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.TRATE ?? 4) });
    await page.tracing.start({ categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'disabled-by-default-v8.cpu_profiler', 'blink.user_timing', 'loading'] });
    await page.goto(`${baseUrl}/vitamin-d-analysis`, { waitUntil: 'networkidle0' });
    await new Promise((r) => setTimeout(r, 1500));
    const buf = await page.tracing.stop();
    writeFileSync(`/tmp/prof/vtrace${i}.json`, buf!);
    console.log('traced', i);
    await ctx.close();
  }
} finally { await browser.close(); await storefront.stop(); }
