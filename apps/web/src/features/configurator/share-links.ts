/** The public address of a shared build: the shop's own origin serves /builds/{id}. */
export function sharedBuildUrl(id: string, origin = window.location.origin): string {
  return `${origin}/builds/${encodeURIComponent(id)}`;
}

const SHARE_TEXT = 'Check out the PC I built on RigForge';

/**
 * Plain share links for each network (docs/api/builds.md#share): each opens the network's own share
 * page in a new tab, so no third-party script runs on the shop
 * (docs/decisions/011-self-contained-assets.md).
 */
export function shareLinks(url: string): { network: string; href: string }[] {
  const link = encodeURIComponent(url);
  const text = encodeURIComponent(SHARE_TEXT);
  return [
    { network: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${link}` },
    { network: 'X', href: `https://x.com/intent/post?url=${link}&text=${text}` },
    { network: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${link}` },
    { network: 'WhatsApp', href: `https://wa.me/?text=${text}%20${link}` },
  ];
}
