// How to reach the store besides the form: address, e-mail, phone and opening hours (common/store-contact.ts).
import { Anchor, Card, Stack, Table, Text, Title } from '@mantine/core';
import { STORE_CONTACT } from '@common/store-contact';

export function StoreContactDetails() {
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="contact-details-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="contact-details-title">
          Customer care
        </Title>
        <div>
          <Text fw={600} size="sm">
            E-mail
          </Text>
          <Anchor href={`mailto:${STORE_CONTACT.email}`}>{STORE_CONTACT.email}</Anchor>
        </div>
        <div>
          <Text fw={600} size="sm">
            Phone
          </Text>
          <Anchor href={`tel:${STORE_CONTACT.phone.tel}`}>{STORE_CONTACT.phone.display}</Anchor>
        </div>
        <div>
          <Text fw={600} size="sm" id="contact-hours-title">
            Opening hours
          </Text>
          <Table aria-labelledby="contact-hours-title" withRowBorders={false} verticalSpacing={2} horizontalSpacing={0}>
            <Table.Tbody>
              {STORE_CONTACT.hours.map((row) => (
                <Table.Tr key={row.days}>
                  <Table.Th scope="row" fw={400} pr="md">
                    {row.days}
                  </Table.Th>
                  <Table.Td>{row.time}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
        <div>
          <Text fw={600} size="sm">
            Address
          </Text>
          <Text component="address" fs="normal" size="sm">
            {STORE_CONTACT.legalName}
            {STORE_CONTACT.addressLines.map((line) => (
              <span key={line}>
                <br />
                {line}
              </span>
            ))}
          </Text>
        </div>
        <Text size="sm" c="dimmed">
          For a medical emergency call 112. For a mental-health crisis call Tele-MANAS on 14416, any time. Customer care cannot give medical advice.
        </Text>
      </Stack>
    </Card>
  );
}
