import type { AddToCart, WithAddToCart } from '../components/add-to-cart/add-to-cart';

/**
 * For a selling screen's own tests: an Add To Cart that is never busy and adds nothing. Adding
 * itself is tested where app/routes hands in the cart's (app/routes/*-screen.test.tsx).
 */
export const idleAddToCart: AddToCart = { add: async () => {}, busy: false, message: null };

export const WithIdleAddToCart: WithAddToCart = ({ children }) => children(idleAddToCart);
