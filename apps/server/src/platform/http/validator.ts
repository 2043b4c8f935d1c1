import { API_MESSAGES, readableIssue } from '@shop/domain';
import type { FastifySchemaCompiler } from 'fastify';
import { type $ZodType, safeParse } from 'zod/v4/core';
import { HttpError } from './errors';

/**
 * Checks a request's body, query and path against its endpoint's schemas. A refusal is 400
 * BAD_REQUEST with the first issue's message: the schema's own where it has one (the product's
 * wording), else words naming the field and its limit (docs/api/messages.md#fields-without-a-message).
 */
export const validatorCompiler: FastifySchemaCompiler<$ZodType> =
  ({ schema }) =>
  (data) => {
    const result = safeParse(schema, data, { error: readableIssue });
    if (result.success) return { value: result.data };
    const message = result.error.issues[0]?.message ?? API_MESSAGES.badRequest;
    return { error: new HttpError('BAD_REQUEST', message) };
  };
