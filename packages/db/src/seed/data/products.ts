import type { ProductSeed } from './types.js';
import { digestiveAndGreensProducts } from './products/digestive-and-greens.js';
import { holisticPackages } from './products/holistic-packages.js';
import { hydrationProducts } from './products/hydration.js';
import { skinCareEssentials } from './products/skin-care-essentials.js';
import { skinCareExtras } from './products/skin-care-extras.js';
import { weightManagementProducts } from './products/weight-management.js';
import { wheyProducts } from './products/whey.js';

// The demo catalogue. Ids are stable because offers, coupons, reviews and the spec's special
// behaviours refer to them: 1 and 6 (buy 2 get 1 free), 1, 5, 8 and 16 (story sections),
// 16 (landing product with the exit offer and a flash sale), 19 (flash sale), 4, 9, 10 and 11
// (free shipping), 3 (hidden from the shop). Ids 12 to 15, 17 and 18 are unused.
export const products: ProductSeed[] = [
  ...wheyProducts,
  ...hydrationProducts,
  ...digestiveAndGreensProducts,
  ...weightManagementProducts,
  ...skinCareEssentials,
  ...skinCareExtras,
  ...holisticPackages,
].sort((a, b) => a.id - b.id);
