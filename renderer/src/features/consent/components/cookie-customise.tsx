import { Switch } from '@mantine/core';
import type { CookieChoice } from '../lib/cookie-consent';

const CATEGORY_TEXTS = {
  analytics: { label: 'Analytics', description: 'Helps us see which pages help people most.' },
  personalization: { label: 'Personalization', description: 'Remembers your guardian and tailors suggestions.' },
  marketing: { label: 'Marketing', description: 'Lets us show you offers from our guardians elsewhere.' },
} as const;

/** The cookie banner's customise view (spec 4): essential always on, a switch per optional category. */
export function CookieCustomise({ choice, onChange }: { choice: CookieChoice; onChange: (update: (current: CookieChoice) => CookieChoice) => void }) {
  return (
    <>
      <Switch checked disabled label="Essential" description="Always on: sign-in, security and your basket need them." />
      {(Object.keys(CATEGORY_TEXTS) as (keyof typeof CATEGORY_TEXTS)[]).map((category) => (
        <Switch
          key={category}
          checked={choice[category]}
          onChange={(event) => {
            const checked = event.currentTarget.checked;
            onChange((current) => ({ ...current, [category]: checked }));
          }}
          label={CATEGORY_TEXTS[category].label}
          description={CATEGORY_TEXTS[category].description}
        />
      ))}
    </>
  );
}
