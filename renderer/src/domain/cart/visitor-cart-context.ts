// The app's visitor cart, handed down by the app providers like the query client.
import { createContext, useContext } from 'react';
import type { VisitorCartStore } from './visitor-cart';

export const VisitorCartContext = createContext<VisitorCartStore | null>(null);

export function useVisitorCart(): VisitorCartStore {
  const store = useContext(VisitorCartContext);
  if (!store) throw new Error('useVisitorCart needs a VisitorCartContext provider above it (see src/app/app-providers.tsx).');
  return store;
}
