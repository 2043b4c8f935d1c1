import { z } from 'zod';
import { MESSAGES } from '../validation/messages';
import { USE_CASE_IDS } from './use-cases';

// Apart from the use cases themselves, so a bundle that only needs the list or `isUseCase` does not
// carry zod.

/** A use case, refused in the finder's own words when missing or unknown. */
export const useCaseSchema = z.enum(USE_CASE_IDS, { error: MESSAGES.cart.selectUseCase });
