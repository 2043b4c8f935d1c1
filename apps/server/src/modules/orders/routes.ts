import { paiseToRupees } from '@shop/domain';
import type { FastifyPluginAsync } from 'fastify';
import { createOrdersRepository } from './repository';

/** SPEC §3 Order as the web reads it in the user record (money in rupees). */
export interface OrderView {
  orderid: string;
  created: string;
  /** The delivery date once Delivered. */
  updated: string | null;
  status: string;
  qty: number;
  discount: unknown;
  product: unknown;
  productShort: string;
  address: string;
  itemType: string;
  title: string;
  value: number;
}

/**
 * Orders are made only by a confirmed payment (the payments module); this feature shows them:
 * the user's list reaches the web as orderInfo in the user record.
 */
export const ordersRoutes: FastifyPluginAsync = async (app) => {
  const orders = createOrdersRepository(app.db);
  app.accountDetails.provide('orderInfo', async (userId): Promise<OrderView[]> => {
    const rows = await orders.listForUser(userId);
    return rows.map((row) => ({
      orderid: row.orderid,
      created: row.created.toISOString(),
      updated: row.updated?.toISOString() ?? null,
      status: row.status,
      qty: row.qty,
      discount: row.discount,
      product: row.product,
      productShort: row.product_short,
      address: row.address,
      itemType: row.item_type,
      title: row.title,
      value: paiseToRupees(row.value_paise),
    }));
  });
};
