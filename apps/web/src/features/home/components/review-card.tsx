import type { Review } from '@shop/domain';
import { useId } from 'react';
import { Star, StarFill } from 'react-bootstrap-icons';

const STARS = [1, 2, 3, 4, 5];

function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

/** One review: photo (or initials), author, stars, words and how long ago. */
export function ReviewCard({ review }: { review: Review }) {
  const authorId = useId();
  return (
    <article className="review-card" aria-labelledby={authorId}>
      <header className="review-card-head">
        {review.profile_photo_url ? (
          <img
            className="review-card-photo"
            src={review.profile_photo_url}
            alt=""
            width={44}
            height={44}
            loading="lazy"
            referrerPolicy="no-referrer"
          />
        ) : (
          <span className="review-card-photo review-card-initials" aria-hidden="true">
            {initialsOf(review.author_name)}
          </span>
        )}
        <div>
          <h3 id={authorId} className="review-card-author">
            {review.author_url ? (
              <a href={review.author_url} target="_blank" rel="noopener noreferrer">
                {review.author_name}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            ) : (
              review.author_name
            )}
          </h3>
          <p className="review-card-time">{review.relative_time_description}</p>
        </div>
      </header>
      <p className="review-card-stars" role="img" aria-label={`${review.rating} out of 5 stars`}>
        {STARS.map((star) =>
          star <= review.rating ? (
            <StarFill key={star} aria-hidden="true" />
          ) : (
            <Star key={star} aria-hidden="true" />
          ),
        )}
      </p>
      <p className="review-card-text">{review.text}</p>
    </article>
  );
}
