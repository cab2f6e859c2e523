import { Anchor, Card, Container, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { CHAT_GUARDIANS, chatGuardian } from '@common/chat-guardians';
import { isGuardianId } from '@common/guardians';
import { EmptyResults } from '../../../ui/catalog/empty-results';
import { LoadState } from '../../../ui/catalog/load-state';
import { RatingStars } from '../../../ui/catalog/rating';
import { useTestimonials } from '../api/get-testimonials';
import { loadErrorText } from '../../../api/error-texts';

/** /testimonials: what customers say, filtered by guardian. */
export function TestimonialsPage() {
  const [params, setParams] = useSearchParams();
  const chosen = params.get('guardian');
  const guardian = isGuardianId(chosen) ? chosen : undefined;
  const testimonials = useTestimonials(guardian);

  return (
    <Container size="lg" py="xl" px="md">
      <Stack gap="lg">
        <Title order={1}>Testimonials</Title>
        <Select
          label="Guardian"
          placeholder="All guardians"
          clearable
          w={220}
          data={CHAT_GUARDIANS.map((candidate) => ({ value: candidate.id, label: candidate.name }))}
          value={guardian ?? null}
          onChange={(value) => setParams(value ? { guardian: value } : {})}
        />
        {!testimonials.data ? (
          <LoadState errorText={loadErrorText(testimonials)} what="Testimonials" />
        ) : testimonials.data.testimonials.length === 0 ? (
          <EmptyResults message="No testimonials for this guardian yet." backTo="/testimonials" backLabel="Show all testimonials" />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {testimonials.data.testimonials.map((testimonial) => (
              <Card key={testimonial.id} withBorder radius="md" component="figure" m={0}>
                <Stack gap="xs">
                  <RatingStars rating={testimonial.rating} label={`${testimonial.rating} of 5 stars`} />
                  <Text component="blockquote" m={0}>
                    “{testimonial.quote}”
                  </Text>
                  <Text size="sm" c="dimmed" component="figcaption">
                    {testimonial.customerName}, {testimonial.location} · {chatGuardian(testimonial.guardian).name}
                  </Text>
                  {testimonial.productSlug && (
                    <Anchor component={Link} to={`/marketplace/product/${testimonial.productSlug}`} size="sm">
                      See the product
                    </Anchor>
                  )}
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Container>
  );
}
