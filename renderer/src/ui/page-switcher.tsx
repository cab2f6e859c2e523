import { Pagination } from '@mantine/core';
import type { PaginationProps } from '@mantine/core';

const CONTROL_LABELS = { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' } as const;

/**
 * Mantine's Pagination with a name on every button (its previous/next arrows are icons only, announced as a bare
 * "button": axe's button-name, critical), inside a navigation landmark named by `aria-label` ("Audit log pages").
 */
export function PageSwitcher({ 'aria-label': label, ...props }: PaginationProps & { 'aria-label': string }) {
  return (
    <nav aria-label={label}>
      <Pagination
        getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
        getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
        {...props}
      />
    </nav>
  );
}
