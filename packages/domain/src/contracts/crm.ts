import { z } from 'zod';
import { endpoint } from './endpoint';
import { messageAnswerSchema, sessionUserIdSchema } from './shared';

/** What a signed-in visitor did that the shop's CRM hears about (docs/api/screens.md#policies). */
export const CRM_ACTIVITIES = ['legalViewed', 'contactClicked'] as const;
export type CrmActivity = (typeof CRM_ACTIVITIES)[number];

export const biginEndpoint = endpoint({
  method: 'POST',
  path: '/api/bigin',
  tag: 'crm',
  summary: "Notes a signed-in visitor's activity and brings the CRM's contact up to date",
  description:
    "The user is the session's; `user` is accepted as the web sends it, and only its id is read " +
    '(it must be the session user).',
  body: z.object({
    user: z.looseObject({ id: sessionUserIdSchema }).optional(),
    activity: z.enum(CRM_ACTIVITIES).optional(),
  }),
  response: messageAnswerSchema,
  errors: ['LOGIN_REQUIRED'],
});
