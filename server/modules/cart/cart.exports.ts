// The cart module's door: what the rest of the server may use of it. Its repositories stay inside.
export { CartService, cartFull, outOfStock } from './cart.service';
// Row-free steps that join another module's transaction: a plan sent to the cart (protocols), the bought lines
// leaving it (orders).
export { cartQuantities, deleteCartItems, upsertCartItem } from './cart.repository';
