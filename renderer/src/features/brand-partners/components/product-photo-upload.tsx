import { FileInput, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { BrandProduct } from '@common/contracts/brand-products';
import { PRODUCT_PHOTO_MAX_BYTES, PRODUCT_PHOTO_MIN_SIDE, PRODUCT_PHOTO_TYPES } from '@common/contracts/brand-products';
import { errorSentence } from '../../../api/error-texts';
import { useApiClient } from '../../../api/use-api';
import { myBrandProductsQueryOptions } from '../api/get-my-brand-products';
import { uploadProductPhoto } from '../api/upload-product-photo';

const MAX_MB = PRODUCT_PHOTO_MAX_BYTES / (1024 * 1024);

/** What the server would refuse without sending it: the format and the size (its pixels it checks itself). */
export function photoProblem(file: File): string | null {
  if (!(PRODUCT_PHOTO_TYPES as readonly string[]).includes(file.type)) return 'Choose a JPEG, PNG or WebP photo.';
  if (file.size > PRODUCT_PHOTO_MAX_BYTES) return `This photo is larger than ${MAX_MB} MB. Export it smaller and try again.`;
  return null;
}

/** A pending submission's photo: add one, or replace it, until the product is reviewed. */
export function ProductPhotoUpload({ product }: { product: BrandProduct }) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);
  const hasPhoto = product.image.startsWith('/api/');

  async function send(file: File) {
    const local = photoProblem(file);
    setDone(false);
    setProblem(local);
    if (local) return;
    setSending(true);
    try {
      await uploadProductPhoto(api, product.id, file);
      await queryClient.invalidateQueries({ queryKey: myBrandProductsQueryOptions.queryKey });
      setDone(true);
    } catch (caught) {
      setProblem(errorSentence(caught, 'The photo could not be uploaded. Try again in a moment.'));
    } finally {
      setSending(false);
    }
  }

  return (
    <Stack gap={4}>
      <FileInput
        label={hasPhoto ? `Replace the photo of ${product.name}` : `Add a photo of ${product.name}`}
        description={`JPEG, PNG or WebP, at most ${MAX_MB} MB and at least ${PRODUCT_PHOTO_MIN_SIDE} pixels on each side; shown at up to 800 pixels.`}
        placeholder={sending ? 'Uploading…' : 'Choose a photo'}
        accept={PRODUCT_PHOTO_TYPES.join(',')}
        disabled={sending}
        value={null}
        error={problem ?? undefined}
        onChange={(file) => {
          if (file) void send(file);
        }}
      />
      {done && (
        <Text size="sm" c="teal" role="status">
          Photo saved. Reviewers see it with your submission.
        </Text>
      )}
    </Stack>
  );
}
