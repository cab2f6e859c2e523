import { Button, Group, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { LOINC_VITAMIN_D_25OH_D3, LOINC_VITAMIN_D_25OH_TOTAL, normaliseVitaminDObservation, VITAMIN_D_UNITS } from '@common/lab-results';
import type { LabResultsRequest } from '@common/contracts/labs';

const CODES = [
  { value: LOINC_VITAMIN_D_25OH_TOTAL, label: `${LOINC_VITAMIN_D_25OH_TOTAL} · 25-hydroxyvitamin D, total` },
  { value: LOINC_VITAMIN_D_25OH_D3, label: `${LOINC_VITAMIN_D_25OH_D3} · 25-hydroxyvitamin D3 (stored as total)` },
];

/** Today at this minute, in the datetime-local form the input shows. */
function nowLocal(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

interface LabResultsFormProps {
  /** Sends the results; the panel shows a refusal from the server. */
  onSubmit: (request: LabResultsRequest) => Promise<void>;
}

/** One 25(OH)D value with its unit; checked here by the same rule the server applies, so a mistake shows at once. */
export function LabResultsForm({ onSubmit }: LabResultsFormProps) {
  const [code, setCode] = useState<string>(LOINC_VITAMIN_D_25OH_TOTAL);
  const [value, setValue] = useState<number | string>('');
  const [unit, setUnit] = useState<string>('ng/mL');
  const [observedAt, setObservedAt] = useState(nowLocal);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (typeof value !== 'number') {
      setProblem('Enter the measured value as a number.');
      return;
    }
    const checked = normaliseVitaminDObservation({ code, value, unit });
    if (!checked.ok) {
      setProblem(checked.message);
      return;
    }
    const at = new Date(observedAt);
    if (Number.isNaN(at.getTime())) {
      setProblem('Enter when the sample was taken.');
      return;
    }
    setProblem(null);
    setSaving(true);
    try {
      await onSubmit({ observations: [{ code, value, unit, observedAt: at.toISOString() }] });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Enter results">
      <Stack gap="sm">
        <Select label="Test (LOINC code)" data={CODES} value={code} onChange={(next) => setCode(next ?? LOINC_VITAMIN_D_25OH_TOTAL)} allowDeselect={false} />
        <Group grow align="flex-start" wrap="wrap">
          <NumberInput label="Measured value" value={value} onChange={setValue} decimalScale={2} min={0} hideControls required error={problem ?? undefined} />
          <Select label="Unit" data={[...VITAMIN_D_UNITS]} value={unit} onChange={(next) => setUnit(next ?? 'ng/mL')} allowDeselect={false} />
        </Group>
        <TextInput label="Sample taken" type="datetime-local" value={observedAt} onChange={(event) => setObservedAt(event.currentTarget.value)} required />
        <Button type="submit" loading={saving} w="fit-content">
          Save results
        </Button>
      </Stack>
    </form>
  );
}
