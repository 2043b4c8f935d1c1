import { LAYOUT, MESSAGES } from '@shop/domain';
import { useEffect, useRef } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { ChevronLeft, ChevronRight } from 'react-bootstrap-icons';
import { useHydratingMark } from '../../../lib/use-hydrated';
import { useGetReviews } from '../api/get-reviews';
import { ReviewCard } from './review-card';

/**
 * The reviews carousel (docs/api/reviews.md#carousel): a spinner while loading, nothing at all when
 * the reviews cannot be had, else cards at most 320 px wide that the buttons scroll 300 px a step.
 * The track itself takes focus, so the arrow keys scroll it too.
 */
export function ReviewsSection() {
  const { data, error, isPending } = useGetReviews();
  const track = useRef<HTMLUListElement>(null);
  const hydrating = useHydratingMark();
  useEffect(() => {
    if (error) console.error(MESSAGES.reviews.unavailable, error);
  }, [error]);
  if (error || (data && data.result.reviews.length === 0)) return null;

  const scroll = (direction: 1 | -1) =>
    track.current?.scrollBy({ left: direction * LAYOUT.reviewScrollStepPx, behavior: 'smooth' });

  return (
    <section
      className="page-section reviews-section"
      aria-labelledby="reviews-title"
      {...hydrating}
    >
      <div className="container">
        <p className="eyebrow">Customer reviews</p>
        <div className="reviews-head">
          <h2 id="reviews-title" className="section-title mb-0">
            What our customers say
          </h2>
          {data && (
            <div className="reviews-buttons">
              <Button
                variant="outline-light"
                aria-label="Scroll reviews left"
                onClick={() => scroll(-1)}
              >
                <ChevronLeft aria-hidden="true" />
              </Button>
              <Button
                variant="outline-light"
                aria-label="Scroll reviews right"
                onClick={() => scroll(1)}
              >
                <ChevronRight aria-hidden="true" />
              </Button>
            </div>
          )}
        </div>
        {isPending ? (
          <div className="reviews-loading" role="status">
            <Spinner animation="border" className="text-accent" aria-hidden="true" />
            <span>Loading reviews...</span>
          </div>
        ) : (
          data && (
            <>
              <ul
                ref={track}
                className="reviews-track list-unstyled"
                aria-label="Customer reviews"
                // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached by keyboard to scroll it.
                tabIndex={0}
                style={{ '--review-card-max-width': `${LAYOUT.reviewCardMaxWidthPx}px` } as never}
              >
                {data.result.reviews.map((review) => (
                  <li
                    key={`${review.author_name}-${review.relative_time_description}-${review.text.slice(0, 24)}`}
                  >
                    <ReviewCard review={review} />
                  </li>
                ))}
              </ul>
              {data.source === 'google' && (
                <p className="reviews-attribution">Reviews from Google</p>
              )}
            </>
          )
        )}
      </div>
    </section>
  );
}
