import { accessoriesSeeder } from './modules/accessories/seeder';
import { createCatalogueSeeders } from './modules/catalogue/seeders';
import { welcomeCouponsSeeder } from './modules/coupons/welcome-seeder';
import { createPrebuiltsSeeder } from './modules/prebuilts/seeder';
import { reviewsSeeder } from './modules/reviews/seeder';
import type { Seeder } from './platform/db/seed/seeder';

/** Every seeder, in the order they run (a table before the tables that refer to it). */
export const seeders: readonly Seeder[] = [
  ...createCatalogueSeeders(),
  welcomeCouponsSeeder,
  accessoriesSeeder,
  createPrebuiltsSeeder(),
  reviewsSeeder,
];
