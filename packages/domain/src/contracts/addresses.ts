import { z } from 'zod';
import { FIELD_LIMITS } from '../constants';
import { PINCODE_STATE_MISMATCH, pincodeFitsState } from '../india/pincode';
import { INDIAN_STATE_NAMES } from '../india/states';
import { API_MESSAGES } from '../validation/api-messages';
import { MESSAGES } from '../validation/messages';
import { PINCODE_PATTERN } from '../validation/patterns';
import { endpoint } from './endpoint';
import { sessionUserIdSchema } from './shared';

/** A delivery address: one line "line, city, state, pincode" (docs/api/addresses-and-coupons.md). */
export const addressRecordSchema = z.object({
  addressid: z.string(),
  title: z.string(),
  address: z.string(),
});
export type AddressRecord = z.infer<typeof addressRecordSchema>;

const addressesSchema = z.array(addressRecordSchema);

const { allDetailsMandatory, invalidPincode, detailsTooLong } = MESSAGES.validation;

/** Required text: missing or blank is "All details are mandatory!"; at most 300 characters. */
const addressDetailSchema = z
  .string({ error: allDetailsMandatory })
  .trim()
  .min(1, { error: allDetailsMandatory })
  .max(FIELD_LIMITS.descriptionMaxLength, { error: detailsTooLong });

/** The add-address form, in screen order (docs/api/addresses-and-coupons.md#address-record). */
export const addAddressBodySchema = z
  .object({
    userid: sessionUserIdSchema,
    title: addressDetailSchema,
    address: addressDetailSchema,
    city: addressDetailSchema,
    // One of the 36 states and union territories
    // (docs/decisions/019-india-states-dates-gstin-and-rupees.md); the dropdown offers nothing else.
    state: z.enum(INDIAN_STATE_NAMES, { error: allDetailsMandatory }),
    pincode: z
      .string({ error: allDetailsMandatory })
      .trim()
      .min(1, { error: allDetailsMandatory })
      .regex(PINCODE_PATTERN, { error: invalidPincode }),
  })
  .superRefine((address, ctx) => {
    // A pincode of another postal region sends the parcel to the wrong end of India (decision 089).
    if (!pincodeFitsState(address.pincode, address.state)) {
      ctx.addIssue({ code: 'custom', path: ['pincode'], message: PINCODE_STATE_MISMATCH });
    }
  });

export const addAddressEndpoint = endpoint({
  method: 'POST',
  path: '/api/addaddress',
  tag: 'addresses',
  summary: 'Adds an address, stored as one line "line, city, state, pincode"',
  body: addAddressBodySchema,
  status: 201,
  response: z.object({ message: z.string(), addresses: addressesSchema }),
  errors: ['LOGIN_REQUIRED', 'ADDRESS_LIMIT'],
});

export const deleteAddressEndpoint = endpoint({
  method: 'POST',
  path: '/api/deladdress',
  tag: 'addresses',
  summary: "Deletes one of the user's addresses; another user's is not found",
  body: z.object({
    addressid: z.string({ error: API_MESSAGES.addressNotFound }),
    userid: sessionUserIdSchema,
  }),
  response: z.object({ addresses: addressesSchema }),
  errors: ['LOGIN_REQUIRED', 'NOT_FOUND'],
});
