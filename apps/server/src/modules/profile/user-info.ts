import { z } from 'zod';
import type { ProfileRow } from './repository';

/** SPEC §3 user info, as the web reads it. */
export const userInfoSchema = z.object({
  id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  dob: z.string().nullable().describe('YYYY-MM-DD'),
  gender: z.string().nullable(),
  number: z.string().nullable(),
  email: z.string(),
  gst: z.string().nullable(),
  verified: z.number().describe('1 once the phone is verified by OTP, else 0'),
  contactClicked: z.string().nullable(),
  legalViewed: z.string().nullable(),
  checkoutClicked: z.string().nullable(),
  paymentAttempted: z.string().nullable(),
});

export type UserInfo = z.infer<typeof userInfoSchema>;

export function toUserInfo(row: ProfileRow): UserInfo {
  const iso = (date: Date | null) => date?.toISOString() ?? null;
  return {
    id: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    dob: row.dob,
    gender: row.gender,
    number: row.number,
    email: row.email,
    gst: row.gst,
    verified: row.verified,
    contactClicked: iso(row.contact_clicked),
    legalViewed: iso(row.legal_viewed),
    checkoutClicked: iso(row.checkout_clicked),
    paymentAttempted: iso(row.payment_attempted),
  };
}
