import { fetchAccessoriesAnswerSchema } from '../accessories/accessory-schema';
import { endpoint } from './endpoint';
import { notModifiedSchema } from './shared';

export const fetchAccessoriesEndpoint = endpoint({
  // POST first: the web calls it as it always has; GET is there for HTTP caching.
  method: ['POST', 'GET'],
  path: '/api/fetchAccessories',
  tag: 'accessories',
  summary: 'Every add-on with its price (rupees), warranty (years), colour and stock',
  description:
    'POST as the web calls it (no body); GET for HTTP caching: a weak ETag, and ' +
    'If-None-Match answers 304. The answer carries no user data.',
  response: fetchAccessoriesAnswerSchema,
  otherResponses: { 304: notModifiedSchema },
  errors: [],
});
