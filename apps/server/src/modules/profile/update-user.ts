import {
  FIELD_LIMITS,
  firstNameSchema,
  gstinSchema,
  isYmdDate,
  lastNameSchema,
  MESSAGES,
  phoneSchema,
  todayInIndia,
} from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, messageBodySchema } from '../../http/http-error';
import { assertSessionUser, LOGIN_REQUIRED_MESSAGE } from '../../plugins/session';
import { createProfileRepository } from './repository';
import { toUserInfo, userInfoSchema } from './user-info';

export const PROFILE_MESSAGES = {
  invalidDob: 'Please enter a valid date of birth!',
  invalidGender: 'Please select Male or Female!',
} as const;

/** '' and null both mean "not set", as the edit form sends them. */
const blankToUndefined = (value: unknown) =>
  value === '' || value === null ? undefined : typeof value === 'string' ? value.trim() : value;
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(blankToUndefined, schema.optional());

const updateUserSchema = z
  .object({
    userId: z.string().optional(),
    firstName: firstNameSchema,
    lastName: lastNameSchema,
    number: optional(phoneSchema),
    dob: optional(
      z
        .string({ error: PROFILE_MESSAGES.invalidDob })
        .refine(isYmdDate, PROFILE_MESSAGES.invalidDob),
    ),
    gender: optional(z.enum(['Male', 'Female'], { error: PROFILE_MESSAGES.invalidGender })),
    gst: optional(
      z
        .string({ error: MESSAGES.validation.invalidGstin })
        .transform((gst) => gst.toUpperCase())
        .pipe(z.string().max(FIELD_LIMITS.gstinMaxLength, MESSAGES.validation.invalidGstin)),
    ),
  })
  // SPEC §5: the GST number is checked as a real GSTIN only when a phone is given.
  .refine((body) => !body.number || !body.gst || gstinSchema.safeParse(body.gst).success, {
    path: ['gst'],
    error: MESSAGES.validation.invalidGstin,
  });

export const updateUserRoute: FastifyPluginAsyncZod = async (app) => {
  const profiles = createProfileRepository(app.db);

  app.post(
    '/updateuser',
    {
      schema: {
        tags: ['profile'],
        summary: 'Saves the profile; a changed phone number is no longer verified',
        description:
          'Any `verified` or `email` in the body is ignored: the phone is verified only by OTP ' +
          'and the email is the sign-in identity.',
        body: updateUserSchema,
        response: {
          200: z.object({ message: z.string(), userInfo: z.array(userInfoSchema) }),
          400: messageBodySchema,
          401: messageBodySchema,
          403: messageBodySchema,
        },
      },
    },
    async (request, reply) => {
      const user = assertSessionUser(request, request.body);
      const { firstName, lastName, number, dob, gender, gst } = request.body;
      if (dob && dob > todayInIndia(app.clock.now())) {
        throw new HttpError(400, PROFILE_MESSAGES.invalidDob);
      }
      const updated = await profiles.update(user.id, {
        firstname: firstName,
        lastname: lastName,
        number: number ?? null,
        dob: dob ?? null,
        gender: gender ?? null,
        gst: gst ?? null,
      });
      if (!updated) return reply.code(401).send({ message: LOGIN_REQUIRED_MESSAGE });
      return { message: MESSAGES.profile.updated, userInfo: [toUserInfo(updated)] };
    },
  );
};
