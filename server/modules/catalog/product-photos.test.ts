import sharp from 'sharp';
import type { Sharp } from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { BrandProductListResponse, BrandProductResponse, PendingProductListResponse } from '@common/contracts/brand-products';
import { ProductResponse } from '@common/contracts/catalog';
import { registerVisitor, visitorWithRoles } from '../../test/accounts-helpers';
import type { RegisteredVisitor } from '../../test/accounts-helpers';
import { brandProductSubmission as submission } from '../../test/commerce-helpers';
import { readErrorBody } from '../../test/test-context';
import { TestVisitor } from '../../test/test-visitor';
import { useTestApp } from '../../test/use-test-app';

const app = useTestApp();
let partner: RegisteredVisitor;
let otherPartner: RegisteredVisitor;
let admin: RegisteredVisitor;
let support: RegisteredVisitor;
let customer: RegisteredVisitor;

beforeAll(async () => {
  [partner, otherPartner, admin, support, customer] = await Promise.all([
    visitorWithRoles(app, ['brand_partner']),
    visitorWithRoles(app, ['brand_partner']),
    visitorWithRoles(app, ['admin']),
    visitorWithRoles(app, ['support']),
    registerVisitor(app),
  ]);
});

/** A photo as a camera sends one: JPEG with EXIF (a GPS position, the camera's make) and an orientation tag. */
async function cameraPhoto(options: { width?: number; height?: number; orientation?: number; colour?: string } = {}): Promise<Buffer> {
  const { width = 1600, height = 1200, orientation = 1, colour = '#3a7' } = options;
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation, exif: { IFD0: { Make: 'PhoneCam', Model: 'Secret Model 7' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '19/1 4/1 0/1' } } })
    .toBuffer();
}

async function submit(): Promise<BrandProductResponse['product']> {
  const response = await partner.visitor.post('/api/brand-products', submission({ name: `Photo Tonic ${Math.random().toString(36).slice(2, 8)}` }));
  expect(response.status).toBe(201);
  return BrandProductResponse.parse(await response.json()).product;
}

function upload(visitor: TestVisitor, productId: string, body: Uint8Array, contentType = 'image/jpeg'): Promise<Response> {
  return visitor.request(`/api/brand-products/${productId}/photo`, {
    method: 'PUT',
    headers: { 'Content-Type': contentType },
    body: new Uint8Array(body),
  });
}

async function attach(productId: string, photo: Buffer): Promise<BrandProductResponse['product']> {
  const response = await upload(partner.visitor, productId, photo);
  expect(response.status).toBe(200);
  return BrandProductResponse.parse(await response.json()).product;
}

async function approve(productId: string): Promise<void> {
  expect((await admin.visitor.post(`/api/admin/products/${productId}/review`, { decision: 'approve' })).status).toBe(200);
}

describe('a partner uploads a photo of a pending submission', () => {
  it('keeps it resized to 800 px WebP, upright and without its metadata, shown to the partner and reviewers only', async () => {
    const product = await submit();
    // Stored sideways with orientation 6: the camera was turned, so upright it is 1200 wide and 1600 tall.
    const sent = await cameraPhoto({ orientation: 6 });
    const sentMetadata = await sharp(sent).metadata();
    expect(sentMetadata.orientation).toBe(6);
    expect(sentMetadata.exif?.toString('latin1')).toContain('Secret Model 7');
    const attached = await attach(product.id, sent);
    expect(attached.image).toMatch(new RegExp(`^/api/brand-products/${product.id}/photo\\?v=[0-9a-f]{16}$`));

    for (const viewer of [partner, admin, support]) {
      const seen = await viewer.visitor.get(attached.image);
      expect(seen.status).toBe(200);
      expect(seen.headers.get('content-type')).toBe('image/webp');
      expect(seen.headers.get('cache-control')).toBe('private, no-store');
      const photo = sharp(Buffer.from(await seen.arrayBuffer()));
      const metadata = await photo.metadata();
      expect(metadata).toMatchObject({ format: 'webp', width: 600, height: 800 });
      expect(metadata.exif).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
    }
    // Nobody else: not another partner, not a customer, not a visitor.
    expect((await otherPartner.visitor.get(attached.image)).status).toBe(404);
    expect((await customer.visitor.get(attached.image)).status).toBe(403);
    expect((await new TestVisitor(app).get(attached.image)).status).toBe(401);

    // The reviewers' queue shows it.
    const pending = PendingProductListResponse.parse(await (await admin.visitor.get('/api/admin/products/pending')).json());
    expect(pending.products.find((candidate) => candidate.id === product.id)?.image).toBe(attached.image);
  });

  it('never enlarges a small photo, and replaces an earlier photo, removing its file', async () => {
    const product = await submit();
    const first = await attach(product.id, await cameraPhoto({ width: 500, height: 400 }));
    const firstKey = `products/${product.id}/${first.image.slice(-16)}.webp`;
    expect(await app.files.get(firstKey)).toBeDefined();
    const small = sharp(Buffer.from(await (await partner.visitor.get(first.image)).arrayBuffer()));
    expect(await small.metadata()).toMatchObject({ width: 500, height: 400 });

    const second = await attach(product.id, await cameraPhoto({ colour: '#a33' }));
    expect(second.image).not.toBe(first.image);
    expect(await app.files.get(firstKey)).toBeUndefined();
    const mine = BrandProductListResponse.parse(await (await partner.visitor.get('/api/brand-products/mine')).json());
    expect(mine.products.find((candidate) => candidate.id === product.id)?.image).toBe(second.image);
  });

  it('serves it to everyone once approved, under its content hash, cached for a year; an old name is 404', async () => {
    const product = await submit();
    const attached = await attach(product.id, await cameraPhoto());
    const hash = attached.image.slice(-16);
    // Before approval the public path answers nothing.
    expect((await app.request(`/api/product-photos/${product.id}/${hash}.webp`)).status).toBe(404);
    await approve(product.id);

    const page = ProductResponse.parse(await (await app.request(`/api/products/${product.slug}`)).json());
    expect(page.product.image).toBe(`/api/product-photos/${product.id}/${hash}.webp`);
    const served = await app.request(page.product.image);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(800);

    // Another hash, another product's id, or a name that is not a photo's.
    expect(await readErrorBody(await app.request(`/api/product-photos/${product.id}/${'0'.repeat(16)}.webp`))).toMatchObject({ code: 'PHOTO_NOT_FOUND' });
    expect((await app.request(`/api/product-photos/${product.id}/..%2F..%2Fsecret.webp`)).status).toBe(400);
    expect((await app.request(`/api/product-photos/no-such-product/${hash}.webp`)).status).toBe(404);

    // Reviewed: the photo no longer changes.
    const late = await upload(partner.visitor, product.id, await cameraPhoto({ colour: '#00f' }));
    expect(late.status).toBe(409);
    expect(await readErrorBody(late)).toMatchObject({ code: 'ALREADY_REVIEWED' });
  });

  it('keeps a rejected photo private', async () => {
    const product = await submit();
    const attached = await attach(product.id, await cameraPhoto());
    expect((await admin.visitor.post(`/api/admin/products/${product.id}/review`, { decision: 'reject', reason: 'Label unreadable' })).status).toBe(200);
    expect((await app.request(`/api/product-photos/${product.id}/${attached.image.slice(-16)}.webp`)).status).toBe(404);
    expect((await partner.visitor.get(attached.image)).status).toBe(200);
  });
});

describe('what an upload may be', () => {
  let productId: string;
  beforeAll(async () => {
    productId = (await submit()).id;
  });

  it('takes PNG and WebP as well as JPEG', async () => {
    for (const [type, encode] of [
      ['image/png', (image: Sharp) => image.png()],
      ['image/webp', (image: Sharp) => image.webp()],
    ] as const) {
      const bytes = await encode(sharp({ create: { width: 400, height: 400, channels: 4, background: '#0a0a' } })).toBuffer();
      expect((await upload(partner.visitor, productId, bytes, type)).status).toBe(200);
    }
  });

  it.each([
    ['a text file called a JPEG', 'image/jpeg', () => Promise.resolve(Buffer.from('not a photo at all'))],
    [
      'a GIF called a PNG',
      'image/png',
      () =>
        sharp({ create: { width: 400, height: 400, channels: 3, background: '#000' } })
          .gif()
          .toBuffer(),
    ],
    ['an SVG called a PNG', 'image/png', () => Promise.resolve(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="900" height="900"/>'))],
    ['a JPEG cut in half', 'image/jpeg', async () => (await cameraPhoto()).subarray(0, 3000)],
  ])('refuses %s with 400 PHOTO_NOT_AN_IMAGE', async (_name, type, make) => {
    const response = await upload(partner.visitor, productId, await make(), type);
    expect(response.status).toBe(400);
    expect(await readErrorBody(response)).toMatchObject({ code: 'PHOTO_NOT_AN_IMAGE' });
  });

  it('refuses a photo under 300 px on a side, with its size', async () => {
    const response = await upload(partner.visitor, productId, await cameraPhoto({ width: 1200, height: 200 }));
    expect(response.status).toBe(400);
    expect(await readErrorBody(response)).toMatchObject({ code: 'PHOTO_TOO_SMALL', details: { width: 1200, height: 200 } });
  });

  it('refuses more than 8 MB, or more than 40 megapixels, with 413 PHOTO_TOO_LARGE', async () => {
    const heavy = await upload(partner.visitor, productId, Buffer.alloc(8 * 1024 * 1024 + 1, 0xff));
    expect(heavy.status).toBe(413);
    expect(await readErrorBody(heavy)).toMatchObject({ code: 'PHOTO_TOO_LARGE' });
    // 8000 × 6000 of one colour compresses to a few kilobytes: a decompression bomb is caught by its header.
    const bomb = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.byteLength).toBeLessThan(1024 * 1024);
    const wide = await upload(partner.visitor, productId, bomb, 'image/png');
    expect(wide.status).toBe(413);
    expect(await readErrorBody(wide)).toMatchObject({ code: 'PHOTO_TOO_LARGE' });
  });

  it('refuses another content type with 415, and is for the submitting partner only', async () => {
    const photo = await cameraPhoto();
    const wrongType = await upload(partner.visitor, productId, photo, 'application/octet-stream');
    expect(wrongType.status).toBe(415);
    expect(await readErrorBody(wrongType)).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect((await upload(new TestVisitor(app), productId, photo)).status).toBe(401);
    expect((await upload(customer.visitor, productId, photo)).status).toBe(403);
    expect((await upload(admin.visitor, productId, photo)).status).toBe(403);
    const notTheirs = await upload(otherPartner.visitor, productId, photo);
    expect(notTheirs.status).toBe(404);
    expect(await readErrorBody(notTheirs)).toMatchObject({ code: 'PRODUCT_NOT_FOUND' });
    expect((await upload(partner.visitor, 'no-such-product', photo)).status).toBe(404);
  });

  it('answers 404 PHOTO_NOT_FOUND for a submission without a photo', async () => {
    const bare = await submit();
    const response = await admin.visitor.get(`/api/brand-products/${bare.id}/photo`);
    expect(response.status).toBe(404);
    expect(await readErrorBody(response)).toMatchObject({ code: 'PHOTO_NOT_FOUND' });
  });
});
