import { type DataRightsRecord, staffCrmCopyDeletedEndpoint } from '@shop/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { callApi } from '../../lib/api-client';
import { formatWhen } from '../components/format';

/**
 * What the CRM may still hold of an erased customer: the email and phone to find the contact by, and
 * the button that says it is deleted there, asked twice since clearing them cannot be undone.
 */
export function CrmCopyCell({ request }: { request: DataRightsRecord }) {
  const queryClient = useQueryClient();
  const markDeleted = useMutation({
    mutationFn: () => callApi(staffCrmCopyDeletedEndpoint, { requestId: request.id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin-data-rights'] }),
  });
  const [confirming, setConfirming] = useState(false);
  const copy = request.crmCopy;
  if (!copy) return <span className="text-secondary">Nothing to delete</span>;
  if (copy.deletedAt) {
    return (
      <span>
        Deleted {formatWhen(copy.deletedAt)} by {copy.deletedBy}
      </span>
    );
  }
  return (
    <div className="d-flex flex-column align-items-start gap-1">
      <span className="admin-wrap">
        {copy.email}
        {copy.phone && <> · {copy.phone}</>}
      </span>
      {confirming ? (
        // Clearing cannot be undone, and the email is what finds the contact in Bigin.
        <fieldset className="d-flex flex-wrap align-items-center gap-1">
          <legend className="small mb-0">
            Deleted in Bigin? The email and phone will be cleared.
          </legend>
          <Button
            size="sm"
            variant="primary"
            disabled={markDeleted.isPending}
            onClick={() => markDeleted.mutate()}
          >
            Yes, clear them
          </Button>
          <Button size="sm" variant="outline-secondary" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
        </fieldset>
      ) : (
        <Button
          size="sm"
          variant="outline-primary"
          aria-label={`Deleted in Bigin: ${copy.email}`}
          onClick={() => setConfirming(true)}
        >
          Deleted in Bigin
        </Button>
      )}
      {markDeleted.isError && (
        <span role="alert" className="text-danger">
          {markDeleted.error.message}
        </span>
      )}
    </div>
  );
}
