// Shared by the phone verification tests: the clock's units, the code a phone received, and an
// hour's fixed window to start in.
import type { AccountsTestApp } from '../accounts/support';
import { lastMessageTo } from '../accounts/support';

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;

/** The code in the newest text to a phone, as the person would read it. */
export async function codeSentTo(testApp: AccountsTestApp, phone: string): Promise<string> {
  const text = await lastMessageTo(testApp, `91${phone}`);
  const code = text?.body.match(/^(\d{4}) is your RigForge verification code/)?.[1];
  if (!code) throw new Error(`no code texted to ${phone}`);
  return code;
}

export const otherCode = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

/** Moves the test clock to just past the next hour, so an hour's fixed window holds the whole story. */
export function startOfNextHour(testApp: AccountsTestApp) {
  const hour = 60 * 60 * SECOND;
  testApp.clock.advance(hour - (testApp.clock.now().getTime() % hour) + SECOND);
}
