// A brand partner's product photo (issue 42): checked, turned upright, resized and re-encoded by sharp (libvips), and
// kept in the FileStore under products/<productId>/<hash>.webp. Re-encoding drops every metadata block (EXIF with
// its GPS position, XMP, ICC beyond sRGB), and the content-hashed name lets an approved photo be cached for a year.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { Metadata } from 'sharp';
import { PRODUCT_PHOTO_MAX_BYTES, PRODUCT_PHOTO_MAX_PIXELS, PRODUCT_PHOTO_MIN_SIDE, PRODUCT_PHOTO_SIDE } from '@common/contracts/brand-products';
import { PRODUCT_PHOTO_PATH_PREFIX } from '@common/contracts/catalog';
import { AppError } from '../../http/app-error';

/** What libvips reads from an upload; anything else (GIF, SVG, TIFF, HEIF…) is refused before it is decoded. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

export const PRODUCT_PHOTO_CONTENT_TYPE = 'image/webp';

export interface PreparedPhoto {
  /** The WebP to keep. */
  bytes: Buffer;
  /** `<16 hex of its SHA-256>.webp`. */
  file: string;
  width: number;
  height: number;
}

export const photoTooLarge = (): AppError =>
  new AppError(
    413,
    'PHOTO_TOO_LARGE',
    `This photo is too large. Send one of at most ${PRODUCT_PHOTO_MAX_BYTES / (1024 * 1024)} MB and ${PRODUCT_PHOTO_MAX_PIXELS / 1_000_000} megapixels.`,
  );

const notAnImage = (): AppError =>
  new AppError(400, 'PHOTO_NOT_AN_IMAGE', 'This file could not be read as a JPEG, PNG or WebP photo. Export it again in one of those formats.');

/** The photo as it is kept, or a 400/413 the partner can act on. */
export async function prepareProductPhoto(upload: Uint8Array): Promise<PreparedPhoto> {
  if (upload.byteLength > PRODUCT_PHOTO_MAX_BYTES) throw photoTooLarge();
  let metadata: Metadata;
  try {
    // Reads the header only: the size is checked before a single pixel is decoded.
    metadata = await sharp(upload, { limitInputPixels: false }).metadata();
  } catch {
    throw notAnImage();
  }
  if (metadata.format === undefined || !ACCEPTED_FORMATS.has(metadata.format)) throw notAnImage();
  const { width, height } = metadata;
  if (width * height > PRODUCT_PHOTO_MAX_PIXELS) throw photoTooLarge();
  if (Math.min(width, height) < PRODUCT_PHOTO_MIN_SIDE) {
    throw new AppError(
      400,
      'PHOTO_TOO_SMALL',
      `This photo is ${width} × ${height} pixels. Send one of at least ${PRODUCT_PHOTO_MIN_SIDE} pixels on each side, so it stays sharp on the product page.`,
      { width, height },
    );
  }
  try {
    const { data, info } = await sharp(upload, { limitInputPixels: PRODUCT_PHOTO_MAX_PIXELS, failOn: 'error' })
      // Upright as the camera held it (EXIF orientation), since the metadata that says so is dropped.
      .rotate()
      .resize({ width: PRODUCT_PHOTO_SIDE, height: PRODUCT_PHOTO_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const file = `${createHash('sha256').update(data).digest('hex').slice(0, 16)}.webp`;
    return { bytes: data, file, width: info.width, height: info.height };
  } catch {
    // A header that reads but pixels that do not: a truncated or damaged file.
    throw notAnImage();
  }
}

/** Where a product's photo is kept: one folder per product. */
export function productPhotoKey(productId: string, file: string): string {
  return `${productPhotoFolder(productId)}/${file}`;
}

export function productPhotoFolder(productId: string): string {
  return `products/${productId}`;
}

/** Where an approved product's photo is served (the product's `image`). */
export function productPhotoPath(productId: string, file: string): string {
  return `${PRODUCT_PHOTO_PATH_PREFIX}${productId}/${file}`;
}

/** Where a submission's photo is shown to its partner and the reviewers before approval; `v` changes with the photo. */
export function reviewPhotoPath(productId: string, file: string): string {
  return `/api/brand-products/${productId}/photo?v=${file.slice(0, 16)}`;
}

/** The file name of a photo key. */
export function photoFileOf(key: string): string {
  return key.slice(key.lastIndexOf('/') + 1);
}
