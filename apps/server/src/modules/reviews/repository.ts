import type { SeededReview } from '@shop/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';

export function createReviewsRepository(db: Kysely<Database>) {
  return {
    /** The shop's own reviews in the file's order. */
    async listAll(): Promise<SeededReview[]> {
      const rows = await db
        .selectFrom('reviews')
        .selectAll()
        .orderBy('position')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        author_name: row.author_name,
        author_url: row.author_url,
        profile_photo_url: row.profile_photo_url,
        rating: row.rating,
        text: row.text,
        publishedOn: row.published_on,
      }));
    },

    /** Makes the table hold exactly these reviews, in this order. */
    async replaceAll(list: readonly SeededReview[]): Promise<void> {
      await db.deleteFrom('reviews').execute();
      if (list.length === 0) return;
      await db
        .insertInto('reviews')
        .values(
          list.map((review, position) => ({
            id: review.id,
            position,
            author_name: review.author_name,
            author_url: review.author_url,
            profile_photo_url: review.profile_photo_url,
            rating: review.rating,
            text: review.text,
            published_on: review.publishedOn,
          })),
        )
        .execute();
    },
  };
}
