/** The console's list of staff, refetched after any change to one. */
export const STAFF_KEY = ['admin-staff'];
