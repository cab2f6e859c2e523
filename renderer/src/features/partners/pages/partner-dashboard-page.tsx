import { Container, Stack, Tabs, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { CareClient } from '@common/contracts/care';
import { useLoaderData, useSearchParams } from 'react-router';
import { AvailabilityPanel } from '../components/availability-panel';
import { ClientsPanel } from '../components/clients-panel';
import { TodayPanel } from '../components/today-panel';

/** Set by the route table: which professional this dashboard serves. */
export interface PartnerDashboardData {
  profession: string;
}

const TABS = [
  { value: 'today', label: 'Today' },
  { value: 'clients', label: 'Clients' },
  { value: 'protocols', label: 'Protocols' },
  { value: 'availability', label: 'Availability' },
] as const;
type Tab = (typeof TABS)[number]['value'];

function isTab(value: string | null): value is Tab {
  return TABS.some((tab) => tab.value === value);
}

/** What other features bring to the dashboard, composed in src/app (features never import each other). */
export interface PartnerDashboardParts {
  /** The practitioner's protocol templates (features/protocols). */
  protocols?: ReactNode;
  /** Tools for one consenting client under their record: sending a plan, ordering tests. */
  clientTools?: (client: CareClient) => ReactNode;
}

/** A practitioner's working day (issue 15): consultations, consenting clients, protocols, bookable hours. The tab is in the URL. */
export function PartnerDashboardPage({ protocols, clientTools }: PartnerDashboardParts = {}) {
  const { profession } = useLoaderData() as PartnerDashboardData;
  const [search, setSearch] = useSearchParams();
  const requested = search.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'today';
  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <div>
          <Title order={1}>{profession} Dashboard</Title>
          <Text c="dimmed">Your consultations, the clients who share with you, and when customers can book you.</Text>
        </div>
        <Tabs value={tab} onChange={(value) => setSearch(value && value !== 'today' ? { tab: value } : {}, { replace: true })} keepMounted={false}>
          <Tabs.List>
            {TABS.map((entry) => (
              <Tabs.Tab key={entry.value} value={entry.value}>
                {entry.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="today" pt="md">
            <TodayPanel />
          </Tabs.Panel>
          <Tabs.Panel value="clients" pt="md">
            <ClientsPanel clientTools={clientTools} />
          </Tabs.Panel>
          <Tabs.Panel value="protocols" pt="md">
            {protocols ?? <Text c="dimmed">Protocols are not available here.</Text>}
          </Tabs.Panel>
          <Tabs.Panel value="availability" pt="md">
            <AvailabilityPanel />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
