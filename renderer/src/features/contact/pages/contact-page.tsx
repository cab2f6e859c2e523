// /contact (issue 39): how to reach the store — customer care's e-mail, phone, hours and address, and a form whose
// messages staff answer from /admin/messages.
import { Container, Grid, Stack, Text, Title } from '@mantine/core';
import { STORE_CONTACT } from '@common/store-contact';
import { ContactForm } from '../components/contact-form';
import { StoreContactDetails } from '../components/store-contact-details';

export function ContactPage() {
  return (
    <Container size="lg" py="xl" px="md">
      <Stack gap="lg">
        <div>
          <Title order={1}>Contact us</Title>
          <Text size="lg" mt="xs">
            Questions about an order, a product, a consultation or your account: write to us and we answer by e-mail within{' '}
            {STORE_CONTACT.replyWithinWorkingDays} working days, or call during opening hours.
          </Text>
        </div>
        <Grid gutter="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <ContactForm />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <StoreContactDetails />
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
