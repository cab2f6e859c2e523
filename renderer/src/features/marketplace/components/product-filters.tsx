import { Button, Group, NativeSelect, Switch, TextInput } from '@mantine/core';
import { useState } from 'react';
import { PRODUCT_SORTS, productSortOf, type ProductSort } from '@common/contracts/catalog';
import { CHAT_GUARDIANS, chatGuardian } from '@common/chat-guardians';
import { isGuardianId } from '@common/guardians';
import type { MarketplaceFilters } from '../api/marketplace-list';

const SORT_LABELS: Record<ProductSort, string> = {
  featured: 'Most reviewed',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  rating: 'Best rated',
  newest: 'Newest',
};

export function categoryLabel(category: string): string {
  return category.replace(/-/g, ' ').replace(/^./, (first) => first.toUpperCase());
}

/** Guardian, category, search, sort and deals: every change goes to the URL, so a filtered list can be shared. */
export function ProductFilters({ filters, onChange }: { filters: MarketplaceFilters; onChange: (next: Partial<MarketplaceFilters>) => void }) {
  const [search, setSearch] = useState(filters.q);
  const offered = isGuardianId(filters.guardian)
    ? chatGuardian(filters.guardian).productCategories
    : CHAT_GUARDIANS.flatMap((guardian) => guardian.productCategories);
  // A shared link may name a category this list does not offer: it stays shown as chosen, not as "All categories".
  const categories = filters.category && !offered.includes(filters.category) ? [...offered, filters.category] : offered;

  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          onChange({ q: search.trim() });
        }}
        style={{ display: 'flex', gap: 8, alignItems: 'flex-end' }}
      >
        <TextInput label="Search products" value={search} onChange={(event) => setSearch(event.currentTarget.value)} placeholder="e.g. omega 3" />
        <Button type="submit" variant="light">
          Search
        </Button>
      </form>
      {/* Native selects: the phone's own picker, and none of the combobox's popover and positioning, which made the
          filters' hydration one 540 ms task on a phone at 4× CPU (issue 12). "All …" is the empty value. */}
      <NativeSelect
        label="Guardian"
        data={[{ value: '', label: 'All guardians' }, ...CHAT_GUARDIANS.map((guardian) => ({ value: guardian.id, label: guardian.name }))]}
        value={filters.guardian ?? ''}
        onChange={(event) => onChange({ guardian: event.currentTarget.value || null, category: null })}
        w={190}
      />
      <NativeSelect
        label="Category"
        data={[{ value: '', label: 'All categories' }, ...categories.map((category) => ({ value: category, label: categoryLabel(category) }))]}
        value={filters.category ?? ''}
        onChange={(event) => onChange({ category: event.currentTarget.value || null })}
        w={180}
      />
      <NativeSelect
        label="Sort by"
        data={PRODUCT_SORTS.map((sort) => ({ value: sort, label: sort === 'featured' && filters.q ? 'Best match' : SORT_LABELS[sort] }))}
        value={filters.sort}
        onChange={(event) => onChange({ sort: productSortOf(event.currentTarget.value) })}
        w={180}
      />
      <Switch label="Deals only" checked={filters.deals} onChange={(event) => onChange({ deals: event.currentTarget.checked })} mb={8} />
    </Group>
  );
}
