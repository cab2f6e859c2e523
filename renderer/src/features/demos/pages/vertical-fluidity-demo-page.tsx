import { Container, Group, SegmentedControl, Stack, Text, Title, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { useState } from 'react';
import { AlertSpecimens, ButtonSpecimens, InputSpecimens, TabSpecimens } from '../components/control-specimens';
import { FluidFrame } from '../components/fluid-frame';
import { GuardianCards } from '../components/guardian-cards';
import { ProductCardSpecimens } from '../components/product-card-specimens';
import { StateSpecimens } from '../components/state-specimens';
import { StyleGuideSection } from '../components/style-guide-section';
import { ThemeSwatches } from '../components/theme-swatches';
import { TypeScale } from '../components/type-scale';

/** A fixed moment for the offline notice specimen, so the page reads the same on every visit. */
const OFFLINE_SPECIMEN_TIME = '2026-11-25T08:30:00.000Z';

function ColorSchemeSwitch() {
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('dark');
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id="scheme-label">
        Colour scheme
      </Text>
      <SegmentedControl
        aria-labelledby="scheme-label"
        data={[
          { value: 'dark', label: 'Dark' },
          { value: 'light', label: 'Light' },
        ]}
        value={scheme}
        onChange={(value) => setColorScheme(value === 'light' ? 'light' : 'dark')}
      />
    </Stack>
  );
}

/**
 * /vertical-fluidity-demo: the storefront's living style guide (issue 16) for the team and brand partners — the seven
 * themes, the type scale and the shared components, in either colour scheme, inside a frame whose width the reader
 * sets so the layouts can be seen reflowing from a phone to a desktop.
 */
export function VerticalFluidityDemoPage() {
  const [frameWidth, setFrameWidth] = useState(1200);
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>Vertical Fluidity Demo</Title>
          <Text>
            The living style guide of the Guardians store: the five guardian themes with primary and secondary, the type scale, and the shared components every
            screen is built from. Switch the colour scheme (the same setting as the header’s switch) and change the frame’s width to see each part reflow from a
            phone to a desktop.
          </Text>
        </Stack>
        <Group gap="lg" align="flex-end" wrap="wrap">
          <ColorSchemeSwitch />
        </Group>
        <FluidFrame width={frameWidth} onWidthChange={setFrameWidth}>
          <Stack gap="xl">
            <StyleGuideSection id="themes" title="Themes" about="Each guardian’s screens, cards and buttons take its colour; primary is every other accent.">
              <ThemeSwatches />
            </StyleGuideSection>
            <StyleGuideSection id="type" title="Type scale" about="Headings h1–h6 and body sizes of the theme, in Inter or the system’s sans-serif.">
              <TypeScale />
            </StyleGuideSection>
            <StyleGuideSection
              id="buttons"
              title="Buttons and badges"
              about="Filled for the one main action of a view, light or outline beside it, subtle for small ones."
            >
              <ButtonSpecimens />
            </StyleGuideSection>
            <StyleGuideSection id="guardians" title="Guardian cards" about="The guardians as the landing and collections show them, each in its own theme.">
              <GuardianCards />
            </StyleGuideSection>
            <StyleGuideSection
              id="products"
              title="Product cards"
              about="The catalogue’s card with live products, its price (a discount struck through) and rating."
            >
              <ProductCardSpecimens />
            </StyleGuideSection>
            <StyleGuideSection id="inputs" title="Inputs" about="Every field has a label; a description says what it is for, an error what to do.">
              <InputSpecimens />
            </StyleGuideSection>
            <StyleGuideSection id="alerts" title="Alerts" about="Blue to inform, teal for success, yellow to warn, red for a failure with the way out.">
              <AlertSpecimens />
            </StyleGuideSection>
            <StyleGuideSection id="states" title="Loading, failed, empty and offline" about="What a list or screen shows while it has nothing else to show.">
              <StateSpecimens offlineSince={OFFLINE_SPECIMEN_TIME} />
            </StyleGuideSection>
            <StyleGuideSection id="tabs" title="Tabs" about="Views of one subject; the selected tab carries the theme’s colour.">
              <TabSpecimens />
            </StyleGuideSection>
          </Stack>
        </FluidFrame>
      </Stack>
    </Container>
  );
}
