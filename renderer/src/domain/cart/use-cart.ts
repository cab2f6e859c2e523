// One cart for every screen: the browser cart while signed out, the server cart once signed in. At sign-in the
// browser cart is merged into the server cart once, then cleared, and anything the merge had to change is said.
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { DEFAULT_STOREFRONT_CURRENCY, priceLines, quantityCap } from '@common/commerce';
import type { CartAdjustment, CartLine, CartResponse } from '@common/contracts/cart';
import type { Product } from '@common/contracts/catalog';
import { useApiClient } from '../../api/use-api';
import { useSession } from '../../identity/session-context';
import { CART_QUERY_KEY, useServerCart } from './api/get-cart';
import { mergeCart } from './api/merge-cart';
import { setCartItem } from './api/set-cart-item';
import type { AddOutcome, VisitorCartLine } from './visitor-cart';
import { addVisitorLine, setVisitorQuantity } from './visitor-cart';
import { useVisitorCart } from './visitor-cart-context';

/** A line as the cart shows it: the server cart's line (common/contracts), or a browser line priced the same way. */
export type CartViewLine = CartLine;

export interface CartView {
  signedIn: boolean;
  status: 'loading' | 'error' | 'ready';
  error: unknown;
  lines: CartViewLine[];
  itemCount: number;
  subtotal: number;
  savings: number;
  currency: string;
  add: (product: Product, quantity: number) => Promise<AddOutcome>;
  setQuantity: (productId: string, quantity: number) => Promise<void>;
}

const ADJUSTMENT_TEXT: Record<CartAdjustment['reason'], string> = {
  unknown_product: 'is no longer sold and was left out',
  out_of_stock: 'is sold out and was left out',
  capped: 'was lowered to the quantity available',
  cart_full: 'did not fit: your cart already holds the most products one order can',
};

/**
 * Adds to the cart: the browser cart while signed out, the server cart (capped at the stock and the per-line limit)
 * once signed in. Reads the server cart's current line from the query cache at the moment of adding, so a button
 * that adds need not follow the whole cart (useCartAdd).
 */
function useAddToCart(signedIn: boolean): (product: Product, quantity: number) => Promise<AddOutcome> {
  const queryClient = useQueryClient();
  const api = useApiClient();
  const visitorCart = useVisitorCart();
  return useCallback(
    async (product: Product, quantity: number): Promise<AddOutcome> => {
      if (!signedIn) {
        await visitorCart.ready();
        const result = addVisitorLine(visitorCart.lines(), product, quantity);
        visitorCart.write(result.lines);
        return result.outcome;
      }
      const cap = quantityCap(product.stock);
      if (cap === 0) return 'out_of_stock';
      const serverLines = queryClient.getQueryData<CartResponse>(CART_QUERY_KEY)?.cart.lines;
      const current = serverLines?.find((line) => line.productId === product.id)?.quantity ?? 0;
      const wanted = current + quantity;
      const answer = await setCartItem(api, product.id, { quantity: Math.min(wanted, cap) });
      queryClient.setQueryData<CartResponse>(CART_QUERY_KEY, answer);
      return wanted > cap ? 'capped' : 'added';
    },
    [signedIn, queryClient, api, visitorCart],
  );
}

/** Only the cart's add: for the many add-to-cart buttons of a list, which need not re-render when the cart changes. */
export function useCartAdd(): (product: Product, quantity: number) => Promise<AddOutcome> {
  return useAddToCart(useSession().user !== null);
}

function visitorLineView(line: VisitorCartLine): CartViewLine {
  return { ...line, lineTotal: line.unitPrice * line.quantity, available: line.stock >= line.quantity };
}

export function useCart(): CartView {
  const session = useSession();
  const user = session.user;
  const signedIn = user !== null;
  const queryClient = useQueryClient();
  const api = useApiClient();
  const visitorCart = useVisitorCart();
  const subscribe = useCallback((listener: () => void) => visitorCart.subscribe(listener), [visitorCart]);
  const visitorRaw = useSyncExternalStore(
    subscribe,
    () => visitorCart.stored(),
    () => null,
  );
  // Re-read when the stored text changes; reading validates and drops a corrupt cart.
  const visitorLines = useMemo(() => (visitorRaw === null ? [] : visitorCart.lines()), [visitorCart, visitorRaw]);
  const serverCart = useServerCart({ enabled: signedIn });

  useEffect(() => {
    // The merge runs once per sign-in in this page's life, however many components show the cart.
    if (!user) return;
    const lines = visitorCart.lines();
    if (lines.length === 0 || !visitorCart.claimMerge(user.id)) return;
    mergeCart(api, { items: lines.map((line) => ({ productId: line.productId, quantity: line.quantity })) })
      .then(async (answer) => {
        visitorCart.write([]);
        // A cart read sent before the merge may still be on its way: it must not overwrite the merged cart.
        await queryClient.cancelQueries({ queryKey: CART_QUERY_KEY });
        queryClient.setQueryData<CartResponse>(CART_QUERY_KEY, { cart: answer.cart });
        for (const adjustment of answer.adjustments) {
          const name = lines.find((line) => line.productId === adjustment.productId)?.name ?? 'A product';
          notifications.show({ title: 'Your cart was updated', message: `${name} ${ADJUSTMENT_TEXT[adjustment.reason]}.`, color: 'yellow' });
        }
      })
      .catch(() => {
        // Kept in the browser: the next page that shows the cart tries again.
        visitorCart.releaseMerge(user.id);
      });
  }, [user, queryClient, api, visitorCart, visitorRaw]);

  const add = useAddToCart(signedIn);

  const setQuantity = useCallback(
    async (productId: string, quantity: number): Promise<void> => {
      if (!signedIn) {
        await visitorCart.ready();
        visitorCart.write(setVisitorQuantity(visitorCart.lines(), productId, quantity));
        return;
      }
      const answer = await setCartItem(api, productId, { quantity });
      queryClient.setQueryData<CartResponse>(CART_QUERY_KEY, answer);
    },
    [signedIn, queryClient, api, visitorCart],
  );

  if (signedIn) {
    const cart = serverCart.data?.cart;
    return {
      signedIn,
      status: cart ? 'ready' : serverCart.isError ? 'error' : 'loading',
      error: serverCart.error,
      lines: cart?.lines ?? [],
      itemCount: cart?.itemCount ?? 0,
      subtotal: cart?.subtotal ?? 0,
      savings: cart?.savings ?? 0,
      currency: cart?.currency ?? DEFAULT_STOREFRONT_CURRENCY,
      add,
      setQuantity,
    };
  }
  const lines = visitorLines.map(visitorLineView);
  const summary = priceLines(lines);
  return {
    signedIn,
    status: session.status === 'loading' ? 'loading' : 'ready',
    error: null,
    lines,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: summary.subtotal,
    savings: summary.savings,
    currency: visitorLines[0]?.currency ?? DEFAULT_STOREFRONT_CURRENCY,
    add,
    setQuantity,
  };
}
