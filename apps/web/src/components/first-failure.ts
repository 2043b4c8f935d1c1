/** What the @shop/domain schemas offer: a parse that reports issues with the shop's messages. */
export type CheckSchema = {
  safeParse(
    value: unknown,
  ): { success: true } | { success: false; error: { issues: readonly { message: string }[] } };
};

export type FieldCheck = readonly [schema: CheckSchema, value: unknown];

/**
 * Forms check their fields in a fixed order and the first failure stops the check
 * (docs/api/screens.md#messages). Each schema from @shop/domain carries the one message for its
 * field.
 */
export function firstFailure(checks: readonly FieldCheck[]): string | undefined {
  for (const [schema, value] of checks) {
    const result = schema.safeParse(value);
    if (!result.success) return result.error.issues[0]?.message ?? 'Please check this field.';
  }
  return undefined;
}
