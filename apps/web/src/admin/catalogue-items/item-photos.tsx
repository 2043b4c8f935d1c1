import {
  type Photo,
  photoUrl,
  type StaffCatalogueItem,
  staffSaveCatalogueItemEndpoint,
  staffUploadCatalogueItemPhotoEndpoint,
} from '@shop/domain';
import { type FormEvent, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { callApi, sendFile } from '../../lib/api-client';
import { errorWords } from '../components/format';

/**
 * An item's photos in the console (docs/api/staff-catalogue-items.md#photos): each shown small
 * with its description and a Remove, and a file with its description to add. The server checks
 * the file and makes its sizes; the storefront shows the first photo, the drawing otherwise.
 */
export function ItemPhotos({
  stored,
  onStored,
}: {
  stored: StaffCatalogueItem;
  onStored: (item: StaffCatalogueItem) => void;
}) {
  const id = useId();
  const photos = ((stored.item as { photos?: Photo[] }).photos ?? []) as Photo[];
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; words: string } | null>(null);
  const params = { kind: stored.kind, id: stored.id };

  const act = async (words: string, request: () => Promise<StaffCatalogueItem>) => {
    setBusy(true);
    setOutcome(null);
    try {
      onStored(await request());
      setOutcome({ ok: true, words });
    } catch (error) {
      setOutcome({ ok: false, words: errorWords(error) });
    } finally {
      setBusy(false);
    }
  };

  const upload = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setOutcome({ ok: false, words: 'Choose a photo to upload first.' });
    return act('Photo added.', async () => {
      const answer = await sendFile(staffUploadCatalogueItemPhotoEndpoint, file, {
        params,
        query: { alt },
      });
      setFile(null);
      setAlt('');
      (event.target as HTMLFormElement).reset();
      return answer.item;
    });
  };

  const remove = (photo: Photo) =>
    act('Photo removed.', async () => {
      const item = { ...(stored.item as object), photos: photos.filter((kept) => kept !== photo) };
      const answer = await callApi(
        staffSaveCatalogueItemEndpoint,
        { revision: stored.revision, item },
        { params },
      );
      return answer.item;
    });

  return (
    <section className="catalogue-item-photos mb-4" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="h5">
        Photos
      </h2>
      {photos.length === 0 ? (
        <p className="text-secondary">No photos yet: the storefront shows the drawing.</p>
      ) : (
        <ul className="list-unstyled d-flex flex-wrap gap-3">
          {photos.map((photo, index) => (
            <li key={photo.id} className="catalogue-item-photo">
              <img
                src={photoUrl(stored.kind, stored.id, photo, 320, 'webp')}
                alt={photo.alt}
                width={160}
                height={120}
              />
              <span className="d-block small">
                {index === 0 ? 'Shown first · ' : ''}
                {photo.alt || 'No description'}
              </span>
              <Button
                size="sm"
                variant="outline-danger"
                disabled={busy}
                onClick={() => remove(photo)}
                aria-label={`Remove photo ${index + 1}`}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Form onSubmit={upload} noValidate className="d-flex flex-wrap align-items-end gap-2">
        <Form.Group controlId={`${id}-file`}>
          <Form.Label>Photo (JPEG, PNG, WebP or AVIF, up to 20 MB)</Form.Label>
          <Form.Control
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif"
            onChange={(event) => setFile((event.target as HTMLInputElement).files?.[0] ?? null)}
          />
        </Form.Group>
        <Form.Group controlId={`${id}-alt`}>
          <Form.Label>What it shows</Form.Label>
          <Form.Control
            value={alt}
            maxLength={200}
            onChange={(event) => setAlt(event.target.value)}
          />
        </Form.Group>
        <Button type="submit" disabled={busy}>
          {busy ? 'Uploading…' : 'Upload photo'}
        </Button>
      </Form>
      {outcome && (
        <Alert variant={outcome.ok ? 'success' : 'danger'} role="status" className="mt-2">
          {outcome.words}
        </Alert>
      )}
    </section>
  );
}
