import { Box, Group, SegmentedControl, Slider, Stack, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import type { ReactNode } from 'react';

export const FRAME_MIN_WIDTH = 320;
export const FRAME_MAX_WIDTH = 1280;

/** Widths the team checks a screen at: a small phone, a tablet upright, a laptop window. */
export const FRAME_PRESETS = [
  { value: '360', label: 'Phone' },
  { value: '768', label: 'Tablet' },
  { value: '1200', label: 'Desktop' },
] as const;

/**
 * A frame whose width the reader sets; what is inside lays itself out by the frame's width (container queries), not
 * the window's, so phone, tablet and desktop layouts can be seen on one screen.
 */
export function FluidFrame({ width, onWidthChange, children }: { width: number; onWidthChange: (width: number) => void; children: ReactNode }) {
  const { ref, width: measured } = useElementSize();
  const preset = FRAME_PRESETS.find((candidate) => Number(candidate.value) === width)?.value ?? '';
  const shownWidth = Math.round(measured);
  return (
    <Stack gap="sm">
      <Group gap="md" align="flex-end" wrap="wrap">
        <Stack gap={4}>
          <Text size="sm" fw={500} id="frame-preset-label">
            Frame width
          </Text>
          <SegmentedControl aria-labelledby="frame-preset-label" data={[...FRAME_PRESETS]} value={preset} onChange={(value) => onWidthChange(Number(value))} />
        </Stack>
        <Box style={{ flex: '1 1 14rem' }} pb={6}>
          <Slider
            min={FRAME_MIN_WIDTH}
            max={FRAME_MAX_WIDTH}
            step={8}
            value={width}
            onChange={onWidthChange}
            thumbLabel="Frame width in pixels"
            label={(value) => `${value} px`}
          />
        </Box>
      </Group>
      <Text size="sm" c="dimmed" role="status">
        {shownWidth > 0 && shownWidth < width - 1
          ? `The frame is ${shownWidth} px wide: this window is narrower than the ${width} px asked for.`
          : `The frame is ${width} px wide.`}
      </Text>
      <Box
        ref={ref}
        data-testid="fluid-frame"
        mx="auto"
        w="100%"
        p={{ base: 'sm', sm: 'md' }}
        style={{
          maxWidth: `${width}px`,
          border: '1px dashed var(--mantine-color-default-border)',
          borderRadius: 'var(--mantine-radius-md)',
          containerType: 'inline-size',
        }}
      >
        {children}
      </Box>
    </Stack>
  );
}
