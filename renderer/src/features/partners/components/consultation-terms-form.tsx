// The practice's consultation terms (issue 44): whether customers may pay the fee at the visit, and until when
// cancelling or moving is free and what a later cancellation keeps. Customers read them on the practitioner's page
// before booking, in the words the server uses (common/consultation-payments.ts).
import { Button, Checkbox, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { policySentence } from '@common/consultation-payments';
import type { ConsultationTerms } from '@common/contracts/practice';
import { errorSentence } from '../../../api/error-texts';
import { useApiClient } from '../../../api/use-api';
import type { Outcome } from '../../../ui/outcome-line';
import { OutcomeLine } from '../../../ui/outcome-line';
import { availabilityQueryOptions, saveConsultationTerms } from '../api/practice-api';

export function ConsultationTermsForm({ saved }: { saved: ConsultationTerms }) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const [terms, setTerms] = useState(saved);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function save() {
    setBusy(true);
    setOutcome(null);
    try {
      await saveConsultationTerms(api, terms);
      await queryClient.invalidateQueries(availabilityQueryOptions);
      setOutcome({ kind: 'saved', text: 'Saved. Bookings made from now on follow these terms.' });
    } catch (caught) {
      setOutcome({ kind: 'error', text: errorSentence(caught, 'The terms could not be saved. Try again in a moment.') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      aria-label="Fees and cancellations"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Stack gap="sm">
        <Title order={2} size="h3">
          Fees and cancellations
        </Title>
        <Checkbox
          label="Customers may pay the fee at the visit"
          description="Otherwise they pay online when they book."
          checked={terms.payAtVisit}
          onChange={(event) => setTerms({ ...terms, payAtVisit: event.currentTarget.checked })}
        />
        <Group gap="sm" align="flex-end">
          <NumberInput
            label="Free to cancel or move until (hours before)"
            min={0}
            max={168}
            allowDecimal={false}
            value={terms.freeCancellationHours}
            onChange={(value) => setTerms({ ...terms, freeCancellationHours: typeof value === 'number' ? value : 0 })}
          />
          <NumberInput
            label="A later cancellation keeps (% of the fee)"
            min={0}
            max={100}
            allowDecimal={false}
            value={terms.lateCancellationFeePercent}
            onChange={(value) => setTerms({ ...terms, lateCancellationFeePercent: typeof value === 'number' ? value : 0 })}
          />
        </Group>
        <Text size="sm" c="dimmed">
          Customers read: {policySentence(terms, `${terms.lateCancellationFeePercent}% of your fee`)}
        </Text>
        <Group gap="sm">
          <Button type="submit" loading={busy}>
            Save terms
          </Button>
        </Group>
        <OutcomeLine outcome={outcome} />
      </Stack>
    </form>
  );
}
