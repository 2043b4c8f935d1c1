import { type BuildPrice, type PcBuild, UI_TIMINGS_MS } from '@shop/domain';
import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Facebook, Link45deg, Linkedin, Share, TwitterX, Whatsapp } from 'react-bootstrap-icons';
import { useAddBuild } from '../api/add-build';
import { sharedBuildUrl, shareLinks } from '../share-links';

const NETWORK_ICONS = { Facebook, X: TwitterX, LinkedIn: Linkedin, WhatsApp: Whatsapp } as const;

/**
 * Sharing (docs/api/builds.md#share): saves the build (addBuild), then offers the networks and Copy
 * URL for /builds/{id}. Mount it with a key per build so a new cabinet starts a new share.
 */
export function ShareBuild({
  build,
  itemShort,
  price,
}: {
  build: PcBuild;
  itemShort: string;
  price: BuildPrice;
}) {
  const addBuild = useAddBuild();
  const [url, setUrl] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), UI_TIMINGS_MS.messageDisplay);
    return () => clearTimeout(timer);
  }, [copied]);

  const share = () => {
    addBuild.mutate(
      // The item carries the server's selling price; the server re-prices it anyway.
      {
        itemShort,
        item: { ...build, price: price.sellingPricePaise },
        price: price.sellingPrice,
      },
      {
        onSuccess: ({ id }) => setUrl(sharedBuildUrl(id)),
        onError: (error) => console.error('Could not save the build for sharing', error),
      },
    );
  };

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch (error) {
      console.error('Could not copy the link', error);
    }
  };

  if (!url) {
    return (
      <div className="share-build">
        <Button variant="outline-light" onClick={share} disabled={addBuild.isPending}>
          <Share aria-hidden="true" /> {addBuild.isPending ? 'Sharing...' : 'Share'}
        </Button>
        {addBuild.isError && (
          <p className="share-build-error" role="alert">
            {addBuild.error.message}
          </p>
        )}
      </div>
    );
  }

  return (
    <div className="share-build share-build-ready">
      <label className="form-label small mb-1" htmlFor="share-build-url">
        Share your build
      </label>
      <input id="share-build-url" className="form-control form-control-sm" readOnly value={url} />
      <ul className="share-build-links" aria-label="Share on">
        {shareLinks(url).map(({ network, href }) => {
          const Icon = NETWORK_ICONS[network as keyof typeof NETWORK_ICONS];
          return (
            <li key={network}>
              <a
                className="btn btn-outline-light btn-sm"
                href={href}
                target="_blank"
                rel="noopener noreferrer"
              >
                {Icon && <Icon aria-hidden="true" />} {network}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          );
        })}
        <li>
          <Button variant="outline-light" size="sm" onClick={copy}>
            <Link45deg aria-hidden="true" /> Copy URL
          </Button>
        </li>
      </ul>
      <p className="share-build-copied" role="status">
        {copied ? 'Copied!' : ''}
      </p>
    </div>
  );
}
