import type { UserInfo } from '@shop/domain';
import type { ProfileRow } from '../accounts/service';

/** The user info, as the web reads it (docs/api/profile.md#user-info). */
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
