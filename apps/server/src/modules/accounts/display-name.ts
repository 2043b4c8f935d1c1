import type { GoogleIdentity } from '../../integrations/oidc/google-client';

const NAME_MAX_LENGTH = 100;

/**
 * A Google user new to the shop is registered by splitting the display name: the first word is the
 * first name, the rest the last name. Without a display name, Google's given and family names;
 * without either, the part of the email before the @.
 */
export function namesFromGoogle(identity: GoogleIdentity): { firstname: string; lastname: string } {
  const [first, ...rest] = (identity.name ?? '').split(/\s+/).filter(Boolean);
  if (first) return { firstname: clip(first), lastname: clip(rest.join(' ')) };
  if (identity.givenName || identity.familyName) {
    return { firstname: clip(identity.givenName ?? ''), lastname: clip(identity.familyName ?? '') };
  }
  return { firstname: clip(identity.email?.split('@')[0] ?? ''), lastname: '' };
}

function clip(text: string): string {
  return text.slice(0, NAME_MAX_LENGTH);
}
