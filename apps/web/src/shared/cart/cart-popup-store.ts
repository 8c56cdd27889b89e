import { create } from 'zustand';

/**
 * Whether the cart popup is open. The header's cart icon and the side menu's View Cart open it;
 * the popup itself belongs to the cart feature and is mounted once by the app.
 */
export const useCartPopupStore = create<{ isOpen: boolean; open: () => void; close: () => void }>()((set) => ({
  isOpen: false,
  open: () => set({ isOpen: true }),
  close: () => set({ isOpen: false }),
}));
